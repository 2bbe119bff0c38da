/** Share links of the share bar (spec "Share bar", section 7 "Share links"), as plain functions. */

export { LARGE_POPUP_SIZE, POPUP_SIZE, popupFeatures, popupSize, SHARE_NETWORKS, shareUrl, type ShareNetwork, type SharedPage } from '../../common/share.ts';

/** The xlarge breakpoint; the bar is hidden below it (styles.css uses the same number). */
export const XLARGE_BREAKPOINT = 1024;

/**
 * The page's absolute address: the site's domain plus the story's address on this site
 * (websites[site].website_url, else canonical_url), else the request path.
 */
export function pageUrl(o: { domain?: unknown; content?: any; site: string; requestUri?: string }): string {
  const path: unknown = o.content?.websites?.[o.site]?.website_url ?? o.content?.canonical_url ?? o.requestUri ?? '/';
  const p = typeof path === 'string' && path ? path : '/';
  if (/^https?:\/\//i.test(p)) return p;
  const domain = typeof o.domain === 'string' ? o.domain.replace(/\/+$/, '') : '';
  return `${domain}${p.startsWith('/') ? p : `/${p}`}`;
}

/** The title shared: the story headline, else the site name. */
export function pageTitle(content: any, siteName: unknown): string {
  const headline = content?.headlines?.basic;
  if (typeof headline === 'string' && headline.trim()) return headline.trim();
  return typeof siteName === 'string' ? siteName : '';
}

/** What the island needs of the page content (kept small: it is serialised into the page). */
export function islandContent(content: any): unknown {
  if (!content || typeof content !== 'object') return undefined;
  const websites: Record<string, { website_url: string }> = {};
  for (const [site, entry] of Object.entries(content.websites ?? {})) {
    const url = (entry as { website_url?: unknown })?.website_url;
    if (typeof url === 'string') websites[site] = { website_url: url };
  }
  return { headlines: { basic: content.headlines?.basic }, canonical_url: content.canonical_url, websites };
}
