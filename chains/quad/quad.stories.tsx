import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { chainCards, chainStory } from '../../.storybook/chain-stories.ts';
import quad from './index.ts';

const children = chainCards(5);

// Spec: columnOne, columnTwo, columnThree children, the rest in the fourth column.
const meta: BlockMeta<typeof quad> = {
  title: 'Chains/Quad',
  args: { columnOne: 1, columnTwo: 1, columnThree: 1 },
  parameters: { pagebuilder: { block: quad, children: children.en } },
};

export default meta;
type Story = BlockStory<typeof quad>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...chainStory.maori(children.mi) };

/** A chain shows nothing without children; editors see the placeholder. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...chainStory.adminEmpty };
