import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import type { PromoItem } from '../../common/promo/index.ts';
import { textOf } from '../../common/promo-sizes/promo-suite.tsx';
import { collection, collectionFixture, FIXTURE_SITE, fixtureStories, flaggedStories } from '../../common/promo-sizes/fixtures.ts';
import homeHero from './index.ts';

const render = (o: { items?: PromoItem[]; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) =>
  renderBlock(homeHero, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content: collection(), ...o.fields },
    content: [collectionFixture(o.items ?? flaggedStories(4, o.lang))],
  });

describe('home-hero block', () => {
  it('is neither an island nor lazy (server-rendered, no JS; its image is the largest on the page)', () => {
    expect(homeHero.island).toBeUndefined();
    expect(homeHero.lazy).toBeUndefined();
  });

  it('home hero: the lead story of the content config, linking to websites[site].website_url', () => {
    const html = render();
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toContain('<a class="promo-headline__link" href="/2026/03/01/story-1/">New wharenui opens its doors in Rotorua</a>');
  });

  it('items with no website entry for the current site are skipped: the lead is the first story on this site', () => {
    const items = fixtureStories(3);
    items[0] = { ...items[0], websites: { 'open-justice': { website_url: '/oj/' } } };
    expect(render({ items })).toContain('href="/2026/03/01/story-2/"');
  });

  it('home hero image up to 1440 (hero width 800, 1024 from the tablet width, 1440 above 1920), 16:9', () => {
    const html = render();
    expect(html).toContain('src="/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX?auth=hash0&amp;width=800&amp;height=450&amp;focal=720%2C400"');
    expect(html).toMatch(/srcSet="[^"]*width=800&amp;height=450[^"]* 800w, [^"]*width=1024&amp;height=576[^"]* 1024w, [^"]*width=1440&amp;height=810[^"]* 1440w"/);
    expect(html).toContain('sizes="(min-width: 1920px) 1440px, (min-width: 1024px) 1024px, 100vw"');
    expect(html).toContain('loading="eager" fetchPriority="high"');
  });

  it('show toggles default true: overline, headline, description, byline, date, image', () => {
    const html = render();
    for (const cls of ['promo-overline', 'promo-headline', 'promo-description', 'promo-byline', 'promo-date', 'promo-image__img']) expect(html).toContain(`class="${cls}"`);
    const off = render({ fields: { showOverline: false, showDescription: false, showByline: false, showDate: false, showImage: false } });
    for (const cls of ['promo-overline', 'promo-description', 'promo-byline', 'promo-date', '<img']) expect(off).not.toContain(cls);
    expect(off).toContain('class="promo-headline"');
  });

  it("updated (green) and breaking flags; byline 'Nā' and Māori section title in Māori", () => {
    expect(render()).toContain('<span class="promo-flag promo-flag--breaking">Breaking</span><span class="promo-flag promo-flag--updated">Updated</span>');
    const mi = render({ lang: 'mi' });
    expect(textOf(mi)).toContain('Nā Aroha Te Whata');
    expect(mi).toContain('<a class="promo-overline" href="/news/">Ngā Kōrero</a>');
    expect(mi).toContain('promo-flag--updated">Kua whakahōungia<');
  });

  it("a thumbnail URL containing 'undefined' falls back to the fallback image with the logo alt", () => {
    const items = fixtureStories(1);
    items[0].promo_items = { basic: { url: 'https://cdn/undefined/x.jpg' } };
    expect(render({ items })).toMatch(/src="\/static\/brand\/fallback.svg" alt="Te Ao Mārama"/);
  });

  it('renders nothing when its data is missing or its toggles are off; editors see why', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ fields: { showHeadline: false, showImage: false } })).toBe('');
    expect(render({ items: [], isAdmin: true })).toMatch(/pb-admin-placeholder.*no story with an address on this site/);
  });
});
