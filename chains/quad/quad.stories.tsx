import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { cards, storyTitles } from '../../.storybook/fixtures.ts';
import quad from './index.ts';

const en = cards(storyTitles.en.slice(0, 5));
const mi = cards(storyTitles.mi.slice(0, 5));

// Spec: columnOne, columnTwo, columnThree children, the rest in the fourth column.
const meta: BlockMeta<typeof quad> = {
  title: 'Chains/Quad',
  args: { columnOne: 1, columnTwo: 1, columnThree: 1 },
  parameters: { pagebuilder: { block: quad, children: en } },
};

export default meta;
type Story = BlockStory<typeof quad>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { children: mi } },
};

/** Spec: a chain shows nothing without children; editors see the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { children: [] } },
};
