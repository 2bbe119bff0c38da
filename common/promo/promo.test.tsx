import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureStories } from './fixtures.ts';
import { fieldSelection } from '../../engine/testing/index.ts';
import {
  appendUnique, bylineText, cardDate, cardShowOf, isShown, itemsForSite, listContentField, overlineOf, showsOf, showToggles, showTogglesOf, storyUrl,
  thumbnailOf, titleFor, uniqueById, withoutFeatureFilter, type PromoItem,
} from './index.ts';

const SITE = 'teaomarama';
const siteProperties = { fallbackImage: '/static/brand/fallback.svg', primaryLogoAlt: 'Te Ao Mārama' };
const [story] = fixtureStories(1);

afterEach(() => vi.restoreAllMocks());

describe('links ("websites[site].website_url"; skip items without a website entry)', () => {
  it('links to the website_url of the current site', () => {
    expect(storyUrl(story, SITE)).toBe('/2026/03/01/story-1/');
    expect(storyUrl(story, 'te-rito')).toBeUndefined();
  });

  it('skips items with no website entry (or no address) for the current site', () => {
    const other: PromoItem = { _id: 'X', websites: { 'te-rito': { website_url: '/x/' } } };
    const blank: PromoItem = { _id: 'Y', websites: { [SITE]: {} } };
    expect(itemsForSite([story, other, blank, {}], SITE)).toEqual([story]);
    expect(itemsForSite(undefined, SITE)).toEqual([]);
  });

  it('de-duplicates by _id, keeping the first, appending only new ones', () => {
    const [a, b, c] = fixtureStories(3);
    expect(appendUnique([a, b], [b, c, c])).toEqual([a, b, c]);
    expect(uniqueById([a, a, b])).toEqual([a, b]);
    // Items without an _id cannot be matched: each stays.
    expect(appendUnique([{ headlines: { basic: 'x' } }], [{ headlines: { basic: 'x' } }])).toHaveLength(2);
  });
});

describe('thumbnails (fallback rule; resized images)', () => {
  it('resizes the promo image at the widths and ratio asked, with its focal point', () => {
    const t = thumbnailOf(story, { widths: [274, 548], ratio: '3:2', siteProperties })!;
    expect(t.isFallback).toBe(false);
    expect(t.src).toBe('/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX?auth=hash0&width=548&height=365&focal=720%2C400');
    expect(t.srcSet).toContain(' 274w, ');
    expect(t.alt).toBe(story.headlines!.basic);
  });

  it("a thumbnail URL containing 'undefined' falls back to the fallback image with alt = the logo alt", () => {
    const broken = { ...story, promo_items: { basic: { _id: 'IMG', url: 'https://x/resizer/undefined/photo.jpg', alt_text: 'x' } } };
    expect(thumbnailOf(broken, { widths: [250], ratio: '16:9', siteProperties })).toEqual({
      src: '/static/brand/fallback.svg', alt: 'Te Ao Mārama', width: 250, height: 141, isFallback: true,
    });
  });

  it('an item without a promo image also shows the fallback; no fallback configured means no image', () => {
    expect(thumbnailOf({ _id: 'x' }, { widths: [250], siteProperties })?.isFallback).toBe(true);
    expect(thumbnailOf({ _id: 'x' }, { widths: [250], siteProperties: {} })).toBeUndefined();
  });

  it("videos use the lead art's promo image", () => {
    const video: PromoItem = { promo_items: { lead_art: { type: 'video', promo_items: { basic: story.promo_items!.basic } } } };
    expect(thumbnailOf(video, { widths: [250], siteProperties })?.isFallback).toBe(false);
  });

  it("without an auth token the plain image shows, with 'No auth token provided for resizer'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unsigned = { ...story, promo_items: { basic: { ...story.promo_items!.basic, auth: {} } } };
    expect(thumbnailOf(unsigned, { widths: [250], siteProperties })?.src).toBe('/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX.jpg');
    expect(warn).toHaveBeenCalledWith('No auth token provided for resizer');
  });
});

describe("bylines (prefix 'By' or the Māori form)", () => {
  const two: PromoItem = { credits: { by: [{ name: 'Aroha' }, { byline: 'Hēmi Walker', name: 'Hemi' }, { name: '  ' }] } };
  const three: PromoItem = { credits: { by: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] } };
  it("'By' in English, 'Nā' in Māori, names joined with 'and' / 'me'", () => {
    expect(bylineText(two, 'en')).toBe('By Aroha and Hēmi Walker');
    expect(bylineText(two, 'mi')).toBe('Nā Aroha me Hēmi Walker');
    expect(bylineText(three, 'en')).toBe('By A, B and C');
  });
  it('no authors: no byline', () => {
    expect(bylineText({}, 'en')).toBe('');
  });
});

describe("dates (publication date display, via common/dates; default format '%B %d, %Y')", () => {
  const props = { dateLocalization: { timeZone: 'Pacific/Auckland' } };
  const now = new Date('2026-03-10T00:00:00Z');
  it('one week or older: the full date in the site time zone, Māori month names in Māori', () => {
    // 2026-03-01T12:00Z is already 2 March in Pacific/Auckland (UTC+13).
    expect(cardDate('2026-03-01T12:00:00Z', 'en', props, now)?.text).toBe('March 02, 2026');
    expect(cardDate('2026-03-01T12:00:00Z', 'mi', props, now)?.text).toBe('Poutūterangi 02, 2026');
    expect(cardDate('2026-03-01T12:00:00Z', 'en', {}, now)?.text).toBe('March 01, 2026');
  });
  it('younger than one week: relative time', () => {
    expect(cardDate('2026-03-09T21:00:00Z', 'en', props, now)).toMatchObject({ text: '3 hours ago', relative: true, iso: '2026-03-09T21:00:00.000Z' });
  });
  it('a missing or bad date gives nothing', () => {
    expect(cardDate(undefined, 'en', props, now)).toBeUndefined();
    expect(cardDate('not a date', 'en', props, now)).toBeUndefined();
  });
});

describe('overlines', () => {
  it("the section on this site: Māori title in Māori, nav title in English, linking to the section", () => {
    expect(overlineOf(story, SITE, 'en')).toEqual({ text: 'News', url: '/news/' });
    expect(overlineOf(story, SITE, 'mi')).toEqual({ text: 'Ngā Kōrero', url: '/news/' });
  });
  it('a displayed label wins; nothing without a section on this site', () => {
    expect(overlineOf({ ...story, label: { basic: { display: true, text: 'Exclusive' } } }, SITE, 'en')).toEqual({ text: 'Exclusive' });
    expect(overlineOf(story, 'te-rito', 'en')).toBeUndefined();
  });
});

describe('fields', () => {
  it('withoutFeatureFilter drops the feature marker older configs stored, leaving everything else as it was', () => {
    const migrate = withoutFeatureFilter();
    const stored = { content: { contentService: 'story-feed-tag', contentConfigValues: { tagSlug: 'rugby', featureFilter: 'simple-list' } } };
    expect(migrate(stored).content).toEqual({ contentService: 'story-feed-tag', contentConfigValues: { tagSlug: 'rugby' } });
    expect(stored.content.contentConfigValues).toEqual({ tagSlug: 'rugby', featureFilter: 'simple-list' });
    const current = migrate(stored);
    expect(migrate(current)).toBe(current);
    expect(migrate({})).toEqual({});
  });
  it('a list field selects the promo card by default, or what the block passes', () => {
    const paths = fieldSelection(listContentField(), SITE)!;
    expect(paths).toEqual(expect.arrayContaining(['_id', 'headlines.basic', 'description.basic', `websites.${SITE}.website_url`, `websites.${SITE}.website_section`]));
    expect(fieldSelection(listContentField(() => ['_id']), SITE)).toEqual(['_id']);
    expect(fieldSelection(listContentField(null), SITE)).toBeUndefined();
  });
  it('title in English or Māori by lang (English when no Māori title)', () => {
    expect(titleFor({ title: 'Latest', maoriTitle: 'Hou' }, 'mi')).toBe('Hou');
    expect(titleFor({ title: 'Latest', maoriTitle: 'Hou' }, 'en')).toBe('Latest');
    expect(titleFor({ title: 'Latest' }, 'mi')).toBe('Latest');
    expect(titleFor({}, 'en')).toBe('');
  });
});

describe('show toggles: one meaning for every block', () => {
  it('a part is drawn unless its toggle is false: a toggle left out counts as shown', () => {
    expect([isShown(true), isShown(undefined), isShown(false)]).toEqual([true, true, false]);
    expect(cardShowOf({ showHeadline: false, showImage: true })).toEqual({
      overline: undefined, headline: false, image: true, description: undefined, byline: undefined, date: undefined,
    });
    const shows = showsOf({ showHeadline: false, showImage: true });
    expect([shows('headline'), shows('image'), shows('date'), shows('bottomBorder')]).toEqual([false, true, true, true]);
  });
  it('every toggle, the bottom border too, defaults to true', () => {
    for (const [name, toggle] of Object.entries(showToggles)) expect((toggle as { default?: unknown }).default, name).toBe(true);
    expect(Object.keys(showToggles)).toContain('showBottomBorder');
  });
  it('a block takes the toggles of the parts it draws, in the order given', () => {
    const picked = showTogglesOf(['overline', 'image', 'bottomBorder']);
    expect(Object.keys(picked)).toEqual(['showOverline', 'showImage', 'showBottomBorder']);
    expect(picked.showImage).toBe(showToggles.showImage);
  });
});
