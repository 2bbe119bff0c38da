import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pick, pickList, sourceIncludeParam } from './field-filters.ts';
import { listItem, promoCard, resultCard, videoCard } from './selections.ts';
import { imageIdOf } from './image-id.ts';
import { anyOf, feedQuery, list, quote } from './query.ts';

// lucene ships no types; the parser is only exercised here.
const lucene = createRequire(import.meta.url)('lucene') as {
  parse(q: string): unknown;
  term: { unescape(s: string): string };
};

const doc = {
  _id: 'A'.repeat(26),
  type: 'story',
  headlines: { basic: 'Kua tūwhera te kura', meta_title: 'x' },
  promo_items: { basic: { _id: 'B'.repeat(26), type: 'image', url: '/resizer/v2/B.jpg', auth: { 2: 'h' }, focal_point: { x: 1, y: 2 }, caption: 'c', credits: {} } },
  websites: { teaomarama: { website_url: '/a/', website_section: { _id: '/news' } }, 'te-rito': { website_url: '/a/' } },
  credits: { by: [{ _id: 'a1', name: 'Aroha', bio: 'long', social_links: [] }, { _id: 'a2', name: 'Hēmi' }] },
  content_elements: [{ type: 'text', content: 'long body' }],
};

describe('selections and trimming (_id, headlines.basic, promo image data and website_url per site)', () => {
  it('every shared list selects the minimum (_id, headline, promo image, website_url) with the page site only, never bodies', () => {
    for (const [name, select] of Object.entries({ listItem, promoCard, resultCard, videoCard })) {
      const fields = select('te-rito');
      for (const f of ['_id', 'headlines.basic', 'promo_items.basic.auth', 'promo_items.basic.focal_point', 'promo_items.basic.url', 'websites.te-rito.website_url']) {
        expect(fields, `${name} ${f}`).toContain(f);
      }
      expect(fields.some((f) => f.startsWith('websites.teaomarama'))).toBe(false);
      expect(fields).not.toContain('content_elements');
    }
  });

  it('pick keeps only listed paths, mapping through arrays', () => {
    const out = pick(doc, ['_id', 'headlines.basic', 'promo_items.basic.auth', 'promo_items.basic.focal_point', 'websites.teaomarama.website_url', 'credits.by.name', 'missing.path']);
    expect(out).toEqual({
      _id: doc._id,
      headlines: { basic: 'Kua tūwhera te kura' },
      promo_items: { basic: { auth: { 2: 'h' }, focal_point: { x: 1, y: 2 } } },
      websites: { teaomarama: { website_url: '/a/' } },
      credits: { by: [{ name: 'Aroha' }, { name: 'Hēmi' }] },
    });
    // A shorter path keeps the whole subtree whichever order the paths come in.
    expect(pick(doc, ['promo_items.basic.url', 'promo_items'])).toEqual({ promo_items: doc.promo_items });
    expect(pick(doc, ['promo_items', 'promo_items.basic.url'])).toEqual({ promo_items: doc.promo_items });
    expect(pick(doc, null)).toBe(doc);
    expect(pick(doc, undefined)).toBe(doc);
    expect(pickList({ count: 1, content_elements: [doc] }, 'content_elements', ['_id'])).toEqual({ count: 1, content_elements: [{ _id: doc._id }] });
  });

  it('sourceIncludeParam lists the fields comma-separated for the content API', () => {
    expect(sourceIncludeParam(['_id', 'headlines.basic'])).toBe('&_sourceInclude=_id%2Cheadlines.basic');
    expect(sourceIncludeParam(null)).toBe('');
    expect(sourceIncludeParam(undefined)).toBe('');
  });
});

describe('query helpers', () => {
  it('"Only a 26-character image id is taken from resizer-style URLs"', () => {
    const id = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(imageIdOf(id)).toBe(id);
    expect(imageIdOf(`/resizer/v2/${id}.jpg?auth=x&width=400`)).toBe(id);
    expect(imageIdOf(`https://img.example/photo/${id}`)).toBe(id);
    expect(imageIdOf(`${id}X`)).toBeNull();
    expect(imageIdOf('')).toBeNull();
  });

  it('Up Next Lucene query parses with the lucene parser the content API uses', () => {
    const q = feedQuery({ type: 'video', tag: 'watch', excludeCanonicalUrl: '/2025/01/02/he-"kupu"/', before: '2025-01-02T03:04:05.000Z' });
    const ast: any = lucene.parse(q);
    expect(JSON.stringify(ast)).toContain('"term_max":"2025-01-02T03\\\\:04\\\\:05.000Z"');
    expect(lucene.term.unescape('2025-01-02T03\\:04\\:05.000Z')).toBe('2025-01-02T03:04:05.000Z');
    expect(feedQuery({ query: '*' })).toBe('*');
    expect(() => lucene.parse(anyOf('taxonomy.sections._id', ['/news', '/te-ao-maori']))).not.toThrow();
    expect(quote('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
    expect(list(' a, ,b ,')).toEqual(['a', 'b']);
  });
});
