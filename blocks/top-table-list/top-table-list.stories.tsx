import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import topTableList from './index.ts';

/** The content config as an editor stores it (a fixture matches whatever the block selects of it). */
const content = { contentService: 'story-feed-query', contentConfigValues: { query: 'type:story', offset: 0, size: 12 } };
const planned = content.contentConfigValues;
const feed = (items: ReturnType<typeof fixtureStories>): ContentFixture[] => [
  { source: 'story-feed-query', query: planned, value: feedPage(items, { count: items.length }) },
];

/** A sample video item: its embed plays in place where the tier allows it. */
const withVideo = (lang: 'en' | 'mi') => {
  const items = fixtureStories(12, { lang });
  items[0] = {
    ...items[0],
    type: 'video',
    embed_html: '<video controls preload="none" width="1280" height="720"><source src="/static/sample/sample.mp4" type="video/mp4"></video>',
  };
  return items;
};

const meta: BlockMeta<typeof topTableList> = {
  title: 'Blocks/Top Table List',
  parameters: { pagebuilder: { block: topTableList, site: FIXTURE_SITE, content: feed(fixtureStories(12)) } },
  args: { content, extraLarge: 1, large: 1, medium: 2, small: 4 },
};

export default meta;
type Story = BlockStory<typeof topTableList>;

/** One extra large, one large, two medium and a row of four small stories (two per row, images right). */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: feed(fixtureStories(12, { lang: 'mi' })) } },
};

/** Small stories four to a row with their images above. */
export const SmallRows: Story = { args: { extraLarge: 0, large: 0, medium: 0, small: 8, storiesPerRowSM: 4, imagePositionSM: 'above' } };

/** The first story is a video, played in place in the extra large tier. */
export const VideoInPlace: Story = {
  args: { playVideoInPlaceXL: true },
  parameters: { pagebuilder: { content: feed(withVideo('en')) } },
};

/** Skips the first two stories (e.g. shown by a hero above). */
export const Offset: Story = { args: { offsetOverride: 2 } };

export const HeadlinesOnly: Story = {
  args: { showImage: false, showDescription: false, showByline: false, showDate: false, showOverline: false, showBottomBorder: false },
};

/** Every tier at 0: readers get nothing; editors see why. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { extraLarge: 0, large: 0, medium: 0, small: 0 },
};

/** An empty feed, in admin mode. */
export const AdminEmptyFeed: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: feed([]) } },
};
