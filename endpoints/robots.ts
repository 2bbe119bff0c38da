/** /robots.txt of each site, naming its sitemaps. */
import { defineEndpoint } from '../engine/index.ts';
import { ROBOTS_PATH } from '../feeds/paths.ts';
import { robotsTxt } from '../feeds/robots.ts';

export default defineEndpoint<true>({
  name: 'robots',
  match: (path) => (path === ROBOTS_PATH ? true : undefined),
  async serve(_params, ctx) {
    return { type: 'text/plain; charset=utf-8', body: robotsTxt(ctx.site.properties.websiteDomain), cacheControl: 'public, max-age=3600, s-maxage=86400' };
  },
});
