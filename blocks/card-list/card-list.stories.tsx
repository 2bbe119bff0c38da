import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import cardList from './index.ts';

/** The content config as an editor stores it (a fixture matches whatever the block selects of it). */
const content = { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedOffset: 0, feedSize: 5 } };
const planned = content.contentConfigValues;
const feed = (items: ReturnType<typeof fixtureStories>): ContentFixture[] => [
  { source: 'story-feed-sections', query: planned, value: feedPage(items, { count: items.length }) },
];

const meta: BlockMeta<typeof cardList> = {
  title: 'Blocks/Card List',
  parameters: { pagebuilder: { block: cardList, site: FIXTURE_SITE, content: feed(fixtureStories(5)) } },
  args: { content, title: 'News', maoriTitle: 'Ngā Kōrero' },
};

export default meta;
type Story = BlockStory<typeof cardList>;

/** The main card (4:3 image, headline, byline, date), then four smaller cards with 105 px thumbnails. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: feed(fixtureStories(5, { lang: 'mi' })) } },
};

export const Untitled: Story = { args: { title: undefined, maoriTitle: undefined } };

export const HeadlinesOnly: Story = { args: { showImage: false, showByline: false, showDate: false } };

/** One story: only the main card. */
export const SingleStory: Story = { parameters: { pagebuilder: { content: feed(fixtureStories(1)) } } };

/** Editors see where the list goes when its feed is empty. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: feed([]) } },
};
