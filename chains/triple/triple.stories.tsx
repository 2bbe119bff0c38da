import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { chainCards, chainStory } from '../../.storybook/chain-stories.ts';
import triple from './index.ts';

const children = chainCards(5);

// Spec: columnOne children, then columnTwo, the rest in the third column.
const meta: BlockMeta<typeof triple> = {
  title: 'Chains/Triple',
  args: { columnOne: 1, columnTwo: 2 },
  parameters: { pagebuilder: { block: triple, children: children.en } },
};

export default meta;
type Story = BlockStory<typeof triple>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...chainStory.maori(children.mi) };

/** A chain shows nothing without children; editors see the placeholder. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...chainStory.adminEmpty };
