import { describe, expect, it } from 'vitest';
import { contentUrl, parseContentRequest } from './client-protocol.ts';

// Any name a site setup gives its site parameter.
const SITE_PARAM = 'site-of';

const sites = new Set(['main', 'te-rito']);
const parse = (url: string) => parseContentRequest(url, { siteParam: SITE_PARAM, defaultSite: 'main', isSite: (s) => sites.has(s) });

describe('content client protocol', () => {
  it('what the browser asks for is what the server reads: source in the path, query and site in the search', () => {
    const query = { id: 'a/b & c', size: 2, nested: { tags: ['x'] } };
    const url = contentUrl('story by/url', query, { site: 'te-rito', siteParam: SITE_PARAM });
    expect(url.startsWith('/api/content/story%20by%2Furl?')).toBe(true);
    expect(new URL(url, 'http://h').searchParams.get(SITE_PARAM)).toBe('te-rito');
    expect(parse(url)).toEqual({ site: 'te-rito', query });
  });

  it('without a site the default site, without a query an empty one', () => {
    expect(parse('/api/content/s')).toEqual({ site: 'main', query: {} });
  });

  it('an unknown site or a query that is not a JSON object is refused with the reason', () => {
    expect(parse(`/api/content/s?${SITE_PARAM}=nope`)).toEqual({ error: `unknown site "nope" in ${SITE_PARAM}` });
    expect(parse('/api/content/s?query=notjson')).toEqual({ error: 'query must be a JSON object, e.g. ?query={"size":10}' });
    for (const q of ['[1]', 'null', '3', '"text"']) expect(parse(`/api/content/s?query=${encodeURIComponent(q)}`)).toEqual({ error: 'query must be a JSON object' });
  });
});
