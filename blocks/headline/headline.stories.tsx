import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import headline from './index.ts';

const meta: BlockMeta<typeof headline> = {
  title: 'Blocks/Headline',
  parameters: { pagebuilder: { block: headline } },
};

export default meta;
type Story = BlockStory<typeof headline>;

export const English: Story = onPage({ headlines: { basic: 'New wharenui opens its doors in Rotorua' } });

export const Maori: Story = {
  name: 'Māori',
  ...onPage({ headlines: { basic: 'Kua huakina ngā tatau o te wharenui hou i Rotorua' } }, { lang: 'mi' }),
};

/** Readers get nothing when the page content has no headline. */
export const NoHeadline: Story = onPage({ headlines: {} });

/** Editors see where the headline goes even when the content has none. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage({ headlines: {} }, { mode: 'admin' }) };
