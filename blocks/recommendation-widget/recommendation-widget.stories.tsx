import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import widget from './index.ts';

const fields = { placement: 'Below Article Thumbnails', mode: 'thumbnails-a', container: 'recommendations-below-article' };

const meta: BlockMeta<typeof widget> = {
  title: 'Blocks/Recommendation Widget',
  // No reader-visible text of its own: the provider's script fills the container, in both languages alike.
  tags: ['lang-neutral'],
  parameters: {
    pagebuilder: {
      block: widget,
      pageType: 'article',
      // The loader script stays off (site property loadRecommendationScript): stories fetch nothing external.
      siteProperties: { recommendationPublisherId: 'teaomarama-network' },
    },
  },
  args: fields,
};

export default meta;
type Story = BlockStory<typeof widget>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** Homepage: the provider's page type is 'home'. */
export const Homepage: Story = { parameters: { pagebuilder: { pageType: 'homepage' } } };

/** Editors see a box with the placement name. */
export const Admin: Story = { globals: { mode: 'admin' } };

/** Without a container (or placement, mode, publisher id) readers get nothing; editors see what is missing. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { container: '' },
};
