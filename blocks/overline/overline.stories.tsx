import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { SITE, storyOf } from '../../common/metadata/fixtures.ts';
import overline from './index.ts';

const meta: BlockMeta<typeof overline> = {
  title: 'Blocks/Overline',
  parameters: { pagebuilder: { block: overline, site: SITE } },
};

export default meta;
type Story = BlockStory<typeof overline>;

export const English: Story = onPage(storyOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi'), { lang: 'mi' }) };

/** Only a section: no separator. */
export const SectionOnly: Story = onPage(storyOf('en', { taxonomy: { tags: [] } }));

/** Neither a section on this site nor a tag. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage(storyOf('en', { taxonomy: {}, websites: {} }), { mode: 'admin' }) };
