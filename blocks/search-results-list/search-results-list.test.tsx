import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { fixtureStories, FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import searchResultsList from './index.ts';

const results = (q: string, total: number, data = fixtureStories(Math.min(10, total))) => ({ data, metadata: { q, total_hits: total, page: 1 } });
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
const render = (globalContent: unknown, o: { lang?: 'en' | 'mi'; fields?: Record<string, unknown> } = {}) =>
  renderBlock(searchResultsList, { site: FIXTURE_SITE, lang: o.lang, globalContent, customFields: o.fields });

describe('search-results-list block', () => {
  it("is an island hydrated when the reader acts on it (the server's results need no script to read or follow), shipping only the global content's metadata and data", () => {
    expect(searchResultsList.island?.hydrate).toBe('interaction');
    const gc = { ...results('matariki', 25), headlines: { basic: 'x' }, content_elements: [1, 2, 3] };
    expect(searchResultsList.browserGlobalContent?.(gc)).toEqual({ metadata: gc.metadata, data: gc.data });
    expect(searchResultsList.browserGlobalContent?.(undefined)).toEqual({ metadata: undefined, data: undefined });
  });

  it('search box plus results with see-more', () => {
    const html = render(results('matariki', 25));
    // The search page's one <h1> names the list's region, in the reader's language.
    expect(html).toMatch(/<section class="search-results-list" aria-labelledby="([^"]+)"[^>]*><h1 id="\1" class="search-results-list__title">Search results<\/h1>/);
    expect(render(results('matariki', 25), { lang: 'mi' })).toContain('class="search-results-list__title">Ngā hua rapu</h1>');
    expect(html).toContain('role="search"');
    expect(html).toContain('value="matariki"');
    expect(html.match(/class="search-results-list__item"/g)).toHaveLength(10);
    expect(html).toContain('>See more</button>');
  });

  it('results count text in both languages', () => {
    expect(textOf(render(results('matariki', 25)))).toContain('25 results for “matariki”');
    expect(textOf(render(results('matariki', 25), { lang: 'mi' }))).toContain('E 25 ngā hua mō “matariki”');
    expect(textOf(render(results('waka', 1)))).toContain('1 result for “waka”');
    expect(textOf(render(results('waka', 1), { lang: 'mi' }))).toContain('Kotahi te hua mō “waka”');
    expect(textOf(render(results('zzz', 0)))).toContain('No results for “zzz”');
    expect(textOf(render(results('zzz', 0), { lang: 'mi' }))).toContain('Kāore he hua mō “zzz”');
  });

  it("'See more' is 'Tirohia anō' in Māori and hides when every result is shown", () => {
    expect(render(results('matariki', 25), { lang: 'mi' })).toContain('>Tirohia anō</button>');
    expect(render(results('waka', 3))).not.toContain('search-results-list__more');
  });

  it('search card images 200/400/800 (500), ratio 16:9', () => {
    const html = render(results('matariki', 1));
    expect(html).toMatch(/src="[^"]*width=500&amp;height=281[^"]*"/);
    expect(html).toMatch(/srcSet="[^"]*width=200&amp;height=113[^"]* 200w, [^"]*width=400&amp;height=225[^"]* 400w, [^"]*width=800&amp;height=450[^"]* 800w"/);
  });

  it('results with no website entry for the current site are skipped', () => {
    const data = fixtureStories(2);
    data[0] = { ...data[0], websites: {} };
    const html = render(results('x', 2, data));
    expect(html.match(/class="search-results-list__item"/g)).toHaveLength(1);
  });

  it('search runs only for a non-empty term: no term, no results or count', () => {
    const html = render(results('', 0, []));
    expect(html).toContain('role="search"');
    expect(html).not.toContain('search-results-list__items');
    expect(html).toContain('<p class="search-results-list__count" role="status"></p>');
  });

  it('show toggles default true; off hides the element; the box can be hidden', () => {
    const off = render(results('matariki', 1), { fields: { showSearchBox: false, showImage: false, showDescription: false, showByline: false, showDate: false } });
    expect(off).not.toContain('role="search"');
    for (const cls of ['promo-image', 'promo-description', 'promo-byline', 'promo-date']) expect(off).not.toContain(cls);
    expect(off).toContain('promo-headline');
  });
});
