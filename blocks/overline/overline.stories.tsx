import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { SITE, storyOf } from '../../common/metadata/fixtures.ts';
import overline from './index.ts';

const meta: BlockMeta<typeof overline> = {
  title: 'Blocks/Overline',
  parameters: { pagebuilder: { block: overline, site: SITE } },
};

export default meta;
type Story = BlockStory<typeof overline>;

export const English: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en') } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: storyOf('mi') } },
};

/** Only a section: no separator. */
export const SectionOnly: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en', { taxonomy: { tags: [] } }) } },
};

/** Neither a section on this site nor a tag. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: storyOf('en', { taxonomy: {}, websites: {} }) } },
};
