import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import subheadline from './index.ts';

const meta: BlockMeta<typeof subheadline> = {
  title: 'Blocks/Subheadline',
  parameters: { pagebuilder: { block: subheadline } },
};

export default meta;
type Story = BlockStory<typeof subheadline>;

export const English: Story = onPage(storyOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi'), { lang: 'mi' }) };

/** useDescription: the description instead of the subheadline. */
export const Description: Story = { args: { useDescription: true }, ...onPage(storyOf('en')) };

export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage(storyOf('en', { subheadlines: {} }), { mode: 'admin' }) };
