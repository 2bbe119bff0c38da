import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import articleTags from './index.ts';

const meta: BlockMeta<typeof articleTags> = {
  title: 'Blocks/Article Tags',
  parameters: { pagebuilder: { block: articleTags } },
};

export default meta;
type Story = BlockStory<typeof articleTags>;

export const English: Story = onPage(storyOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi'), { lang: 'mi' }) };

/** Content without tags: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage(storyOf('en', { taxonomy: { tags: [] } }), { mode: 'admin' }) };
