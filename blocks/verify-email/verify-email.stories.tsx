import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import block from './index.ts';

const meta: BlockMeta<typeof block> = {
  title: 'Blocks/Identity/Verify Email',
  parameters: { pagebuilder: { block } },
};

export default meta;
type Story = BlockStory<typeof block>;

/** The form as a reader first sees it (its button waits for the identity client, which needs the service). */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** In the editor's preview the form renders and never submits. */
export const Admin: Story = { globals: { mode: 'admin' } };
