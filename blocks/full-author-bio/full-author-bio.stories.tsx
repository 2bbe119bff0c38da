import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { AUTHOR_IMAGE_ID, SIGNED, authorDoc, storyOf } from '../../common/metadata/fixtures.ts';
import fullAuthorBio from './index.ts';

const meta: BlockMeta<typeof fullAuthorBio> = {
  title: 'Blocks/Full Author Bio',
  parameters: { pagebuilder: { block: fullAuthorBio, content: [{ source: 'signing-service', query: { id: AUTHOR_IMAGE_ID }, value: { hash: SIGNED } }] } },
};

export default meta;
type Story = BlockStory<typeof fullAuthorBio>;

/** Below a story: credits.by[0], name linked to the profile page. */
export const English: Story = onPage(storyOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi'), { lang: 'mi' }) };

/** An author page: every non-empty network of the author document. */
export const AuthorPage: Story = onPage({ authors: [authorDoc] });

/** On a page it renders near the viewport; here (as in the browser) it renders itself. */
export const LazyLoaded: Story = { args: { lazyLoad: true }, ...onPage(storyOf('en')) };

/** An author entry with nothing to show. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  ...onPage({ credits: { by: [{ type: 'author', url: '/author/nobody/' }] } }, { mode: 'admin' }),
};
