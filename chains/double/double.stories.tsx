import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { cards, storyTitles } from '../../.storybook/fixtures.ts';
import double from './index.ts';

const en = cards(storyTitles.en.slice(0, 3));
const mi = cards(storyTitles.mi.slice(0, 3));

// Spec: the first column gets columnOne children, the second the rest.
const meta: BlockMeta<typeof double> = {
  title: 'Chains/Double',
  args: { columnOne: 1 },
  parameters: { pagebuilder: { block: double, children: en } },
};

export default meta;
type Story = BlockStory<typeof double>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { children: mi } },
};

export const TwoInFirstColumn: Story = { args: { columnOne: 2 } };

/** columnOne 0: everything goes to the second column. */
export const AllInSecondColumn: Story = { args: { columnOne: 0 } };

/** Spec: a chain shows nothing without children; editors see the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { children: [] } },
};
