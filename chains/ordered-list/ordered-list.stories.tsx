import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { chainCards, chainStory } from '../../.storybook/chain-stories.ts';
import orderedList from './index.ts';

const children = chainCards(3);

/** Each block becomes an item of a numbered list. */
const meta: BlockMeta<typeof orderedList> = {
  title: 'Chains/Ordered List',
  parameters: { pagebuilder: { block: orderedList, children: children.en } },
};

export default meta;
type Story = BlockStory<typeof orderedList>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...chainStory.maori(children.mi) };

/** A chain shows nothing without children. */
export const Empty: Story = chainStory.empty;

/** An empty chain in admin mode: the engine's placeholder. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...chainStory.adminEmpty };

/** Admin mode with a child that renders nothing: the child's own placeholder, inside the chain. */
export const AdminEmptyChild: Story = { tags: ['admin-placeholder'], ...chainStory.adminEmptyChild(children.en.slice(0, 1)) };
