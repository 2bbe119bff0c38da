import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { fixtureStories, FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import searchResultsList from './index.ts';

/** The search page's global content: the search-api answer for /search/{term}/ (page 1). */
const results = (q: string, total: number, lang: 'en' | 'mi' = 'en') => ({
  data: fixtureStories(Math.min(10, total), { lang }),
  metadata: { q, total_hits: total, page: 1 },
});

const meta: BlockMeta<typeof searchResultsList> = {
  title: 'Blocks/Search Results List',
  parameters: { pagebuilder: { block: searchResultsList, site: FIXTURE_SITE, globalContent: results('matariki', 25) } },
};

export default meta;
type Story = BlockStory<typeof searchResultsList>;

/** Results for "matariki": the box, the count, the first page and 'See more'. */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: results('matariki', 25, 'mi') } },
};

/** Every result fits on one page: no 'See more'. */
export const OnePage: Story = {
  parameters: { pagebuilder: { globalContent: results('waka ama', 3) } },
};

export const NoResults: Story = {
  parameters: { pagebuilder: { globalContent: results('zzzz', 0) } },
};

/** No term: only the search box (a search runs only for a non-empty term). */
export const NoTerm: Story = {
  parameters: { pagebuilder: { globalContent: results('', 0) } },
};

/** Results without the box, headlines and dates only. */
export const Compact: Story = {
  args: { showSearchBox: false, showImage: false, showDescription: false, showByline: false },
};

/** The box renders in admin too, so editors always see the block. */
export const Admin: Story = { globals: { mode: 'admin' } };
