/** Share links of the share bar (spec "Share bar", section 7 "Share links"), as plain functions. */

export const SHARE_NETWORKS = ['facebook', 'twitter', 'pinterest', 'linkedin', 'reddit', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Spec 7: popup windows 658x354, 830x460 for LinkedIn and email. */
export const POPUP_SIZE = { width: 658, height: 354 } as const;
export const LARGE_POPUP_SIZE = { width: 830, height: 460 } as const;
/** Spec 9: the xlarge breakpoint; the bar is hidden below it (styles.css uses the same number). */
export const XLARGE_BREAKPOINT = 1024;

export interface SharedPage { url: string; title: string }

export function popupSize(network: ShareNetwork): { width: number; height: number } {
  return network === 'linkedin' || network === 'email' ? LARGE_POPUP_SIZE : POPUP_SIZE;
}

/** `window.open` features: the popup's size, centred on the reader's window. */
export function popupFeatures(network: ShareNetwork, screen?: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = popupSize(network);
  const parts = [`width=${width}`, `height=${height}`];
  if (screen) {
    parts.push(`left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))}`);
    parts.push(`top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`);
  }
  return [...parts, 'menubar=no', 'toolbar=no', 'status=no', 'resizable=yes', 'scrollbars=yes'].join(',');
}

/** Where each network shares the page: its address, and the title where the network takes one; email is mailto. */
export function shareUrl(network: ShareNetwork, { url, title }: SharedPage): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

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
