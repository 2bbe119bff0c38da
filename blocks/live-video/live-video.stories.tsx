import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import liveVideo from './index.ts';
import { LIVE_QUERY, LIVE_SOURCE } from './live.ts';

/** The list the live-video source returns. */
const live = (items: Array<{ permaLinkURL: string; title: string }>): ContentFixture[] => [{
  source: LIVE_SOURCE, query: LIVE_QUERY, value: items.map((contentConfig) => ({ contentConfig })),
}];

const stream = live([{ permaLinkURL: '/2026/11/21/te-ao-marama-live/', title: 'Te Ao Mārama live' }]);

const meta: BlockMeta<typeof liveVideo> = {
  title: 'Blocks/Live Video',
  parameters: { layout: 'fullscreen', pagebuilder: { block: liveVideo, site: 'teaomarama', content: stream } },
};

export default meta;
type Story = BlockStory<typeof liveVideo>;

/** The default message 'Live: Te Ao Marama', linking to the stream; the close button hides it. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  args: { message: 'Ora: Te Ao Mārama' },
};

export const CustomMessage: Story = {
  args: { message: 'Live now: Matariki dawn ceremony' },
};

/** No live stream: readers get nothing; editors see the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: live([]) } },
};
