import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { collection, collectionFixture, FIXTURE_SITE, fixtureStories, flaggedStories } from '../../common/promo-sizes/fixtures.ts';
import homeHero from './index.ts';

const meta: BlockMeta<typeof homeHero> = {
  title: 'Blocks/Home Hero',
  parameters: { pagebuilder: { block: homeHero, site: FIXTURE_SITE, content: [collectionFixture(flaggedStories(6))] } },
  args: { content: collection() },
};

export default meta;
type Story = BlockStory<typeof homeHero>;

/** The lead story of the homepage-top collection, flagged breaking and updated. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: [collectionFixture(flaggedStories(6, 'mi'))] } },
};

export const Unflagged: Story = {
  parameters: { pagebuilder: { content: [collectionFixture(fixtureStories(6, { start: 3 }))] } },
};

export const TextOnly: Story = { args: { showImage: false, showByline: false } };

/** The collection has no story on this site. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: [collectionFixture([])] } },
};
