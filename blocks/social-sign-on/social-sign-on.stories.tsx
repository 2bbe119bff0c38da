import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import socialSignOn from './index.ts';

// Buttons appear only in a browser that reads a config naming providers; Storybook has no identity service, so
// the story shows what the server sends (nothing visible).
const meta: BlockMeta<typeof socialSignOn> = {
  title: 'Blocks/Social Sign-On Buttons',
  // The server's markup holds no text, in any language.
  tags: ['lang-neutral'],
  parameters: { pagebuilder: { block: socialSignOn } },
};

export default meta;
type Story = BlockStory<typeof socialSignOn>;

export const English: Story = {};
export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };
export const EditorPreview: Story = { name: 'Editor preview', globals: { mode: 'admin' } };
