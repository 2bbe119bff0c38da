/**
 * How the browser asks the server for content (`GET /api/content/<source>?query={json}&<siteParam>=<site>`, the
 * parameter's name from the site setup): built here for islands and useContentLoader, read here by the server's
 * content endpoint, so both ends agree.
 */

/** Where the content endpoint answers; the source's name follows. */
export const CONTENT_PATH = '/api/content/';
/**
 * The site the content is for, and the query parameter that names it (the site setup's `siteParam`: the request's
 * host cannot say it for every site). The app context carries both.
 */
export interface ContentSite {
  site: string;
  siteParam: string;
}

/** The address of a source's content for a site. */
export function contentUrl(source: string, query: Record<string, unknown>, { site, siteParam }: ContentSite): string {
  const params = new URLSearchParams({ query: JSON.stringify(query), [siteParam]: site });
  return `${CONTENT_PATH}${encodeURIComponent(source)}?${params}`;
}

/** Content from the server's content endpoint (through its cache); a failed answer throws naming the source. */
export async function fetchFromServer<T = unknown>(source: string, query: Record<string, unknown>, to: ContentSite): Promise<T> {
  const res = await fetch(contentUrl(source, query, to));
  if (!res.ok) throw new Error(`content ${source} answered ${res.status}`);
  return res.json() as Promise<T>;
}

export type ContentRequest = { site: string; query: Record<string, unknown> } | { error: string };

/**
 * The site and query of a content request's URL (path and search), or the 400 message for the caller. Without the
 * site parameter the content is the default site's.
 */
export function parseContentRequest(url: string, o: { siteParam: string; defaultSite: string; isSite: (site: string) => boolean }): ContentRequest {
  const params = new URL(url, 'http://localhost').searchParams;
  const site = params.get(o.siteParam) ?? o.defaultSite;
  if (!o.isSite(site)) return { error: `unknown site "${site}" in ${o.siteParam}` };
  const raw = params.get('query');
  if (!raw) return { site, query: {} };
  let query: unknown;
  try {
    query = JSON.parse(raw);
  } catch {
    return { error: 'query must be a JSON object, e.g. ?query={"size":10}' };
  }
  if (!query || typeof query !== 'object' || Array.isArray(query)) return { error: 'query must be a JSON object' };
  return { site, query: query as Record<string, unknown> };
}
