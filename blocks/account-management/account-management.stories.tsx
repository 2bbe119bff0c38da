import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import accountManagement from './index.ts';

// Readers' pages read the account in the browser (Storybook has no identity service: the loading state shows);
// the admin stories show the sections in view mode, as editors preview them.
const meta: BlockMeta<typeof accountManagement> = {
  title: 'Blocks/Account Management',
  parameters: { pagebuilder: { block: accountManagement } },
  args: { showEmail: true, showPassword: true, showSocialProfile: true },
};

export default meta;
type Story = BlockStory<typeof accountManagement>;

export const English: Story = { name: 'English (loading)' };
export const Maori: Story = { name: 'Māori (loading)', globals: { lang: 'mi' } };
export const EditorPreview: Story = { name: 'Editor preview', globals: { mode: 'admin' } };
export const EditorPreviewMaori: Story = { name: 'Editor preview (Māori)', globals: { mode: 'admin', lang: 'mi' } };
