import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import subheadline from './index.ts';

const meta: BlockMeta<typeof subheadline> = {
  title: 'Blocks/Subheadline',
  parameters: { pagebuilder: { block: subheadline } },
};

export default meta;
type Story = BlockStory<typeof subheadline>;

export const English: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en') } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: storyOf('mi') } },
};

/** useDescription: the description instead of the subheadline. */
export const Description: Story = {
  args: { useDescription: true },
  parameters: { pagebuilder: { globalContent: storyOf('en') } },
};

export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: storyOf('en', { subheadlines: {} }) } },
};
