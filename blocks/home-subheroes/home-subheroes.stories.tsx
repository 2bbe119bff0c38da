import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { collection, collectionFixture, FIXTURE_SITE, flaggedStories } from '../../common/promo-sizes/fixtures.ts';
import homeSubheroes from './index.ts';

const meta: BlockMeta<typeof homeSubheroes> = {
  title: 'Blocks/Home Subheroes',
  parameters: { pagebuilder: { block: homeSubheroes, site: FIXTURE_SITE, content: [collectionFixture(flaggedStories(8))] } },
  // The hero shows the collection's first story: the subheroes skip it.
  args: { content: collection(), offsetOverride: 1 },
};

export default meta;
type Story = BlockStory<typeof homeSubheroes>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: [collectionFixture(flaggedStories(8, 'mi'))] } },
};

export const ThreeAcross: Story = { args: { count: 3, showOverline: false } };

/** "home subheroes require content config": without one editors are told why it is empty. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { content: undefined },
};

/** A content config whose collection has no story on this site. */
export const AdminEmptyCollection: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: [collectionFixture([])] } },
};
