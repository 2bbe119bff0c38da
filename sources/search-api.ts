/**
 * Full-text search ("search-api: query (term) and page"; results page size 10, page starts
 * at 1). An empty term makes no call: the spec runs a search only for a non-empty term.
 */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, siteOf } from '../common/content/query.ts';
import { resultCard } from '../common/content/selections.ts';

export default defineSource({
  name: 'search-api',
  params: Type.Object({
    query: Type.String({ default: '', description: 'Search term' }),
    // The page travels as a string, as the search API takes it; numbers from older configs are coerced.
    page: Type.String({ default: '1', pattern: '^[1-9][0-9]{0,5}$', description: 'Page number, from "1"' }),
    size: Type.Integer({ default: 10, minimum: 1, maximum: 50 }),
    site: SiteParam,
  }),
  ttl: 60,
  selects: true,
  async fetch(query, ctx) {
    const term = query.query.trim();
    if (!term) return { data: [], metadata: { q: '', total_hits: 0, page: Number(query.page) } };
    const site = encodeURIComponent(siteOf(query, ctx));
    return ctx.fetchJson(
      `/search/v2/?website=${site}&q=${encodeURIComponent(term)}&page=${query.page}&size=${query.size}`,
      { signal: ctx.signal },
    );
  },
  // An answer is result cards: without a caller's selection (the search page's global content) it is trimmed to them.
  transform(data, query, ctx) {
    return pickList(data, 'data', ctx.select ?? resultCard(siteOf(query, ctx)));
  },
});
