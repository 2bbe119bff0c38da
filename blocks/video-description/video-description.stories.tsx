import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { SITE, videoOf } from '../../common/metadata/fixtures.ts';
import videoDescription from './index.ts';

const meta: BlockMeta<typeof videoDescription> = {
  title: 'Blocks/Video Details',
  parameters: { pagebuilder: { block: videoDescription, site: SITE, pageType: 'video' } },
};

export default meta;
type Story = BlockStory<typeof videoDescription>;

export const English: Story = {
  parameters: { pagebuilder: { globalContent: videoOf('en') } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: videoOf('mi') } },
};

/** No related content: headline, date and subheadline only. */
export const WithoutRelated: Story = {
  parameters: { pagebuilder: { globalContent: videoOf('en', { related_content: { basic: [] } }) } },
};

export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: videoOf('en', { headlines: {} }) } },
};
