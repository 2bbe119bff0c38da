import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import widget from './index.ts';
import { inlineScript, loaderUrl, PAGE_TYPE_MAP, PROVIDER_ORIGINS, providerPageType, widgetCommands, widgetConfig } from './widget.ts';

const fields = { placement: 'Below Article Thumbnails', mode: 'thumbnails-a', container: 'recs-below' };
const PUBLISHER = { recommendationPublisherId: 'teaomarama-network' };
const render = (o: { customFields?: Record<string, unknown>; siteProperties?: Record<string, unknown>; pageType?: string; isAdmin?: boolean } = {}) =>
  renderBlock(widget, { customFields: o.customFields ?? fields, siteProperties: o.siteProperties ?? PUBLISHER, pageType: o.pageType ?? 'article', isAdmin: o.isAdmin });

describe('recommendation widget (spec "Taboola-style widget")', () => {
  it('renders only if publisher id, placement, mode and container are all set', () => {
    expect(render()).toContain('<div id="recs-below" class="recommendation-widget__container"></div>');
    for (const missing of ['placement', 'mode', 'container'] as const) {
      expect(render({ customFields: { ...fields, [missing]: '' } }), missing).toBe('');
    }
    expect(render({ siteProperties: {} })).toBe('');
    expect(widgetConfig(PUBLISHER, { ...fields, mode: '  ' })).toBeUndefined();
  });

  it('in admin, a placeholder box with the placement name (no widget, no script)', () => {
    const html = render({ isAdmin: true });
    expect(html).toContain('<p class="recommendation-widget-admin__placement">Below Article Thumbnails</p>');
    expect(html).not.toContain('<script');
    expect(render({ isAdmin: true, customFields: { ...fields, container: '' } })).toContain('needs container');
  });

  it('page-type mapping article, video, gallery to photo, section/tag/author/search to category, homepage to home', () => {
    expect(PAGE_TYPE_MAP).toEqual({
      article: 'article', video: 'video', gallery: 'photo',
      section: 'category', tag: 'category', author: 'category', search: 'category', homepage: 'home',
    });
    expect(providerPageType('not-found')).toBeUndefined();
    expect(providerPageType('constructor')).toBeUndefined();
  });

  it("the provider's queue: page type, the widget (mode, container, placement), then flush", () => {
    const config = widgetConfig(PUBLISHER, fields)!;
    expect(widgetCommands(config, 'gallery')).toEqual([
      { photo: 'auto' },
      { mode: 'thumbnails-a', container: 'recs-below', placement: 'Below Article Thumbnails', target_type: 'mix' },
      { flush: true },
    ]);
    expect(widgetCommands(config, 'not-found')[0]).toEqual(expect.objectContaining({ mode: 'thumbnails-a' }));
    expect(render()).toContain('window._taboola.push({&quot;article&quot;:&quot;auto&quot;})'.replace(/&quot;/g, '"'));
  });

  it('editor text cannot break out of the inline script', () => {
    const script = inlineScript([{ placement: '</script><script>alert(1)</script>' }]);
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script\\u003e');
  });

  it('spec section 7: the loader script URL is built from the publisher id', () => {
    expect(loaderUrl('teaomarama-network')).toBe('https://cdn.taboola.com/libtrc/teaomarama-network/loader.js');
    expect(loaderUrl('a/b')).toBe('https://cdn.taboola.com/libtrc/a%2Fb/loader.js');
  });

  it('no external script unless the site enables it (site property loadRecommendationScript, default off)', () => {
    expect(render()).not.toContain('cdn.taboola.com');
    const html = render({ siteProperties: { ...PUBLISHER, loadRecommendationScript: true } });
    expect(html).toContain('src="https://cdn.taboola.com/libtrc/teaomarama-network/loader.js"');
  });

  it('no mapping means no loader script', () => {
    const html = render({ siteProperties: { ...PUBLISHER, loadRecommendationScript: true }, pageType: 'not-found' });
    expect(html).not.toContain('loader.js');
    expect(html).toContain('id="recs-below"');
  });

  it('not an island: no component code ships', () => {
    expect(widget.island).toBeUndefined();
  });

  it("the provider's hosts join the site's policy only when the site loads its script (with a publisher id)", () => {
    expect(widget.policyOrigins!(PUBLISHER)).toBeUndefined();
    expect(widget.policyOrigins!({ loadRecommendationScript: true })).toBeUndefined();
    const origins = widget.policyOrigins!({ ...PUBLISHER, loadRecommendationScript: true });
    expect(origins).toEqual({ 'connect-src': [...PROVIDER_ORIGINS], 'img-src': [...PROVIDER_ORIGINS], 'frame-src': [...PROVIDER_ORIGINS] });
  });
});
