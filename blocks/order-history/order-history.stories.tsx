import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import orderHistory from './index.ts';

// Readers' pages read the orders in the browser (Storybook has no sales service: the loading state shows);
// the admin stories show a sample order, as editors preview it.
const meta: BlockMeta<typeof orderHistory> = {
  title: 'Blocks/Order History',
  parameters: { pagebuilder: { block: orderHistory } },
};

export default meta;
type Story = BlockStory<typeof orderHistory>;

export const English: Story = { name: 'English (loading)' };
export const Maori: Story = { name: 'Māori (loading)', globals: { lang: 'mi' } };
export const EditorPreview: Story = { name: 'Editor preview', globals: { mode: 'admin' } };
export const EditorPreviewMaori: Story = { name: 'Editor preview (Māori)', globals: { mode: 'admin', lang: 'mi' } };
