import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureStories } from './fixtures.ts';
import {
  AUTOMATIC_DEFAULT_RATIO, automaticPromoComponent, buildPicture, definePromo, firstStoryForSite, flagsOf, HOME_SUBHERO_PICTURE, imageIdToSign,
  MANUAL_DEFAULT_RATIO, manualImageItem, manualPromoComponent, manualShowsAnything, parseFocalPoint, parseImageAuth, partsOf, promoImageSpec,
  showsAnything, signingRequests, storiesForSite, storyWindow,
} from './index.ts';

const SITE = 'teaomarama';
const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const props = { fallbackImage: '/static/brand/fallback.svg', primaryLogoAlt: 'Te Ao Mārama' };
afterEach(() => vi.restoreAllMocks());

describe('sizes (promo widths and default ratios)', () => {
  it('default ratios: 3:2 manual and medium; 4:3 large and extra-large; small (not in the spec) 3:2', () => {
    expect(AUTOMATIC_DEFAULT_RATIO).toEqual({ small: '3:2', medium: '3:2', large: '4:3', 'extra-large': '4:3' });
    expect(MANUAL_DEFAULT_RATIO).toBe('3:2');
  });
  it('promo 200/400/600/800/1200 (width 600); only 16:9, 3:2, 4:3 (others fall back to the default)', () => {
    expect(promoImageSpec('large', '16:9')).toMatchObject({ widths: [200, 400, 600, 800, 1200], width: 600, ratio: '16:9' });
    expect(promoImageSpec('large', '1:1').ratio).toBe('4:3');
    expect(promoImageSpec('small', undefined, '3:2').ratio).toBe('3:2');
  });
});

describe('what each size draws (small: headline and image; medium adds description, byline, date; large and extra-large the overline)', () => {
  it('manual promos draw the same parts but byline and date', () => {
    expect(partsOf('small', false)).toEqual(['headline', 'image']);
    expect(partsOf('medium', false)).toEqual(['headline', 'image', 'description', 'byline', 'date']);
    expect(partsOf('extra-large', false)).toEqual(['overline', 'headline', 'image', 'description', 'byline', 'date']);
    expect(partsOf('medium', true)).toEqual(['headline', 'image', 'description']);
    expect(partsOf('large', true)).toEqual(['overline', 'headline', 'image', 'description']);
  });
  it('a toggle left out counts as shown; a promo with headline and image both off shows nothing', () => {
    expect(showsAnything('small', {})).toBe(true);
    expect(showsAnything('small', { headline: false })).toBe(true);
    expect(showsAnything('small', { headline: false, image: false })).toBe(false);
    expect(manualShowsAnything('medium', { headline: 'Kia ora' }, {})).toBe(true);
    expect(manualShowsAnything('medium', { headline: 'Kia ora' }, { headline: false })).toBe(false);
  });
});

describe('definePromo (one definition for the eight promo blocks)', () => {
  const options = { label: { en: 'Promo', mi: 'Promo' }, description: 'A promo', phrases: {} };
  const schemaOf = (def: { fields?: unknown }) => (def.fields as { properties: Record<string, { default?: unknown }> }).properties;
  it('fields follow the size and kind: the content field or the texts each drawn part needs, its toggles, ratio, lazy load', () => {
    const auto = definePromo({ name: 'medium-promo', ...options, component: automaticPromoComponent('medium-promo', 'medium') });
    expect(Object.keys(schemaOf(auto))).toEqual([
      'content', 'showHeadline', 'showImage', 'showDescription', 'showByline', 'showDate', 'showBottomBorder', 'imageRatio', 'lazyLoad',
    ]);
    expect(schemaOf(auto).imageRatio.default).toBe('3:2');
    const manual = definePromo({ name: 'large-manual-promo', ...options, component: manualPromoComponent('large-manual-promo', 'large') });
    expect(Object.keys(schemaOf(manual))).toEqual([
      'overline', 'overlineURL', 'headline', 'description', 'imageURL', 'imageAuth', 'imageId', 'imageFocalPoint', 'linkURL', 'newTab',
      'showOverline', 'showHeadline', 'showImage', 'showDescription', 'showBottomBorder', 'imageRatio', 'lazyLoad',
    ]);
    expect(manual.lazy).toEqual({ field: 'lazyLoad' });
  });
  it('a manual promo with its image turned off asks the signing service for nothing', () => {
    const manual = definePromo({ name: 'small-manual-promo', ...options, component: manualPromoComponent('small-manual-promo', 'small') });
    const unsigned = { imageURL: `/resizer/v2/${ID}.jpg`, newTab: false, imageRatio: '3:2' as const, lazyLoad: false };
    expect(manual.content?.({ site: SITE, customFields: unsigned })).toEqual([{ source: 'signing-service', query: { id: ID } }]);
    expect(manual.content?.({ site: SITE, customFields: { ...unsigned, showImage: false } })).toEqual([]);
  });
  it('refuses a component made for another block (the card class and the lazy load go by the name)', () => {
    expect(() => definePromo({ name: 'large-promo', ...options, component: automaticPromoComponent('small-promo', 'small') }))
      .toThrow('promo block "large-promo": its component is made for "small-promo"');
  });
});

describe('stories (skip items without a website entry for the site)', () => {
  const [a, b, c] = fixtureStories(3);
  const elsewhere = { ...a, _id: 'E', websites: { 'te-rito': { website_url: '/x/' } } };
  it('a single story (content-api) or the first of a feed that is on this site', () => {
    expect(firstStoryForSite(b, SITE)).toBe(b);
    expect(firstStoryForSite(elsewhere, SITE)).toBeUndefined();
    expect(firstStoryForSite({ content_elements: [elsewhere, c, b] }, SITE)).toBe(c);
    expect(firstStoryForSite(undefined, SITE)).toBeUndefined();
    expect(firstStoryForSite({ content_elements: [] }, SITE)).toBeUndefined();
  });
  it("a story's own content_elements (its body) are not a feed: the story is the one shown", () => {
    const story = { ...b, type: 'story', content_elements: [{ _id: 'p1', type: 'text', content: 'First paragraph' }] };
    expect(firstStoryForSite(story, SITE)).toBe(story);
    expect(storiesForSite({ type: 'results', content_elements: [story] }, SITE)).toEqual([story]);
  });
  it('each _id once; offsetOverride skips, count caps', () => {
    expect(storiesForSite({ content_elements: [a, a, null, b] }, SITE)).toEqual([a, b]);
    expect(storyWindow([a, b, c], 1, 1)).toEqual([b]);
    expect(storyWindow([a, b, c], -2)).toEqual([a, b, c]);
  });
});

describe('flags (label.updated_flag, label.breaking_news_flag: display, text, url)', () => {
  it('only flags set to display, breaking first, text and url when given', () => {
    expect(flagsOf({ label: { updated_flag: { display: true, text: ' Updated ', url: '/u/' }, breaking_news_flag: { display: true } } } as never))
      .toEqual([{ kind: 'breaking' }, { kind: 'updated', text: 'Updated', url: '/u/' }]);
    expect(flagsOf({ label: { updated_flag: { display: false, text: 'x' } } } as never)).toEqual([]);
    expect(flagsOf(undefined)).toEqual([]);
  });
  it('green label for updated items (the token, white text on it)', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'promo-sizes.css'), 'utf8');
    expect(css).toMatch(/\.promo-flag--updated \{ background: var\(--updated-green\); \}/);
  });
});

describe('manual image values (imageURL, imageAuth, imageId, imageFocalPoint)', () => {
  it('imageAuth: a JSON map by resizer version, or a bare hash for the current version', () => {
    expect(parseImageAuth('{"2":"h","1":""}')).toEqual({ 2: 'h' });
    expect(parseImageAuth(' h ')).toEqual({ 2: 'h' });
    expect(parseImageAuth('{bad')).toBeUndefined();
    expect(parseImageAuth('')).toBeUndefined();
  });
  it('imageFocalPoint: {"x","y"} or "x,y"; anything else is no focal point', () => {
    expect(parseFocalPoint('{"x":10,"y":20}')).toEqual({ x: 10, y: 20 });
    expect(parseFocalPoint('10, 20')).toEqual({ x: 10, y: 20 });
    expect(parseFocalPoint('10')).toBeUndefined();
    expect(parseFocalPoint('{"x":-1,"y":2}')).toBeUndefined();
    expect(parseFocalPoint('{"x":true,"y":2}')).toBeUndefined();
  });
  it('signing-service {id} only when there is an id and no token (the id may come from a resizer-style URL)', () => {
    expect(imageIdToSign({ imageURL: `/resizer/v2/${ID}.jpg` })).toBe(ID);
    expect(signingRequests({ imageURL: 'https://x/y.jpg', imageId: ID })).toEqual([{ source: 'signing-service', query: { id: ID } }]);
    expect(imageIdToSign({ imageURL: `/resizer/v2/${ID}.jpg`, imageAuth: 'h' })).toBeUndefined();
    expect(imageIdToSign({ imageURL: 'https://x/y.jpg' })).toBeUndefined();
    expect(imageIdToSign({ imageId: ID })).toBeUndefined();
  });
  it('as a story image: signed hash fills a missing token; no imageURL, no image', () => {
    expect(manualImageItem({ imageURL: `/r/${ID}.jpg`, imageFocalPoint: '1,2' }, 'signed')?.promo_items?.basic)
      .toEqual({ url: `/r/${ID}.jpg`, alt_text: '', _id: ID, auth: { 2: 'signed' }, focal_point: { x: 1, y: 2 } });
    expect(manualImageItem({ imageId: ID })).toBeUndefined();
  });
});

describe('pictures (hero renditions; fallback; no token)', () => {
  const [story] = fixtureStories(1);
  it('art-directed sources first, then the img candidates with w descriptors', () => {
    const pic = buildPicture(story, HOME_SUBHERO_PICTURE, props)!;
    expect(pic.sources.map((s) => s.media)).toEqual(['(min-width: 1280px)', '(min-width: 1024px)']);
    expect(pic.srcSet).toMatch(/ 274w, .* 400w, .* 800w$/);
    expect(pic.src).toBe('/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX?auth=hash0&width=800&height=533&focal=720%2C400');
  });
  it("'undefined' in the URL or no image: the fallback image with the logo alt; no fallback configured: nothing", () => {
    const broken = { ...story, promo_items: { basic: { url: '/undefined.jpg' } } };
    expect(buildPicture(broken, HOME_SUBHERO_PICTURE, props)).toMatchObject({ src: '/static/brand/fallback.svg', alt: 'Te Ao Mārama', isFallback: true, sources: [] });
    expect(buildPicture({}, HOME_SUBHERO_PICTURE, {})).toBeUndefined();
  });
  it("without a token: 'No auth token provided for resizer' and the plain image", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unsigned = { ...story, promo_items: { basic: { ...story.promo_items!.basic!, auth: {} } } };
    expect(buildPicture(unsigned, HOME_SUBHERO_PICTURE, props)).toMatchObject({ src: '/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX.jpg', sources: [] });
    expect(warn).toHaveBeenCalledWith('No auth token provided for resizer');
  });
});
