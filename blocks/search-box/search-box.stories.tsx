import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import searchBox from './index.ts';

const meta: BlockMeta<typeof searchBox> = {
  title: 'Blocks/Search Box',
  parameters: { pagebuilder: { block: searchBox } },
};

export default meta;
type Story = BlockStory<typeof searchBox>;

/** Submitting a non-empty term goes to /search/{term}. */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** Opens on click, closes on blur. */
export const Collapsible: Story = { args: { collapsible: true } };

/** A custom search action replaces /search/{term}. */
export const CustomAction: Story = { args: { customSearchAction: '/pf/search/?q={term}' } };

/** The box always renders, in admin too (it has no content to miss). */
export const Admin: Story = { globals: { mode: 'admin' } };
