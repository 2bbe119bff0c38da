import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import redeemSubscription from './index.ts';

// Readers' pages read whether the reader is signed in, in the browser (Storybook has no sales service: the loading state shows);
// the admin stories show the form, as editors preview it.
const meta: BlockMeta<typeof redeemSubscription> = {
  title: 'Blocks/Redeem Subscription',
  parameters: { pagebuilder: { block: redeemSubscription } },
};

export default meta;
type Story = BlockStory<typeof redeemSubscription>;

export const English: Story = { name: 'English (loading)' };
export const Maori: Story = { name: 'Māori (loading)', globals: { lang: 'mi' } };
export const EditorPreview: Story = { name: 'Editor preview', globals: { mode: 'admin' } };
export const EditorPreviewMaori: Story = { name: 'Editor preview (Māori)', globals: { mode: 'admin', lang: 'mi' } };
