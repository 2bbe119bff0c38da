import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import trending from './index.ts';
import { trendingContent, trendingFeed, trendingStories } from './fixtures.ts';
import { capitalise, missingSettings, trendingLabel } from './trending.ts';

const titles = { title: 'Trending', maoriTitle: 'E rongonui ana' };
function render(o: { items?: ReturnType<typeof trendingStories>; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) {
  const items = o.items ?? trendingStories(4, o.lang);
  return renderBlock(trending, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content: trendingContent, ...titles, ...o.fields },
    content: trendingFeed(items),
  });
}

describe('trending-stories block', () => {
  it('is not an island (no JS shipped)', () => {
    expect(trending.island).toBeUndefined();
  });

  it('"trending stories require title, maoriTitle and content config": nothing without any; editors see which', () => {
    expect(render({ fields: { title: undefined } })).toBe('');
    expect(render({ fields: { maoriTitle: '  ' } })).toBe('');
    expect(render({ fields: { content: undefined } })).toBe('');
    expect(render({ isAdmin: true, fields: { title: undefined, content: undefined } })).toContain('needs title, content config');
    expect(missingSettings({})).toEqual(['title', 'maoriTitle', 'content config']);
    expect(missingSettings({ ...titles, content: trendingContent })).toEqual([]);
  });

  it('title, maoriTitle: the title in the reader language', () => {
    expect(render()).toContain('<h2 class="trending-stories__title">Trending</h2>');
    expect(render({ lang: 'mi' })).toContain('<h2 class="trending-stories__title">E rongonui ana</h2>');
  });

  it('rank numbers: 1..n in an ordered list, counting only the stories shown', () => {
    const items = trendingStories(4);
    items[1] = { ...items[1], websites: {} };
    const html = render({ items });
    expect(html).toContain('<ol class="trending-stories__items">');
    expect([...html.matchAll(/trending-stories__rank" aria-hidden="true">(\d+)</g)].map((m) => m[1])).toEqual(['1', '2', '3']);
  });

  it("tag text capitalised appended to the section after a pipe ('News | Matariki')", () => {
    const html = render();
    expect(html).toContain('<p class="trending-stories__label"><span><a href="/news/">News</a></span><span> | <a href="/tags/matariki/">Matariki</a></span></p>');
    expect(html).toContain('>Te reo Māori</a>');
    expect(capitalise('ātaahua')).toBe('Ātaahua');
  });

  it('unless hideTag: the section alone', () => {
    const html = render({ fields: { hideTag: true } });
    expect(html).toContain('<p class="trending-stories__label"><span><a href="/news/">News</a></span></p>');
    expect(html).not.toContain('Matariki</a>');
  });

  it('Māori: the section by its Māori title', () => {
    expect(render({ lang: 'mi' })).toContain('<a href="/news/">Ngā Kōrero</a></span><span> | <a href="/tags/matariki/">Matariki</a>');
  });

  it('label without a section on this site: the tag alone; without tags: the section alone', () => {
    const [story] = trendingStories(1);
    const noSection = { ...story, websites: { [FIXTURE_SITE]: { website_url: '/x/' } } };
    expect(trendingLabel(noSection, FIXTURE_SITE, 'en', false)).toEqual([{ text: 'Matariki', href: '/tags/matariki/' }]);
    expect(trendingLabel({ ...story, taxonomy: { primary_section: story.taxonomy!.primary_section } }, FIXTURE_SITE, 'en', false)).toEqual([{ text: 'News', href: '/news/' }]);
  });

  it('trending images 274x206 (ratio 1.5 frame in CSS); hideImage leaves them out', () => {
    const html = render();
    expect(html).toMatch(/src="[^"]*width=274&amp;height=206[^"]*"/);
    expect(html).toContain('width="274" height="206"');
    expect(render({ fields: { hideImage: true } })).not.toContain('<img');
  });

  it('items with no website entry are skipped; an empty feed renders nothing (editors see why)', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toContain('no stories with an address on this site');
  });

  it('item width 49% when the block is wide, 100% narrow, e.g. in a rail (styles.css, a container query)', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain('.trending-stories__item { width: 100%;');
    expect(css).toContain('container-type: inline-size');
    expect(css).toMatch(/@container \(min-width: 600px\) \{ \.trending-stories__item \{ width: 49%; \}/);
  });
});
