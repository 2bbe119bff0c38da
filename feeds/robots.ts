/** robots.txt: every crawler welcome on the pages, not on the browsers' JSON API; the sitemaps named absolutely. */
import { absoluteUrl } from '../common/metadata/canonical.ts';
import { NEWS_SITEMAP_PATH, SITEMAP_INDEX_PATH } from './paths.ts';

export function robotsTxt(origin: string | undefined): string {
  const sitemaps = [SITEMAP_INDEX_PATH, NEWS_SITEMAP_PATH].map((p) => absoluteUrl(p, origin)).filter(Boolean);
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', ...sitemaps.map((s) => `Sitemap: ${s}`), ''].join('\n');
}
