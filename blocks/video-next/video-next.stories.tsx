import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { fixtureVideos, FIXTURE_SITE, videoFeed } from '../../common/video/fixtures.ts';
import videoNext from './index.ts';
import { currentVideoOf, UP_NEXT_SOURCE, upNextQuery } from './up-next.ts';

// The page's video is the newest; Up Next lists the older ones, 12 at a time.
const [pageEn] = fixtureVideos(1);
const [pageMi] = fixtureVideos(1, { lang: 'mi' });

const firstPage = (page: typeof pageEn, items: ReturnType<typeof fixtureVideos>): ContentFixture[] => [
  { source: UP_NEXT_SOURCE, query: upNextQuery(currentVideoOf(page), 0, FIXTURE_SITE), value: videoFeed(items, { count: 19 }) },
];

const meta: BlockMeta<typeof videoNext> = {
  title: 'Blocks/Up Next',
  parameters: {
    pagebuilder: { block: videoNext, site: FIXTURE_SITE, pageType: 'video', globalContent: pageEn, content: firstPage(pageEn, fixtureVideos(12, { start: 1 })) },
  },
};

export default meta;
type Story = BlockStory<typeof videoNext>;

/** A full first page of 12: scrolling to the last card loads 12 more. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: pageMi, content: firstPage(pageMi, fixtureVideos(12, { start: 1, lang: 'mi' })) } },
};

/** Fewer than 12 older videos: nothing more to load. */
export const Short: Story = {
  parameters: { pagebuilder: { content: firstPage(pageEn, fixtureVideos(3, { start: 1 })) } },
};

/** The oldest video: nothing older to list; editors see the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: firstPage(pageEn, []) } },
};
