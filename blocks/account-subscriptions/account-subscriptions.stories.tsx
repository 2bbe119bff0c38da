import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import accountSubscriptions from './index.ts';

// Readers' pages read the subscriptions in the browser (Storybook has no sales service: the loading state shows);
// the admin stories show a sample subscription, as editors preview it.
const meta: BlockMeta<typeof accountSubscriptions> = {
  title: 'Blocks/Account Subscriptions',
  parameters: { pagebuilder: { block: accountSubscriptions } },
};

export default meta;
type Story = BlockStory<typeof accountSubscriptions>;

export const English: Story = { name: 'English (loading)' };
export const Maori: Story = { name: 'Māori (loading)', globals: { lang: 'mi' } };
export const EditorPreview: Story = { name: 'Editor preview', globals: { mode: 'admin' } };
export const EditorPreviewMaori: Story = { name: 'Editor preview (Māori)', globals: { mode: 'admin', lang: 'mi' } };
