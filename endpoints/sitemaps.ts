/** /sitemap.xml (index), /sitemap/YYYY-MM.xml (a month) and /sitemap-news.xml (Google News) for each site. */
import { ContentError, defineEndpoint } from '../engine/index.ts';
import { itemsBetween, oldestDate, storiesSince } from '../feeds/content.ts';
import { NEWS_SITEMAP_PATH, SITEMAP_INDEX_PATH, parseMonthlySitemapPath, type Month } from '../feeds/paths.ts';
import { MONTH_LIMIT, NEWS_LIMIT, NEWS_WINDOW_MS, inMonths, monthOf, monthSitemap, monthStart, monthsBetween, newsSitemap, nextMonth, sitemapIndex } from '../feeds/sitemaps.ts';

type Params = { kind: 'index' } | { kind: 'news' } | { kind: 'month'; month: Month };

const XML = 'application/xml; charset=utf-8';
const FRESH = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';
// A past month changes only when an old story is edited or unpublished.
const SETTLED = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

export default defineEndpoint<Params>({
  name: 'sitemaps',
  match(path) {
    if (path === SITEMAP_INDEX_PATH) return { kind: 'index' };
    if (path === NEWS_SITEMAP_PATH) return { kind: 'news' };
    const month = parseMonthlySitemapPath(path);
    return month && { kind: 'month', month };
  },
  async serve(params, ctx) {
    const origin: string | undefined = ctx.site.properties.websiteDomain;
    const now = new Date();
    if (params.kind === 'news') {
      const items = await storiesSince(ctx, new Date(now.getTime() - NEWS_WINDOW_MS), NEWS_LIMIT);
      return { type: XML, body: newsSitemap(origin, ctx.site.name, items), cacheControl: FRESH };
    }
    const oldest = await oldestDate(ctx);
    const months = oldest ? monthsBetween(monthOf(oldest), monthOf(now)) : [];
    if (params.kind === 'index') return { type: XML, body: sitemapIndex(origin, months), cacheControl: FRESH };
    const { month } = params;
    if (!oldest || !inMonths(month, monthOf(oldest), monthOf(now))) throw new ContentError(`no sitemap for ${month.year}-${String(month.month).padStart(2, '0')}: this site has no content then`, 404);
    const items = await itemsBetween(ctx, monthStart(month), monthStart(nextMonth(month)), MONTH_LIMIT);
    const current = inMonths(month, monthOf(now), monthOf(now));
    return { type: XML, body: monthSitemap(origin, items), cacheControl: current ? FRESH : SETTLED };
  },
});
