import { describe, expect, it } from 'vitest';
import { fieldSelection, renderBlock } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE, selectedFor } from '../../common/promo/fixtures.ts';
import resultsList from './index.ts';

const content = { contentService: 'story-feed-query', contentConfigValues: { query: '*', offset: 0, size: 10 } };
const planned = { query: '*', offset: 0, size: 10 };

/** The visible text of rendered HTML (tags and React's text separators removed). */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

function render(o: { items?: ReturnType<typeof fixtureStories>; count?: number; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) {
  const items = o.items ?? fixtureStories(10, { lang: o.lang });
  return renderBlock(resultsList, {
    site: FIXTURE_SITE,
    lang: o.lang,
    isAdmin: o.isAdmin,
    customFields: { content, ...o.fields },
    content: [{ source: 'story-feed-query', query: planned, value: selectedFor(resultsList, feedPage(items, { count: o.count ?? 45 })) }],
  });
}

/** The item with every property read through it recorded as a dotted path (array indexes left out). */
function recording<T>(value: T, reads: Set<string>, path = ''): T {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return child;
      if (Array.isArray(target)) return /^\d+$/.test(key) ? recording(child, reads, path) : child;
      const next = path ? `${path}.${key}` : key;
      reads.add(next);
      return recording(child, reads, next);
    },
  }) as T;
}

describe('results-list block', () => {
  it('ships only what it reads: each path its field selects (the island payload) is read by the cards, and they read nothing unselected', () => {
    const reads = new Set<string>();
    const stories = fixtureStories(10);
    // One author credited without a byline: the card falls back to the name.
    const credits = stories[0]!.credits as { by: Array<{ byline?: string }> };
    credits.by = credits.by.map(({ byline: _b, ...author }) => author);
    const page = selectedFor(resultsList, feedPage(stories, { count: 45 }));
    const value = { ...page, content_elements: page.content_elements.map((item) => recording(item, reads)) };
    renderBlock(resultsList, { site: FIXTURE_SITE, customFields: { content }, content: [{ source: 'story-feed-query', query: planned, value }] });
    const selected = fieldSelection(resultsList.fields!.properties.content, FIXTURE_SITE)!;
    const unread = selected.filter((s) => ![...reads].some((r) => r === s || r.startsWith(`${s}.`)));
    expect(unread).toEqual([]);
    const unselected = [...reads].filter((r) => !selected.some((s) => s === r || s.startsWith(`${r}.`) || r.startsWith(`${s}.`)));
    expect(unselected).toEqual([]);
  });


  it('is an island hydrated when visible (it loads more in the browser)', () => {
    expect(resultsList.island?.hydrate).toBe('visible');
  });

  it('a stored feature marker of older versions is dropped: the field says what the list selects', () => {
    const stored = { content: { ...content, contentConfigValues: { ...planned, featureFilter: 'full' } } };
    expect(resultsList.migrate!(stored).content.contentConfigValues).toEqual(planned);
    expect(resultsList.migrate!({ content })).toEqual({ content });
  });

  it('server render shows the first page from the planned content config', () => {
    const html = render();
    expect(html.match(/class="results-list__item"/g)).toHaveLength(10);
    expect(html).toContain('New wharenui opens its doors in Rotorua');
  });

  it('story links go to websites[site].website_url', () => {
    expect(render()).toContain('href="/2026/03/01/story-1/"');
  });

  it('list items with no website entry for the current site are skipped', () => {
    const items = fixtureStories(3);
    items[1] = { ...items[1], websites: { 'te-rito': { website_url: '/elsewhere/' } } };
    const html = render({ items, count: 3 });
    expect(html.match(/class="results-list__item"/g)).toHaveLength(2);
    expect(html).not.toContain('/elsewhere/');
  });

  it('results list images 250/500', () => {
    const html = render();
    expect(html).toMatch(/srcSet="\/resizer\/v2\/IMG000000X+\?auth=hash0&amp;width=250&amp;height=167&amp;focal=720%2C400 250w, [^"]*width=500&amp;height=333[^"]* 500w"/);
  });

  it("thumbnails whose URL contains 'undefined' fall back to the fallback image with the logo alt", () => {
    const items = fixtureStories(1);
    items[0].promo_items!.basic = { url: '/resizer/v2/undefined.jpg' };
    const html = render({ items, count: 1 });
    expect(html).toContain('src="/static/brand/fallback.svg"');
    expect(html).toContain('alt="Te Ao Mārama"');
  });

  it("button variant: 'See more' in English, 'Tirohia anō' in Māori, while more exist", () => {
    expect(render()).toContain('>See more</button>');
    expect(render({ lang: 'mi' })).toContain('>Tirohia anō</button>');
    expect(render({ items: fixtureStories(6), count: 6 })).not.toContain('<button');
  });

  it('infinite variant: no button; the last card is watched instead', () => {
    const html = render({ fields: { variant: 'infinite' } });
    expect(html).toContain('results-list--infinite');
    expect(html).not.toContain('<button');
  });

  it('show toggles default true and hide their element when off', () => {
    const on = render();
    for (const cls of ['promo-headline', 'promo-description', 'promo-byline', 'promo-date', 'promo-image']) expect(on).toContain(cls);
    const off = render({ fields: { showDescription: false, showByline: false, showDate: false, showImage: false } });
    for (const cls of ['promo-description', 'promo-byline', 'promo-date', 'promo-image']) expect(off).not.toContain(cls);
    expect(off).toContain('promo-headline');
  });

  it('byline and date in the reader language', () => {
    expect(textOf(render())).toContain('By Aroha Te Whata');
    expect(textOf(render({ lang: 'mi' }))).toContain('Nā Aroha Te Whata');
    expect(render()).toContain('March 01, 2024');
    expect(render({ lang: 'mi' })).toContain('Poutūterangi 01, 2024');
  });

  it('renders nothing for an empty feed; editors get the placeholder', () => {
    expect(render({ items: [], count: 0 })).toBe('');
    expect(render({ items: [], count: 0, isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
