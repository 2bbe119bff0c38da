import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import resultsList from './index.ts';

/** The content config as an editor stores it (a fixture matches whatever the block selects of it). */
const content = { contentService: 'story-feed-query', contentConfigValues: { query: '*', offset: 0, size: 10 } };
const planned = { query: '*', offset: 0, size: 10 };

const feed = (lang: 'en' | 'mi', count = 45): ContentFixture[] => [{
  source: 'story-feed-query',
  query: planned,
  value: feedPage(fixtureStories(Math.min(10, count), { lang }), { count }),
}];

const meta: BlockMeta<typeof resultsList> = {
  title: 'Blocks/Results List',
  parameters: { pagebuilder: { block: resultsList, site: FIXTURE_SITE, content: feed('en') } },
  args: { content },
};

export default meta;
type Story = BlockStory<typeof resultsList>;

/** Button variant: the first page, then 'See more'. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: feed('mi') } },
};

/** Infinite scroll: the next page loads when the last card is fully in view (a spinner shows meanwhile). */
export const InfiniteScroll: Story = {
  args: { variant: 'infinite' },
};

/** Every story fits on one page: no 'See more'. */
export const AllShown: Story = {
  parameters: { pagebuilder: { content: feed('en', 6) } },
};

/** Toggles off: headlines and images only. */
export const Compact: Story = {
  args: { showDescription: false, showByline: false, showDate: false },
};

/** An empty feed: readers get nothing. */
export const Empty: Story = {
  parameters: { pagebuilder: { content: [{ source: 'story-feed-query', query: planned, value: feedPage([], { count: 0 }) }] } },
};

/** Editors see where the list goes when its feed is empty. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: [{ source: 'story-feed-query', query: planned, value: feedPage([], { count: 0 }) }] } },
};
