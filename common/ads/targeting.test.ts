import { describe, expect, it } from 'vitest';
import { adGlobalContent, adSectionOf, adUnitPath, pageTargetingOf, slotPathOf, type AdPage } from './targeting.ts';
import { adSlotConfig, slotIdOf } from './slot-config.ts';

const SITE = 'teaomarama';
const story = {
  _id: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  type: 'story',
  headlines: { basic: 'A story' },
  websites: { [SITE]: { website_url: '/2026/05/02/a-story/', website_section: { _id: '/news', name: 'News' } }, 'te-rito': { website_section: { _id: '/te-rito' } } },
  taxonomy: { tags: [{ slug: 'politics', text: 'Politics' }, { slug: 'te-reo', text: 'Te Reo' }, { text: 'no slug' }] },
  content_elements: [{ type: 'text', content: 'long body' }],
};
const page = (o: Partial<AdPage>): AdPage => ({ site: SITE, adPath: 'teaomarama', ...o });

describe('slot path (spec section 3: site ad path plus section)', () => {
  it('section from page meta ad-path first', () => {
    expect(slotPathOf(page({ metaAdPath: '/special/', pageType: 'tag', globalContent: story }))).toBe('teaomarama/special');
  });

  it('then the page type on tag, author and search pages', () => {
    for (const pageType of ['tag', 'author', 'search']) expect(slotPathOf(page({ pageType }))).toBe(`teaomarama/${pageType}`);
  });

  it("then the content's website section id (story, gallery, video)", () => {
    expect(slotPathOf(page({ pageType: 'article', globalContent: story }))).toBe('teaomarama/news');
    expect(slotPathOf(page({ pageType: 'video', globalContent: { ...story, type: 'video' } }))).toBe('teaomarama/news');
    expect(slotPathOf(page({ site: 'te-rito', adPath: 'terito', pageType: 'article', globalContent: story }))).toBe('terito/te-rito');
  });

  it("then the section's own id on section pages", () => {
    expect(slotPathOf(page({ pageType: 'section', globalContent: { _id: '/sport', type: 'section', name: 'Sport' } }))).toBe('teaomarama/sport');
    expect(slotPathOf(page({ globalContent: { _id: '/sport', node_type: 'section' } }))).toBe('teaomarama/sport');
  });

  it('other pages (homepage): the site ad path alone; no ad path: the section alone', () => {
    expect(slotPathOf(page({ pageType: 'homepage' }))).toBe('teaomarama');
    expect(slotPathOf({ site: SITE, pageType: 'tag' })).toBe('tag');
    expect(adSectionOf(page({ pageType: 'homepage', globalContent: { type: 'results' } }))).toBe('');
  });

  it('ad unit path: the ad-service id, then the slot path', () => {
    expect(adUnitPath('1234567', 'teaomarama/news')).toBe('/1234567/teaomarama/news');
    expect(adUnitPath('1234567', '')).toBe('/1234567');
  });
});

describe('page targeting (spec section 3: targeting sent)', () => {
  it('page_type and section_id on every page', () => {
    expect(pageTargetingOf(page({ pageType: 'section', globalContent: { _id: '/sport', type: 'section' } }))).toEqual({ page_type: 'section', section_id: 'sport' });
    expect(pageTargetingOf(page({ pageType: 'homepage' }))).toEqual({ page_type: 'homepage', section_id: '' });
  });

  it('story, gallery and video pages also send arc_id and tags (comma-joined slugs)', () => {
    expect(pageTargetingOf(page({ pageType: 'article', globalContent: story }))).toEqual({
      page_type: 'article', section_id: 'news', arc_id: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', tags: 'politics,te-reo',
    });
    expect(pageTargetingOf(page({ pageType: 'gallery', globalContent: { ...story, type: 'gallery', taxonomy: undefined } })).tags).toBe('');
  });

  it('island payload: only the fields the rules read, giving the same results', () => {
    const small = adGlobalContent(story);
    expect(JSON.stringify(small)).not.toContain('long body');
    expect(JSON.stringify(small)).not.toContain('A story');
    const p = page({ pageType: 'article', globalContent: story });
    expect(pageTargetingOf({ ...p, globalContent: small })).toEqual(pageTargetingOf(p));
    expect(slotPathOf({ ...p, globalContent: small })).toBe(slotPathOf(p));
    expect(adGlobalContent(undefined)).toBeUndefined();
  });
});

describe('slot config (spec section 3 "Ad slot config")', () => {
  it("id 'arcad_' plus instance id, slot name, ad type, class, dimensions, sizemap, display, targeting ad_type", () => {
    expect(adSlotConfig('rail-ad', '300x250|300x600_rightrail', page({ pageType: 'article', globalContent: story }))).toEqual({
      id: 'arcad_rail-ad',
      slotName: 'teaomarama/news',
      adType: 'right_rail_cube',
      adClass: '300x250',
      dimensions: [[[300, 250], [300, 600]], [[300, 250], [300, 600]], []],
      sizemap: { breakpoints: [992, 768, 0], refresh: true },
      display: 'desktop',
      targeting: { ad_type: 'right_rail_cube' },
    });
  });

  it('display defaults to all', () => {
    expect(adSlotConfig('x', '300x250', page({}))!.display).toBe('all');
  });

  it('slot ids are safe DOM ids; unknown types give no config', () => {
    expect(slotIdOf('main ad/1')).toBe('arcad_main_ad_1');
    expect(adSlotConfig('x', 'nope', page({}))).toBeUndefined();
  });
});
