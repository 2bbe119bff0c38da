import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import trending from './index.ts';
import { trendingContent, trendingFeed, trendingStories } from './fixtures.ts';

const meta: BlockMeta<typeof trending> = {
  title: 'Blocks/Trending Stories',
  parameters: { pagebuilder: { block: trending, site: FIXTURE_SITE, content: trendingFeed(trendingStories(6)) } },
  args: { content: trendingContent, title: 'Trending', maoriTitle: 'E rongonui ana' },
};

export default meta;
type Story = BlockStory<typeof trending>;

/** Ranked stories, each labelled 'Section | Tag'; two to a row on wide screens. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: trendingFeed(trendingStories(6, 'mi')) } },
};

export const HideTag: Story = { args: { hideTag: true } };

export const HideImage: Story = { args: { hideImage: true } };

/** No Māori title yet: readers get nothing; editors see what the block needs. */
export const AdminMissingTitle: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { maoriTitle: undefined },
};

export const AdminNoContentConfig: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { content: undefined },
};
