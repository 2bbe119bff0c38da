import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CACHE_TAG_HEADERS, parseCacheTagHeaders, setCacheTagHeaders } from './cache-tags.ts';

/** The headers a response was given, by lower-case name. */
function recorder() {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) } as unknown as ServerResponse;
  return { res, headers };
}

describe('CACHE_TAG_HEADERS: which headers carry a response\'s cache tags', () => {
  it('unset or empty is both headers, so whichever CDN is in front finds its own', () => {
    expect(parseCacheTagHeaders(undefined)).toEqual(['surrogate-key', 'cache-tag']);
    expect(parseCacheTagHeaders('  ')).toEqual(CACHE_TAG_HEADERS);
  });

  it('"none" is no header; one name is that header alone; names are read in any case and order, each once', () => {
    expect(parseCacheTagHeaders('none')).toEqual([]);
    expect(parseCacheTagHeaders('Cache-Tag')).toEqual(['cache-tag']);
    expect(parseCacheTagHeaders('cache-tag, surrogate-key,cache-tag')).toEqual(['surrogate-key', 'cache-tag']);
  });

  it('an unknown name, an empty item or "none" in a list is refused with the names allowed', () => {
    for (const given of ['fastly', 'surrogate-key,', 'none,cache-tag', 'x-cache-tags']) {
      expect(() => parseCacheTagHeaders(given)).toThrow(`CACHE_TAG_HEADERS must be "none" or a comma-separated list of surrogate-key, cache-tag; got "${given}"`);
    }
  });

  it('a response gets the tags in each header named (space-separated in Surrogate-Key, comma-separated in Cache-Tag) and in no other', () => {
    const both = recorder();
    setCacheTagHeaders(both.res, ['pages:a', 'doc1']);
    expect(both.headers).toEqual({ 'surrogate-key': 'pages:a doc1', 'cache-tag': 'pages:a,doc1' });
    const one = recorder();
    setCacheTagHeaders(one.res, ['pages:a', 'doc1'], ['cache-tag']);
    expect(one.headers).toEqual({ 'cache-tag': 'pages:a,doc1' });
    const none = recorder();
    setCacheTagHeaders(none.res, ['pages:a'], []);
    expect(none.headers).toEqual({});
  });
});
