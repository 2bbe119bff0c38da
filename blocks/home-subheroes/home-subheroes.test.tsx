import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import type { PromoItem } from '../../common/promo/index.ts';
import { collection, collectionFixture, FIXTURE_SITE, fixtureStories } from '../../common/promo-sizes/fixtures.ts';
import homeSubheroes from './index.ts';

const render = (o: { items?: PromoItem[]; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) =>
  renderBlock(homeSubheroes, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content: collection(), ...o.fields },
    content: [collectionFixture(o.items ?? fixtureStories(8, { lang: o.lang }))],
  });
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

describe('home-subheroes block', () => {
  it('not an island: the browser picks renditions with picture/srcset/sizes, no JS', () => {
    expect(homeSubheroes.island).toBeUndefined();
    expect(homeSubheroes.lazy).toBeUndefined();
  });

  it('home subheroes require a content config: nothing without one, and the admin placeholder says why', () => {
    expect(render({ fields: { content: undefined } })).toBe('');
    expect(render({ fields: { content: undefined }, isAdmin: true })).toMatch(/pb-admin-placeholder.*home subheroes need a content config/);
  });

  it('home subheroes: 1024 wide at 16:9 above the laptop width, 1024 at 1.5 above the tablet width', () => {
    const html = render();
    expect(html).toMatch(/<picture><source media="\(min-width: 1280px\)" srcSet="[^"]*width=1024&amp;height=576[^"]* 1024w" sizes="1024px"\/>/);
    expect(html).toMatch(/<source media="\(min-width: 1024px\)" srcSet="[^"]*width=1024&amp;height=683[^"]* 1024w" sizes="1024px"\/>/);
  });

  it('home subheroes: 800 under 1024, sizes small 274x206, medium 400x300, large 800x533', () => {
    const html = render();
    expect(html).toMatch(/<img class="promo-image__img" src="[^"]*width=800&amp;height=533[^"]*" srcSet="[^"]*width=274&amp;height=206[^"]* 274w, [^"]*width=400&amp;height=300[^"]* 400w, [^"]*width=800&amp;height=533[^"]* 800w" sizes="\(min-width: 768px\) 50vw, 40vw"/);
    expect(html).toContain('width="800" height="533"');
  });

  it('ratio 16:9 above the laptop width, else 1.5 (CSS crops each band)', () => {
    expect(css).toMatch(/\.home-subheroes__image \.promo-image__img \{[^}]*aspect-ratio: 3 \/ 2/);
    expect(css).toMatch(/@media \(min-width: 1280px\) \{\s*\.home-subheroes__image \.promo-image__img \{ aspect-ratio: 16 \/ 9; \}/);
  });

  it('offsetOverride (default 0) skips stories; count caps them (default 4)', () => {
    expect(render().match(/<li/g)).toHaveLength(4);
    const html = render({ fields: { offsetOverride: 1, count: 2 } });
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).not.toContain('href="/2026/03/01/story-1/"');
    expect(html).toContain('href="/2026/03/01/story-2/"');
    expect(html).toContain('href="/2026/03/01/story-3/"');
  });

  it('items with no website entry for the current site are skipped', () => {
    const items = fixtureStories(3);
    items[1] = { ...items[1], websites: { 'te-rito': { website_url: '/tr/' } } };
    const html = render({ items });
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).not.toContain('/tr/');
  });

  it('show toggles default true; Māori section title as the overline in Māori', () => {
    expect(render({ lang: 'mi' })).toContain('<a class="promo-overline" href="/news/">Ngā Kōrero</a>');
    const off = render({ fields: { showOverline: false, showImage: false } });
    expect(off).not.toContain('promo-overline');
    expect(off).not.toContain('<picture');
    expect(render({ fields: { showHeadline: false, showImage: false } })).toBe('');
  });

  it('renders nothing when the collection has no story on this site; editors see why', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toMatch(/pb-admin-placeholder.*no stories with an address on this site/);
  });
});
