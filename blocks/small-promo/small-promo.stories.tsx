import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { byUrl, collection, collectionFixture, FIXTURE_SITE, fixtureStories, flaggedStories, storyFixture } from '../../common/promo-sizes/fixtures.ts';
import smallPromo from './index.ts';

const meta: BlockMeta<typeof smallPromo> = {
  title: 'Blocks/Small Promo',
  parameters: { pagebuilder: { block: smallPromo, site: FIXTURE_SITE, content: [storyFixture(flaggedStories(1)[0])] } },
  args: { content: byUrl() },
};

export default meta;
type Story = BlockStory<typeof smallPromo>;

/** A story by its URL (content-api), flagged breaking and updated. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: [storyFixture(flaggedStories(1, 'mi')[0])] } },
};

/** The first story of a collection. */
export const FirstOfCollection: Story = {
  args: { content: collection() },
  parameters: { pagebuilder: { content: [collectionFixture(fixtureStories(4, { start: 2 }))] } },
};

export const Widescreen: Story = { args: { imageRatio: '16:9' } };

export const HeadlineOnly: Story = { args: { showImage: false, showBottomBorder: false } };

/** On a page a lazy promo renders near the viewport; here (as in the browser) it renders itself. */
export const LazyLoaded: Story = { args: { lazyLoad: true } };

/** The collection has no story on this site: editors see why the promo is empty. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { content: collection() },
  parameters: { pagebuilder: { content: [collectionFixture([])] } },
};
