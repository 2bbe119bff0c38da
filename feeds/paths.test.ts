import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedBase, feedPath, monthlySitemapPath, parseFeedPath, parseMonthlySitemapPath, type FeedRequest } from './paths.ts';

const BASE = '/arc/outboundfeeds/rss/';

describe('feed paths under the site property rssUrl', () => {
  it('the base is the path rssUrl names, with a trailing slash; a feed on another host is not ours', () => {
    expect(feedBase('/arc/outboundfeeds/rss/')).toBe(BASE);
    expect(feedBase('/arc/outboundfeeds/rss')).toBe(BASE);
    expect(feedBase('/arc/outboundfeeds/rss/?outputType=xml')).toBe(BASE);
    expect(feedBase('https://www.example.com/feed/', 'https://www.example.com')).toBe('/feed/');
    expect(feedBase('https://feeds.elsewhere.example/feed/', 'https://www.example.com')).toBeUndefined();
    expect(feedBase(undefined)).toBeUndefined();
    expect(feedBase('  ')).toBeUndefined();
  });

  it('reads the site feed, language feeds, section feeds (nested too) and tag feeds, with or without the last slash', () => {
    expect(parseFeedPath(BASE, BASE)).toEqual({ scope: { kind: 'site' } });
    expect(parseFeedPath('/arc/outboundfeeds/rss', BASE)).toEqual({ scope: { kind: 'site' } });
    expect(parseFeedPath(`${BASE}mi/`, BASE)).toEqual({ scope: { kind: 'site' }, lang: 'mi' });
    expect(parseFeedPath(`${BASE}category/news/`, BASE)).toEqual({ scope: { kind: 'section', section: '/news' } });
    expect(parseFeedPath(`${BASE}en/category/news/local`, BASE)).toEqual({ scope: { kind: 'section', section: '/news/local' }, lang: 'en' });
    expect(parseFeedPath(`${BASE}tags/waka-ama/`, BASE)).toEqual({ scope: { kind: 'tag', slug: 'waka-ama' } });
  });

  it('anything else under the base, or outside it, is not a feed', () => {
    for (const path of [`${BASE}fr/`, `${BASE}category/`, `${BASE}tags/a/b/`, `${BASE}tags/A/`, `${BASE}mi/mi/`, '/arc/outboundfeeds/', '/news/', `${BASE}category/news/../x/`]) {
      expect(parseFeedPath(path, BASE), path).toBeUndefined();
    }
  });

  it('a feed path written for any request reads back as that request', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
    const request: fc.Arbitrary<FeedRequest> = fc.record(
      {
        scope: fc.oneof(
          fc.constant({ kind: 'site' as const }),
          fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => ({ kind: 'section' as const, section: `/${s.join('/')}` })),
          segment.map((slug) => ({ kind: 'tag' as const, slug })),
        ),
        lang: fc.constantFrom('en' as const, 'mi' as const),
      },
      { requiredKeys: ['scope'] },
    );
    fc.assert(fc.property(request, (r) => {
      expect(parseFeedPath(feedPath(BASE, r), BASE)).toEqual(r);
    }));
  });
});

describe('monthly sitemap paths', () => {
  it('a month reads back from its path; impossible months are not sitemaps', () => {
    expect(monthlySitemapPath({ year: 2025, month: 6 })).toBe('/sitemap/2025-06.xml');
    expect(parseMonthlySitemapPath('/sitemap/2025-06.xml')).toEqual({ year: 2025, month: 6 });
    for (const bad of ['/sitemap/2025-00.xml', '/sitemap/2025-13.xml', '/sitemap/25-06.xml', '/sitemap/2025-6.xml', '/sitemap/2025-06.xml/']) {
      expect(parseMonthlySitemapPath(bad), bad).toBeUndefined();
    }
  });
});
