import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE, selectedFor } from '../../common/promo/fixtures.ts';
import type { PromoItem } from '../../common/promo/index.ts';
import cardList from './index.ts';

const content = { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedOffset: 0, feedSize: 5 } };
const planned = content.contentConfigValues;
function render(o: { items?: PromoItem[]; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) {
  const items = o.items ?? fixtureStories(5, { lang: o.lang });
  return renderBlock(cardList, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content, title: 'News', maoriTitle: 'Ngā Kōrero', ...o.fields },
    content: [{ source: 'story-feed-sections', query: planned, value: selectedFor(cardList, feedPage(items, { count: items.length })) }],
  });
}
const mainCard = (html: string) => /<article class="card-list__main">.*?<\/article>/.exec(html)?.[0] ?? '';

describe('card-list block', () => {
  it('is not an island (no JS shipped)', () => {
    expect(cardList.island).toBeUndefined();
  });

  it('a stored feature marker of older versions is dropped: the field says what the list selects', () => {
    const stored = { content: { ...content, contentConfigValues: { ...planned, featureFilter: 'full' } } };
    expect(cardList.migrate!(stored).content.contentConfigValues).toEqual(planned);
    expect(cardList.migrate!({ content })).toEqual({ content });
  });

  it('card list main 4:3 at 377/754/1508: the first story is the main card', () => {
    const main = mainCard(render());
    expect(main).toContain('story-1/');
    expect(main).toMatch(/src="[^"]*width=377&amp;height=283[^"]*"/);
    const candidates = [...main.matchAll(/width=(\d+)&amp;height=(\d+)[^"]*? (\d+)w/g)].map((m) => `${m[1]}x${m[2]} ${m[3]}w`);
    expect(candidates).toEqual(['377x283 377w', '754x566 754w', '1508x1131 1508w']);
  });

  it('secondary 3:2 at 105: the other stories get 105x70 thumbnails, without a srcset (one size fits)', () => {
    const html = render();
    const items = [...html.matchAll(/<li class="card-list__item">.*?<\/li>/g)].map((m) => m[0]);
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item).toMatch(/src="[^"]*width=105&amp;height=70[^"]*"/);
      expect(item).not.toContain('srcSet');
    }
  });

  it('title, maoriTitle: the title in the reader language', () => {
    expect(render()).toContain('<h2 class="card-list__title">News</h2>');
    expect(render({ lang: 'mi' })).toContain('<h2 class="card-list__title">Ngā Kōrero</h2>');
    expect(render({ fields: { title: undefined, maoriTitle: undefined } })).toContain('<h2 class="card-list__headline">');
  });

  it('show toggles default true: headline, image, byline, date', () => {
    const main = mainCard(render());
    for (const c of ['card-list__headline', 'promo-image', 'promo-byline', 'promo-date']) expect(main).toContain(c);
    const off = render({ fields: { showByline: false, showDate: false, showImage: false } });
    for (const c of ['promo-byline', 'promo-date', '<img']) expect(off).not.toContain(c);
    // Without headlines, each image is the card's link (named by its alt text).
    expect(render({ fields: { showHeadline: false } })).not.toContain('aria-hidden="true"><img');
  });

  it('byline: Na in Māori', () => {
    expect(mainCard(render({ lang: 'mi' }))).toContain('Nā');
  });

  it('items with no website entry for the current site are skipped', () => {
    const items = fixtureStories(3);
    items[0] = { ...items[0], websites: {} };
    expect(mainCard(render({ items }))).toContain('story-2/');
  });

  it('renders nothing without stories or with headline and image off; editors see why', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ fields: { showHeadline: false, showImage: false } })).toBe('');
    expect(render({ isAdmin: true, items: [] })).toContain('pb-admin-placeholder');
  });
});
