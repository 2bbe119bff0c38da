import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { chainCards, chainStory } from '../../.storybook/chain-stories.ts';
import double from './index.ts';

const children = chainCards(3);

// Spec: the first column gets columnOne children, the second the rest.
const meta: BlockMeta<typeof double> = {
  title: 'Chains/Double',
  args: { columnOne: 1 },
  parameters: { pagebuilder: { block: double, children: children.en } },
};

export default meta;
type Story = BlockStory<typeof double>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...chainStory.maori(children.mi) };

export const TwoInFirstColumn: Story = { args: { columnOne: 2 } };

/** columnOne 0: everything goes to the second column. */
export const AllInSecondColumn: Story = { args: { columnOne: 0 } };

/** A chain shows nothing without children; editors see the placeholder. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...chainStory.adminEmpty };
