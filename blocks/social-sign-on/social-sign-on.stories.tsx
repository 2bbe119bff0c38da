import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import socialSignOn from './index.ts';

// Buttons appear only in a browser that reads a config naming providers; Storybook has no identity service, so
// the story shows what the server sends (nothing visible).
const meta: BlockMeta<typeof socialSignOn> = {
  title: 'Blocks/Social Sign-On Buttons',
  parameters: { pagebuilder: { block: socialSignOn } },
};

export default meta;
type Story = BlockStory<typeof socialSignOn>;

export const NoProviderKnownYet: Story = {};
