/** Video details rules ("Video details"; related links go to {origin}/pf{canonical_url}?_website={site}). */

export interface RelatedLink { headline: string; href: string }

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** '{origin}/pf{canonical_url}?_website={site}'; origin is the site's websiteDomain (a site path without one). */
export function relatedHref(origin: string | undefined, canonicalUrl: string, site: string): string {
  const base = (origin ?? '').replace(/\/+$/, '');
  const path = canonicalUrl.startsWith('/') ? canonicalUrl : `/${canonicalUrl}`;
  return `${base}/pf${path}?_website=${encodeURIComponent(site)}`;
}

/** related_content.basic items with a headline and a canonical_url, in order. */
export function relatedLinks(content: any, origin: string | undefined, site: string): RelatedLink[] {
  const items: any[] = Array.isArray(content?.related_content?.basic) ? content.related_content.basic : [];
  const out: RelatedLink[] = [];
  for (const item of items) {
    const headline = text(item?.headlines?.basic);
    const url = text(item?.canonical_url);
    if (headline && url) out.push({ headline, href: relatedHref(origin, url, site) });
  }
  return out;
}

/** The subheadline, else the description. */
export function videoSummary(content: any): string | undefined {
  return text(content?.subheadlines?.basic) ?? text(content?.description?.basic);
}
