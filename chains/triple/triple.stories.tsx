import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { cards, storyTitles } from '../../.storybook/fixtures.ts';
import triple from './index.ts';

const en = cards(storyTitles.en.slice(0, 5));
const mi = cards(storyTitles.mi.slice(0, 5));

// Spec: columnOne children, then columnTwo, the rest in the third column.
const meta: BlockMeta<typeof triple> = {
  title: 'Chains/Triple',
  args: { columnOne: 1, columnTwo: 2 },
  parameters: { pagebuilder: { block: triple, children: en } },
};

export default meta;
type Story = BlockStory<typeof triple>;

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
