import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import ads from './index.ts';
import { adminAdInfo, NO_AD_NAME } from './admin.tsx';
import { siteAdLabel } from './label.ts';
import { SITE, storyPage } from './fixtures.ts';

type Options = Parameters<typeof renderBlock>[1];
const render = (customFields: Record<string, unknown> = {}, o: Options = {}) =>
  renderBlock(ads, { id: 'main-ad', site: SITE, pageType: 'article', globalContent: storyPage, customFields, ...o });

describe('ads block (spec "Ad block")', () => {
  it("spec section 9: default ad type 1x1 (oop); slot id 'arcad_' plus the instance id", () => {
    const html = render();
    expect(html).toContain('<div id="arcad_main-ad" class="ads__slot ads__slot--1x1 ads__slot--reserved"');
    expect(html).toContain('data-ad-type="oop"');
  });

  it("label from the translation ads-block.ad-label: 'Advertisement', Māori 'Pānuitanga' (default on)", () => {
    expect(render()).toContain('<p class="ads__label">Advertisement</p>');
    expect(render({}, { lang: 'mi' })).toContain('<p class="ads__label">Pānuitanga</p>');
  });

  it('label text from a site property (adLabel) first, one text or one per language', () => {
    expect(render({}, { siteProperties: { adLabel: 'Sponsored' } })).toContain('>Sponsored</p>');
    expect(siteAdLabel({ adLabel: { en: 'Ad', mi: 'Pānui' } }, 'mi')).toBe('Pānui');
    expect(siteAdLabel({ adLabel: { en: 'Ad' } }, 'mi')).toBeUndefined();
    expect(siteAdLabel({ adLabel: '  ' }, 'en')).toBeUndefined();
  });

  it('advertisement label toggle off shows no label', () => {
    expect(render({ displayAdLabel: false })).not.toContain('ads__label');
  });

  it('reserved space (default on) gives each sizemap tier the height of the tallest size it allows', () => {
    expect(render({ adType: '300x250|300x600' })).toContain('class="ads__slot ads__slot--300x600 ads__slot--reserved" style="--ad-h-lg:600px;--ad-h-md:600px;--ad-h-sm:250px"');
    expect(render({ adType: '970x250|970x90|728x90|320x50' })).toContain('style="--ad-h-lg:250px;--ad-h-md:90px;--ad-h-sm:50px"');
    expect(render({ adType: '300x250', reserveSpace: false })).toMatch(/class="ads__slot ads__slot--300x250"><\/div>/);
  });

  it('the right rail cube is desktop only (hidden below 768 px, where it never registers)', () => {
    expect(render({ adType: '300x250|300x600_rightrail' })).toContain('class="ads ads--right_rail_cube ads--desktop-only"');
  });

  it("on AMP output it renders nothing; editors see why", () => {
    expect(render({}, { outputType: 'amp' })).toBe('');
    expect(render({}, { outputType: 'amp', isAdmin: true })).toContain('ads render nothing on AMP output');
  });

  it('in the editor, a placeholder with ad name, slot name and dimensions (no ad slot)', () => {
    const html = render({ adType: '970x250|970x90|728x90|320x50' }, { isAdmin: true });
    expect(html).toContain('<p class="ads-admin__name">leaderboard_large</p>');
    expect(html).toContain('<p class="ads-admin__slot">teaomarama/news</p>');
    expect(html).toContain('Desktop: 970x250, 970x90, 728x90');
    expect(html).toContain('Tablet: 728x90');
    expect(html).toContain('Mobile: 320x50');
    expect(html).not.toContain('arcad_');
  });

  it("'Ad Name N/A' when no type", () => {
    const page = { site: SITE, adPath: 'teaomarama', pageType: 'tag' };
    expect(NO_AD_NAME).toBe('Ad Name N/A');
    expect(adminAdInfo(undefined, page)).toEqual({ adName: 'Ad Name N/A', slotName: 'teaomarama/tag', dimensions: [], height: 0 });
  });

  it('island (hydrate idle, after the page\'s own code): registers its slot in the browser; ships only the ad fields of the page content', () => {
    // Static in an editor's preview: a preview must not register a slot with the ad service.
    expect(ads.island).toEqual({ hydrate: 'idle', preview: 'static' });
    expect(ads.lazy).toBeUndefined(); // the slot markup is server-rendered; lazyLoad defers the ad request, not the block
    const shipped = ads.browserGlobalContent!(storyPage);
    expect(shipped).toEqual({
      _id: storyPage._id, type: 'story', node_type: undefined,
      websites: { [SITE]: { website_section: { _id: '/news' } } },
      taxonomy: { tags: [{ slug: 'kapa-haka' }, { slug: 'festivals' }] },
    });
  });

  it('fields: ad type from the spec table, lazy load, label and reserved space default on', () => {
    const props = (ads.fields as any).properties;
    expect(props.adType.enum).toHaveLength(7);
    expect(props.adType.default).toBe('1x1');
    expect([props.lazyLoad.default, props.displayAdLabel.default, props.reserveSpace.default]).toEqual([true, true, true]);
  });
});
