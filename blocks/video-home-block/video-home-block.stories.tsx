import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { fixtureVideos, FIXTURE_SITE, videoFeed } from '../../common/video/fixtures.ts';
import videoHomeBlock from './index.ts';
import { LATEST_SOURCE, latestQuery } from './latest.ts';

const feed = (items: ReturnType<typeof fixtureVideos>): ContentFixture[] => [{ source: LATEST_SOURCE, query: latestQuery(FIXTURE_SITE), value: videoFeed(items, { count: 20 }) }];

const meta: BlockMeta<typeof videoHomeBlock> = {
  title: 'Blocks/Latest Videos',
  parameters: { layout: 'fullscreen', pagebuilder: { block: videoHomeBlock, site: FIXTURE_SITE, pageType: 'homepage', content: feed(fixtureVideos(4)) } },
};

export default meta;
type Story = BlockStory<typeof videoHomeBlock>;

/** The first video plays; the list of 4 switches the player (the 4th is hidden at 993 to 1440 px). */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: feed(fixtureVideos(4, { lang: 'mi' })) } },
};

/** Fewer than 4 videos: the list shows what there is. */
export const TwoVideos: Story = {
  parameters: { pagebuilder: { content: feed(fixtureVideos(2)) } },
};

/** No videos tagged watch: editors see the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: feed([]) } },
};
