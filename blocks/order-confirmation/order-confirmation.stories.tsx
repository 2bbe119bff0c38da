import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import block from './index.ts';

const meta: BlockMeta<typeof block> = {
  title: 'Blocks/Sales/Order confirmation',
  parameters: { pagebuilder: { block } },
};

export default meta;
type Story = BlockStory<typeof block>;

/** As the server sends it: its buttons wait for the sales client, which needs the service. */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** In the editor's preview it renders and never calls the service. */
export const Admin: Story = { globals: { mode: 'admin' } };
