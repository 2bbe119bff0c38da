import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import numberedList from './index.ts';

/** The content config as an editor stores it (a fixture matches whatever the block selects of it). */
const content = { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedOffset: 0, feedSize: 5 } };
const planned = content.contentConfigValues;
const feed = (items: ReturnType<typeof fixtureStories>): ContentFixture[] => [
  { source: 'story-feed-sections', query: planned, value: feedPage(items, { count: items.length }) },
];

const meta: BlockMeta<typeof numberedList> = {
  title: 'Blocks/Numbered List',
  parameters: { pagebuilder: { block: numberedList, site: FIXTURE_SITE, content: feed(fixtureStories(5)) } },
  args: { content, title: 'Most read', maoriTitle: 'Ngā mea i pānuitia nuitia' },
};

export default meta;
type Story = BlockStory<typeof numberedList>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: feed(fixtureStories(5, { lang: 'mi' })) } },
};

/** No title: the story headlines are the list's headings. */
export const Untitled: Story = { args: { title: undefined, maoriTitle: undefined } };

export const HeadlinesOnly: Story = { args: { showImage: false } };

/** An empty feed: readers get nothing. */
export const Empty: Story = { parameters: { pagebuilder: { content: feed([]) } } };

/** Editors see where the list goes when its feed is empty. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: feed([]) } },
};
