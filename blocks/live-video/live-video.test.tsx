import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import liveVideo from './index.ts';
import { DEFAULT_LIVE_MESSAGE, LIVE_QUERY, LIVE_SOURCE, liveItemOf, liveMessage } from './live.ts';

const item = { contentConfig: { permaLinkURL: '/2026/11/21/te-ao-marama-live/', title: 'Te Ao Mārama live' } };

const render = (o: { list?: unknown; fields?: Record<string, unknown>; lang?: 'en' | 'mi'; isAdmin?: boolean } = {}) =>
  renderBlock(liveVideo, {
    site: 'teaomarama', lang: o.lang, isAdmin: o.isAdmin, customFields: o.fields,
    content: [{ source: LIVE_SOURCE, query: LIVE_QUERY, value: 'list' in o ? o.list : [item] }],
  });

describe('live-video (banner)', () => {
  it("is an island hydrated on load (the close button)", () => {
    expect(liveVideo.island?.hydrate).toBe('load');
  });

  it('live-video source: no query, declared up front', () => {
    expect(liveVideo.content!({ site: 'teaomarama', customFields: {} as any })).toEqual([{ source: 'live-video', query: {} }]);
  });

  it("default message text 'Live: Te Ao Marama' (a field)", () => {
    expect(DEFAULT_LIVE_MESSAGE).toBe('Live: Te Ao Marama');
    expect((liveVideo.fields as any).properties.message.default).toBe('Live: Te Ao Marama');
    expect(render()).toContain('<span class="live-video__message">Live: Te Ao Marama</span>');
    expect(render({ fields: { message: 'Live now: Matariki' } })).toContain('>Live now: Matariki</span>');
    expect(liveMessage('  ')).toBe('Live: Te Ao Marama');
  });

  it('the banner navigates to the permalink URL of the live-video item (contentConfig.permaLinkURL)', () => {
    expect(render()).toContain('<a class="live-video__link" href="/2026/11/21/te-ao-marama-live/" title="Te Ao Mārama live">');
  });

  it('visible until the user closes it: a real close button, labelled in the reader language', () => {
    expect(render()).toContain('<button type="button" class="live-video__close" aria-label="Close the live video banner">');
    expect(render({ lang: 'mi' })).toContain('aria-label="Katia te pānui ataata ora"');
  });

  it('live-video item: the first item with a permalink', () => {
    expect(liveItemOf([{ contentConfig: { title: 'no link' } }, item])).toEqual({ permaLinkURL: item.contentConfig.permaLinkURL, title: item.contentConfig.title });
    expect(liveItemOf([])).toBeUndefined();
    expect(liveItemOf({ content_elements: [item] })).toBeUndefined();
  });

  it('renders nothing without a live item; editors get the placeholder', () => {
    expect(render({ list: [] })).toBe('');
    expect(render({ list: undefined })).toBe('');
    expect(render({ list: [], isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
