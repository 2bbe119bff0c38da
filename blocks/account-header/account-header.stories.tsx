import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import accountHeader from './index.ts';

// In Storybook the block renders as on the server: the empty bar until the browser knows who is signed in. The
// admin stories show the signed-out bar editors see.
const meta: BlockMeta<typeof accountHeader> = {
  title: 'Blocks/Account Header',
  parameters: { layout: 'fullscreen', pagebuilder: { block: accountHeader } },
};

export default meta;
type Story = BlockStory<typeof accountHeader>;

export const English: Story = { name: 'English (initialising)' };
export const Maori: Story = { name: 'Māori (initialising)', globals: { lang: 'mi' } };
export const SignedOutPreview: Story = { name: 'Signed out (editor preview)', globals: { mode: 'admin' } };
export const SignedOutPreviewMaori: Story = { name: 'Signed out (editor preview, Māori)', globals: { mode: 'admin', lang: 'mi' } };
