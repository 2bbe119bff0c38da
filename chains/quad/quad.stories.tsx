import { type BlockMeta, type BlockSpec, type BlockStory } from '../../engine/testing/index.ts';
import htmlBox from '../../blocks/html-box/index.ts';
import quad from './index.ts';

const cards = (texts: string[]): BlockSpec[] => texts.map((t) => ({ block: htmlBox, customFields: { HTML: `<p><strong>${t}</strong></p>` } }));
const en = cards(['First story', 'Second story', 'Third story', 'Fourth story', 'Fifth story']);
const mi = cards(['Kōrero tuatahi', 'Kōrero tuarua', 'Kōrero tuatoru', 'Kōrero tuawhā', 'Kōrero tuarima']);

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
