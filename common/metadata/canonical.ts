/** Canonical addresses per page type ("Page types (metadata)"). */

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Request parameters the engine reads itself; they never belong in a canonical address. */
const ENGINE_PARAMS = ['_website', 'isAdmin', 'outputType'];

/**
 * The address before it is made absolute, or undefined when the content lacks what the rule needs:
 * article/video/gallery canonical_url; author the first author's bio_page; section the content _id; tag
 * tags/{slug}/ of the first tag slug; search search/{q}/; homepage the site root; search-widget the current
 * path plus its query when present. Other types have none.
 */
export function canonicalPath(pageType: string | undefined, gc: any, requestUri = '/'): string | undefined {
  switch (pageType) {
    case 'article':
    case 'video':
    case 'gallery':
    case 'sponsored-landing':
      return text(gc?.canonical_url);
    case 'author':
      return text(gc?.authors?.[0]?.bio_page);
    case 'section':
      return text(gc?._id);
    case 'tag': {
      const slug = text(gc?.Payload?.[0]?.slug);
      return slug ? `tags/${encodeURIComponent(slug)}/` : undefined;
    }
    case 'search': {
      const q = text(gc?.metadata?.q);
      return q ? `search/${encodeURIComponent(q)}/` : undefined;
    }
    case 'homepage':
      return '/';
    case 'search-widget':
      return currentPath(requestUri);
    default:
      return undefined;
  }
}

function currentPath(requestUri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(requestUri, 'http://x');
  } catch {
    return undefined;
  }
  for (const p of ENGINE_PARAMS) url.searchParams.delete(p);
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : '');
}

/** A site path (or an absolute http(s) address) on the site's domain; undefined when it cannot be parsed. */
export function onDomain(path: string | undefined, websiteDomain: string | undefined): URL | undefined {
  if (!path) return undefined;
  let url: URL;
  try {
    url = /^https?:\/\//i.test(path)
      ? new URL(path)
      : new URL(`${(websiteDomain ?? '').replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  } catch {
    return undefined;
  }
  return /^https?:$/.test(url.protocol) && url.hostname ? url : undefined;
}

/**
 * Absolute address on the site's domain, with a trailing slash appended unless it already has one, a hash, a
 * query string or a file extension in its last segment. Undefined when the address cannot be parsed (no
 * domain, a malformed one, or a malformed path).
 */
export function absoluteUrl(path: string | undefined, websiteDomain: string | undefined): string | undefined {
  const url = onDomain(path, websiteDomain);
  if (!url) return undefined;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const keep = url.hash || url.search || url.pathname.endsWith('/') || /\.[A-Za-z0-9]+$/.test(last);
  if (!keep) url.pathname += '/';
  return url.href;
}

/**
 * Canonical address per page type, absolute; nothing when it cannot be parsed. When the type's rule finds
 * nothing in the content (a fixed page without content), the page config's own address (configPath) stands in.
 */
export function canonicalUrl(pageType: string | undefined, gc: any, websiteDomain: string | undefined, requestUri?: string, configPath?: string): string | undefined {
  return absoluteUrl(canonicalPath(pageType, gc, requestUri) ?? configPath, websiteDomain);
}
