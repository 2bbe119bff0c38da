import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { AUTHOR_IMAGE_ID, PROMO_ID, SIGNED, authorDoc, storyOf } from '../../common/metadata/fixtures.ts';
import pageMetadata from './index.ts';

const signing = (id: string) => ({ source: 'signing-service', query: { id }, value: { hash: SIGNED } });

/** Head tags only: in Storybook they land in the canvas <head> (inspect it); stories check they render. */
const meta: BlockMeta<typeof pageMetadata> = {
  title: 'Blocks/Page Metadata',
  parameters: { pagebuilder: { block: pageMetadata, content: [signing(PROMO_ID), signing(AUTHOR_IMAGE_ID)] } },
};

export default meta;
type Story = BlockStory<typeof pageMetadata>;

export const English: Story = {
  parameters: { pagebuilder: { pageType: 'article', globalContent: storyOf('en') } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { pageType: 'article', globalContent: storyOf('mi') } },
};

export const AuthorPage: Story = {
  parameters: { pagebuilder: { pageType: 'author', globalContent: { authors: [authorDoc] } } },
};

export const TagPage: Story = {
  parameters: { pagebuilder: { pageType: 'tag', globalContent: { Payload: [{ name: 'Housing', slug: 'housing', description: 'Stories about housing.' }] } } },
};

export const SearchPage: Story = {
  parameters: { pagebuilder: { pageType: 'search', globalContent: { data: [], metadata: { q: 'kai', total_hits: 0 } } } },
};

export const Homepage: Story = {
  parameters: { pagebuilder: { pageType: 'homepage' } },
};

/** noindex, nofollow; no og:site_name or twitter:site. */
export const SponsoredLanding: Story = {
  parameters: { pagebuilder: { pageType: 'sponsored-landing', globalContent: storyOf('en') } },
};

/** A fixed page whose config names no page type and has no content to tell it by. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { requestUri: '/about/' } },
};
