/**
 * The one check on every URL the client entry imports or links (the island runtime, each block's module, the
 * payload's preload list): an http(s) URL on this page's own origin, as the browser itself resolves it, or
 * nothing. Checked as a URL, not by a pattern on the string: `/\host/x.js` and `/<tab>/host/x.js` look like paths
 * to a regular expression but the URL parser (as the browser's) reads them as `//host/x.js`, another origin, and
 * the CSP's 'strict-dynamic' lets a nonce'd script import from anywhere.
 *
 * Resolved against the page's address (`location.href`), never the document's base URL (a `<base>` element in
 * content could move that), and returned absolute, so what is imported is exactly what was checked.
 */
export function ownUrl(value: unknown, page: string = location.href): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  let url: URL;
  try {
    url = new URL(value, page);
  } catch {
    return undefined;
  }
  const here = new URL(page);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === here.origin ? url.href : undefined;
}
