import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE, selectedFor } from '../../common/promo/fixtures.ts';
import type { PromoItem } from '../../common/promo/index.ts';
import topTableList from './index.ts';
import { splitTiers, storiesPerRow, videoEmbedOf } from './tiers.ts';

const content = { contentService: 'story-feed-query', contentConfigValues: { query: 'type:story', offset: 0, size: 12 } };
const planned = content.contentConfigValues;
const EMBED = '<video class="sample-video" controls preload="none"><source src="/static/sample/sample.mp4" type="video/mp4"></video>';

function render(o: { items?: PromoItem[]; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) {
  const items = o.items ?? fixtureStories(12, { lang: o.lang });
  return renderBlock(topTableList, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content, extraLarge: 1, large: 1, medium: 2, small: 4, ...o.fields },
    content: [{ source: 'story-feed-query', query: planned, value: selectedFor(topTableList, feedPage(items, { count: items.length })) }],
  });
}

/** The headlines of each tier, in order. */
function tiersOf(html: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of html.matchAll(/<div class="top-table-list__tier top-table-list__tier--(\w+)"[^>]*>(.*?)<\/div><\/article><\/div>/g)) {
    out[m[1]] = [...m[2].matchAll(/story-(\d+)\/"/g)].map((h) => h[1]).filter((_, i, a) => a.indexOf(_) === i);
  }
  return out;
}

describe('top-table-list block', () => {
  it('is not an island: a video played in place uses the embed player, no JS of ours', () => {
    expect(topTableList.island).toBeUndefined();
  });

  it('a stored feature marker of older versions is dropped: the field says what the list selects', () => {
    const stored = { content: { ...content, contentConfigValues: { ...planned, featureFilter: 'full' } } };
    expect(topTableList.migrate!(stored).content.contentConfigValues).toEqual(planned);
    expect(topTableList.migrate!({ content })).toEqual({ content });
  });

  it('counts per tier (extraLarge, large, medium, small): each tier takes the next stories in feed order', () => {
    expect(tiersOf(render())).toEqual({ extraLarge: ['1'], large: ['2'], medium: ['3', '4'], small: ['5', '6', '7', '8'] });
    expect(tiersOf(render({ fields: { extraLarge: 0, large: 0, medium: 0, small: 3 } }))).toEqual({ small: ['1', '2', '3'] });
  });

  it('offsetOverride (default 0) skips the first stories of the feed', () => {
    expect(topTableList.fields!.properties.offsetOverride.default).toBe(0);
    expect(tiersOf(render({ fields: { offsetOverride: 2 } }))).toEqual({ extraLarge: ['3'], large: ['4'], medium: ['5', '6'], small: ['7', '8', '9', '10'] });
  });

  it('items with no website entry for the current site are skipped (the next story takes the place)', () => {
    const items = fixtureStories(12);
    items[0] = { ...items[0], websites: { 'te-rito': { website_url: '/x/' } } };
    expect(tiersOf(render({ items })).extraLarge).toEqual(['2']);
  });

  it('storiesPerRowSM: 1-4, default 2, sets the small rows', () => {
    expect(render()).toContain('style="--top-table-list-per-row:2"');
    expect(render({ fields: { storiesPerRowSM: 4 } })).toContain('--top-table-list-per-row:4');
    expect(() => render({ fields: { storiesPerRowSM: 5 } })).toThrow(/storiesPerRowSM: must be <= 4/);
    expect(() => render({ fields: { storiesPerRowSM: 0 } })).toThrow(/storiesPerRowSM: must be >= 1/);
    expect(storiesPerRow(undefined)).toBe(2);
  });

  it("imagePositionSM: above, below, left, right; default right", () => {
    expect(render()).toContain('top-table-list__card--small top-table-list__card--image-right');
    expect(render({ fields: { imagePositionSM: 'above' } })).toContain('top-table-list__card--image-above');
    expect(() => render({ fields: { imagePositionSM: 'middle' } })).toThrow(/imagePositionSM/);
  });

  it('tier counts are numbers', () => {
    expect(() => render({ fields: { large: 'two' } })).toThrow(/large: wrong type: must be integer/);
  });

  it('top table image widths 400/600/800/1200; default ratios 4:3 extra-large and large, 3:2 medium', () => {
    const html = render();
    const xl = /<article class="top-table-list__card top-table-list__card--extraLarge">.*?<\/article>/.exec(html)![0];
    expect(xl).toMatch(/src="[^"]*width=1200&amp;height=900[^"]*"/);
    expect(xl.match(/ (\d+)w/g)).toEqual([' 400w', ' 600w', ' 800w', ' 1200w']);
    const md = /<article class="top-table-list__card top-table-list__card--medium">.*?<\/article>/.exec(html)![0];
    expect(md).toMatch(/src="[^"]*width=600&amp;height=400[^"]*"/);
    expect(render({ fields: { imageRatioXL: '16:9' } })).toMatch(/width=1200&amp;height=675/);
  });

  it('playVideoInPlace per tier: a video item plays its embed in place instead of linking its image', () => {
    const items = fixtureStories(12);
    items[0] = { ...items[0], type: 'video', embed_html: EMBED };
    const off = render({ items });
    expect(off).not.toContain('<video');
    const on = render({ items, fields: { playVideoInPlaceXL: true } });
    const xl = /<article class="top-table-list__card top-table-list__card--extraLarge">.*?<\/article>/.exec(on)![0];
    expect(xl).toContain(`<div class="top-table-list__video">${EMBED}</div>`);
    expect(xl).not.toContain('promo-image');
    // The setting is per tier: the same video in the large tier still shows its image.
    expect(render({ items, fields: { extraLarge: 0, playVideoInPlaceXL: true } })).not.toContain('<video');
    // Stories (not videos) are never replaced.
    expect(render({ fields: { playVideoInPlaceXL: true } })).not.toContain('top-table-list__video');
  });

  it('a video played in place keeps its embed markup but for its ids and names, prefixed user-content- (they cannot shadow the page\'s own)', () => {
    const items = fixtureStories(12);
    items[0] = { ...items[0], type: 'video', embed_html: '<div id="arcad_top"><video controls></video></div>' };
    expect(render({ items, fields: { playVideoInPlaceXL: true } })).toContain('<div class="top-table-list__video"><div id="user-content-arcad_top"><video controls></video></div></div>');
  });

  it("video embeds: the item's embed_html, else its video lead art's", () => {
    expect(videoEmbedOf({ type: 'video', embed_html: EMBED })).toBe(EMBED);
    expect(videoEmbedOf({ type: 'story', promo_items: { lead_art: { type: 'video', embed_html: EMBED } as never } })).toBe(EMBED);
    expect(videoEmbedOf({ type: 'story', embed_html: EMBED })).toBeUndefined();
  });

  it('show toggles per element, default true (overline, headline, image, description, byline, date, bottom border)', () => {
    const html = render();
    for (const c of ['top-table-list__headline', 'promo-image', 'promo-description', 'promo-byline', 'promo-date', 'promo-overline', 'top-table-list--bordered']) expect(html).toContain(c);
    const off = render({ fields: { showDescription: false, showByline: false, showDate: false, showOverline: false, showBottomBorder: false } });
    for (const c of ['promo-description', 'promo-byline', 'promo-date', 'promo-overline', 'top-table-list--bordered']) expect(off).not.toContain(c);
    expect(render({ fields: { showImage: false } })).not.toContain('<img');
  });

  it("a thumbnail URL containing 'undefined' shows the fallback image with the logo alt", () => {
    const items = fixtureStories(1);
    items[0].promo_items = { basic: { url: '/resizer/undefined.jpg' } };
    const html = render({ items });
    expect(html).toContain('src="/static/brand/fallback.svg"');
    expect(html).toContain('alt="Te Ao Mārama"');
  });

  it('Māori: the overline names the section by its Māori title', () => {
    expect(render({ lang: 'mi' })).toContain('>Ngā Kōrero</a>');
  });

  it('renders nothing without stories, or with every tier at 0; editors see why', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ fields: { extraLarge: 0, large: 0, medium: 0, small: 0 } })).toBe('');
    expect(render({ isAdmin: true, fields: { extraLarge: 0, large: 0, medium: 0, small: 0 } })).toContain('every tier is set to 0 stories');
    expect(render({ isAdmin: true, fields: { offsetOverride: 50 } })).toContain('pb-admin-placeholder');
  });

  it('splitTiers: counts are consumed in tier order; a short feed fills the first tiers', () => {
    expect(splitTiers([1, 2, 3], { extraLarge: 1, large: 1, medium: 2, small: 4 })).toEqual([
      { tier: 'extraLarge', items: [1] }, { tier: 'large', items: [2] }, { tier: 'medium', items: [3] },
    ]);
    expect(splitTiers([1, 2, 3], { small: 2 }, 2)).toEqual([{ tier: 'small', items: [3] }]);
  });
});
