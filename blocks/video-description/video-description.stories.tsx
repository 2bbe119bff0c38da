import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { SITE, videoOf } from '../../common/metadata/fixtures.ts';
import videoDescription from './index.ts';

const meta: BlockMeta<typeof videoDescription> = {
  title: 'Blocks/Video Details',
  parameters: { pagebuilder: { block: videoDescription, site: SITE, pageType: 'video' } },
};

export default meta;
type Story = BlockStory<typeof videoDescription>;

export const English: Story = onPage(videoOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(videoOf('mi'), { lang: 'mi' }) };

/** No related content: headline, date and subheadline only. */
export const WithoutRelated: Story = onPage(videoOf('en', { related_content: { basic: [] } }));

export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage(videoOf('en', { headlines: {} }), { mode: 'admin' }) };
