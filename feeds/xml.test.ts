import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildRss } from './rss.ts';
import { monthSitemap, monthsBetween, newsSitemap, sitemapIndex } from './sitemaps.ts';
import { cdataSafe, xmlClean, xmlDocument, xmlEscape } from './xml.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => ['item', 'url', 'category'].includes(n) });
const ORIGIN = 'https://news.example';
const site = { id: 'teaomarama', name: 'Te Ao <Mārama> & "Co"', properties: { websiteDomain: ORIGIN, copyrightText: '© 2025 & onwards' } };

const story = (headline: string, extra: Record<string, unknown> = {}) => ({
  _id: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  headlines: { basic: headline },
  description: { basic: headline },
  canonical_url: '/2025/06/01/a-story/',
  display_date: '2025-06-01T10:00:00.000Z',
  first_publish_date: '2025-06-01T10:00:00.000Z',
  language: 'mi',
  credits: { by: [{ name: headline }] },
  taxonomy: { tags: [{ text: headline, slug: 'waka-ama' }] },
  websites: { teaomarama: { website_section: { _id: '/news', name: 'News', maori_title: 'Ngā Kōrero' } } },
  promo_items: { basic: { type: 'image', _id: 'BCDEFGHIJKLMNOPQRSTUVWXYZA', url: 'x.jpg', auth: { 2: 'a&b' }, alt_text: headline } },
  ...extra,
});

describe('XML output stays well-formed whatever the content says', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(xmlEscape(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(xmlEscape('a\u0000b\u001Fc\uFFFEd')).toBe('abcd');
    expect(cdataSafe('x]]>y')).not.toContain(']]>');
    expect(xmlDocument(['a', [['b', 'x & y', { c: '"<>' }], false]])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a>\n  <b c="&quot;&lt;&gt;">x &amp; y</b>\n</a>\n');
  });

  it('an RSS feed and both sitemaps of stories with arbitrary text are valid XML and carry the text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => /\S/.test(s) && !/[\uD800-\uDFFF]/.test(s)), (text) => {
        const headline = `x${text}`;
        const rss = buildRss({ site, request: { scope: { kind: 'site' } }, base: '/rss/', items: [story(headline)] });
        expect(XMLValidator.validate(rss)).toBe(true);
        const item = parser.parse(rss).rss.channel.item[0];
        expect(item['media:content']['@url']).toContain('auth=a%26b&width=1200');
        // Parsers hand back line ends as \n (XML's own rule) and trim: compare what a reader would see.
        const seen = (v: unknown) => String(v).replace(/\r\n?/g, '\n').trim();
        const expected = seen(cdataSafe(headline.trim()));
        expect(seen(item.title)).toBe(expected);
        const news = newsSitemap(ORIGIN, site.name, [story(headline)]);
        expect(seen(parser.parse(news).urlset.url[0]['news:news']['news:title'])).toBe(seen(xmlClean(headline.trim())));
        for (const doc of [monthSitemap(ORIGIN, [story(headline)]), news, sitemapIndex(ORIGIN, monthsBetween({ year: 2024, month: 11 }, { year: 2025, month: 2 }))]) {
          expect(XMLValidator.validate(doc)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('months of the index run newest first across a year boundary', () => {
    expect(monthsBetween({ year: 2024, month: 11 }, { year: 2025, month: 2 })).toEqual([
      { year: 2025, month: 2 }, { year: 2025, month: 1 }, { year: 2024, month: 12 }, { year: 2024, month: 11 },
    ]);
  });

  it('a story without a canonical address or a title is left out rather than written with a broken link', () => {
    const rss = buildRss({ site, request: { scope: { kind: 'site' } }, base: '/rss/', items: [story('kept'), story('', {}), story('no url', { canonical_url: undefined })] });
    expect(parser.parse(rss).rss.channel.item.map((i: any) => i.title)).toEqual(['kept']);
    expect(parser.parse(newsSitemap(ORIGIN, 'Site', [story('kept'), story('no url', { canonical_url: undefined })])).urlset.url).toHaveLength(1);
  });
});
