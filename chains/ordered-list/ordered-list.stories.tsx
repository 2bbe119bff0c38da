import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { cards, emptyBox, storyTitles } from '../../.storybook/fixtures.ts';
import orderedList from './index.ts';

/** Each block becomes an item of a numbered list. */
const meta: BlockMeta<typeof orderedList> = {
  title: 'Chains/Ordered List',
  parameters: { pagebuilder: { block: orderedList, children: cards(storyTitles.en.slice(0, 3)) } },
};

export default meta;
type Story = BlockStory<typeof orderedList>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { children: cards(storyTitles.mi.slice(0, 3)) } },
};

/** Spec: a chain shows nothing without children. */
export const Empty: Story = {
  parameters: { pagebuilder: { children: [] } },
};

/** An empty chain in admin mode: the engine's placeholder ("no blocks in this chain"). */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { children: [] } },
};

/** Admin mode with a child that renders nothing: the child's own placeholder, inside the chain. */
export const AdminEmptyChild: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { children: [...cards(storyTitles.en.slice(0, 1)), emptyBox()] } },
};
