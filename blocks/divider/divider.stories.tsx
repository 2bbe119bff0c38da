import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import divider from './index.ts';

// A rule has no words: it renders the same in both languages, and it never renders nothing.
const meta: BlockMeta<typeof divider> = {
  title: 'Blocks/Divider',
  tags: ['lang-neutral'],
  parameters: { pagebuilder: { block: divider } },
};

export default meta;
type Story = BlockStory<typeof divider>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** Admin mode: the divider still renders (no placeholder: it is never empty). */
export const Admin: Story = { globals: { mode: 'admin' } };
