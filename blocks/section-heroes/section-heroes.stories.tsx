import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { FIXTURE_SITE, feedPage, flaggedStories } from '../../common/promo-sizes/fixtures.ts';
import type { PromoItem } from '../../common/promo/index.ts';
import sectionHeroes from './index.ts';

/** A section page's content config: the resolver fills {section} from the URL; here it is /news. */
const content = { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedOffset: 0, feedSize: 8 } };
const feed = (items: PromoItem[]): ContentFixture[] => [
  { source: 'story-feed-sections', query: content.contentConfigValues, value: feedPage(items, { count: items.length }) },
];

const meta: BlockMeta<typeof sectionHeroes> = {
  title: 'Blocks/Section Heroes',
  parameters: { pagebuilder: { block: sectionHeroes, site: FIXTURE_SITE, content: feed(flaggedStories(8)) } },
  args: { content, title: 'News', maoriTitle: 'Ngā Kōrero', Redirect_URL: '/news/' },
};

export default meta;
type Story = BlockStory<typeof sectionHeroes>;

/** Lead plus 4 on wide screens; resize below 1024 px for every story stacked. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: feed(flaggedStories(8, 'mi')) } },
};

/** No header: the story headlines are the block's headings. */
export const Untitled: Story = { args: { title: undefined, maoriTitle: undefined, Redirect_URL: undefined } };

export const TitleWithoutLink: Story = { args: { Redirect_URL: undefined } };

export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { content: feed([]) } },
};
