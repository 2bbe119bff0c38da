import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { AUTHOR_IMAGE_ID, SIGNED, SITE, authorDoc, authorFeed, storyOf } from '../../common/metadata/fixtures.ts';
import reporterProfile from './index.ts';

const feedQuery = { authorId: authorDoc._id, feedOffset: 0, feedSize: 6 };
const signing = { source: 'signing-service', query: { id: AUTHOR_IMAGE_ID }, value: { hash: SIGNED } };

const meta: BlockMeta<typeof reporterProfile> = {
  title: 'Blocks/Reporter Profile',
  parameters: { pagebuilder: { block: reporterProfile, site: SITE } },
};

export default meta;
type Story = BlockStory<typeof reporterProfile>;

/** On an author page (authors[0], author-service shape). */
export const English: Story = {
  parameters: {
    pagebuilder: { pageType: 'author', globalContent: { authors: [authorDoc] }, content: [signing, { source: 'story-feed-author', query: feedQuery, value: authorFeed('en') }] },
  },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: {
    pagebuilder: { pageType: 'author', globalContent: { authors: [authorDoc] }, content: [signing, { source: 'story-feed-author', query: feedQuery, value: authorFeed('mi') }] },
  },
};

/** Below a story: credits.by[0]. */
export const OnAStory: Story = {
  parameters: {
    pagebuilder: { pageType: 'article', globalContent: storyOf('en'), content: [signing, { source: 'story-feed-author', query: feedQuery, value: authorFeed('en') }] },
  },
};

/** A story without authors. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage(storyOf('en', { credits: { by: [] } }), { mode: 'admin' }) };
