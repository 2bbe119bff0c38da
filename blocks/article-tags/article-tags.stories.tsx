import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import articleTags from './index.ts';

const meta: BlockMeta<typeof articleTags> = {
  title: 'Blocks/Article Tags',
  parameters: { pagebuilder: { block: articleTags } },
};

export default meta;
type Story = BlockStory<typeof articleTags>;

export const English: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en') } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: storyOf('mi') } },
};

/** Content without tags: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: storyOf('en', { taxonomy: { tags: [] } }) } },
};
