/** The site's RSS feeds, at the path its `rssUrl` property names and below it (see feeds/paths.ts). */
import { defineEndpoint } from '../engine/index.ts';
import { feedItems, feedSubject } from '../feeds/content.ts';
import { feedBase, parseFeedPath, type FeedRequest } from '../feeds/paths.ts';
import { buildRss } from '../feeds/rss.ts';

/** Items per feed. */
const FEED_SIZE = 50;

export default defineEndpoint<{ base: string; request: FeedRequest }>({
  name: 'rss',
  match(path, site) {
    const base = feedBase(site.properties.rssUrl, site.properties.websiteDomain);
    const request = base && parseFeedPath(path, base);
    return base && request ? { base, request } : undefined;
  },
  async serve({ base, request }, ctx) {
    // The subject first: an unknown section or tag is a 404, not an empty feed.
    const subject = await feedSubject(ctx, request);
    const items = await feedItems(ctx, request, FEED_SIZE);
    return {
      type: 'application/rss+xml; charset=utf-8',
      body: buildRss({ site: ctx.site, request, base, subject, items }),
      cacheControl: 'public, max-age=300, s-maxage=300, stale-while-revalidate=600',
    };
  },
});
