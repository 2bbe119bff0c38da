import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { fixtureVideos, FIXTURE_SITE, SAMPLE_EMBED } from '../../common/video/fixtures.ts';
import video from './index.ts';
import { videoByUrlQuery, websiteUrlOf } from './source.ts';

const [page] = fixtureVideos(1);
const [other] = fixtureVideos(1, { start: 1 });

const render = (o: { fields?: Record<string, unknown>; gc?: unknown; lang?: 'en' | 'mi'; isAdmin?: boolean; content?: any[] } = {}) =>
  renderBlock(video, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin, globalContent: 'gc' in o ? o.gc : page, customFields: o.fields, content: o.content,
  });

describe('video block', () => {
  it('is not an island (no JS: the player is the embed markup)', () => {
    expect(video.island).toBeUndefined();
  });

  it('video block fields and defaults', () => {
    const props = (video.fields as any).properties;
    expect(Object.keys(props).sort()).toEqual([
      'alertBadge', 'aspectRatio', 'autoplay', 'borderRadius', 'description', 'displayStyle', 'hideVideoCredits', 'hideVideoTitle',
      'inheritGlobalContent', 'itemContentConfig', 'playthrough', 'title', 'viewportPercentage', 'websiteURL',
    ]);
    expect(props.inheritGlobalContent.default).toBe(true);
    expect(props.autoplay.default).toBe(false);
    expect(props.playthrough.default).toBe(false);
    expect(props.hideVideoTitle.default).toBe(true);
    expect(props.hideVideoCredits.default).toBe(true);
    expect(props.aspectRatio.enum).toEqual(['--', '16:9', '9:16', '1:1', '4:3']);
    expect(props.aspectRatio.default).toBe('--');
    expect(props.viewportPercentage).toMatchObject({ default: 65, minimum: 0, maximum: 150 });
    expect(props.displayStyle.enum).toEqual(['inlineVideo', 'featureVideo']);
    expect(props.displayStyle.default).toBe('inlineVideo');
  });

  it('inheritGlobalContent (default true): plays the page content embed markup as it is', () => {
    const html = render();
    expect(html).toContain(SAMPLE_EMBED(page.duration as number));
    expect(html).toContain(`data-video-id="${page._id}"`);
  });

  it('renders nothing without embed markup; editors see the placeholder', () => {
    expect(render({ gc: { ...page, embed_html: '  ' } })).toBe('');
    expect(render({ gc: undefined })).toBe('');
    const admin = render({ gc: { ...page, embed_html: undefined }, isAdmin: true });
    expect(admin).toContain('pb-admin-placeholder');
    expect(admin).toContain('the video has no embed markup');
  });

  it('itemContentConfig: used when not inheriting', () => {
    const itemContentConfig = { contentService: 'content-api-video', contentConfigValues: { website_url: '/2024/03/01/video-2/' } };
    const html = render({
      fields: { inheritGlobalContent: false, itemContentConfig },
      content: [{ source: 'content-api-video', query: itemContentConfig.contentConfigValues, value: other }],
    });
    expect(html).toContain(`data-video-id="${other._id}"`);
  });

  it('websiteURL / content-api (website_url and site, for video): declared and read when not inheriting', () => {
    const fields = { inheritGlobalContent: false, websiteURL: ' /2024/03/01/video-2/ ' };
    expect(video.content!({ site: FIXTURE_SITE, customFields: fields as any })).toEqual([
      { source: 'content-api-video', query: { website_url: '/2024/03/01/video-2/', site: FIXTURE_SITE } },
    ]);
    const html = render({ fields, content: [{ source: 'content-api-video', query: videoByUrlQuery(FIXTURE_SITE, '/2024/03/01/video-2/'), value: other }] });
    expect(html).toContain(`data-video-id="${other._id}"`);
    // Inheriting (the default) or a content config: no lookup by URL.
    expect(websiteUrlOf({ websiteURL: '/x/' })).toBeUndefined();
    expect(websiteUrlOf({ inheritGlobalContent: false, websiteURL: '/x/', itemContentConfig: { contentService: 'content-api-video' } })).toBeUndefined();
    expect(video.content!({ site: FIXTURE_SITE, customFields: { websiteURL: '/x/' } as any })).toEqual([]);
  });

  it('inline style: alert badge and title before the player, description after', () => {
    const html = render({ fields: { alertBadge: 'Breaking', title: 'Flood waters rise', description: 'Reports from Gisborne.' } });
    expect(html).toContain('video-block--inline');
    const order = ['video-block__badge', 'video-block__title', 'video-player', 'video-block__description'].map((c) => html.indexOf(`class="${c}`));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<h2 class="video-block__title">Flood waters rise</h2>');
  });

  it('inline style: badge, title and description are optional', () => {
    const html = render();
    for (const c of ['video-block__badge', 'video-block__title', 'video-block__description']) expect(html).not.toContain(c);
  });

  it('feature style: the player with badge, title and description beside it', () => {
    const html = render({ fields: { displayStyle: 'featureVideo', alertBadge: 'Exclusive', title: 'Kapa haka', description: 'The best.' } });
    expect(html).toContain('video-block--feature');
    expect(html.indexOf('video-player')).toBeLessThan(html.indexOf('video-block__text'));
    expect(html).toMatch(/class="video-block__text"><span class="video-block__badge">Exclusive<\/span><h2 class="video-block__title">Kapa haka<\/h2><p class="video-block__description">The best.<\/p><\/div>/);
  });

  it('hideVideoTitle / hideVideoCredits (default true): the video title and credits show only when not hidden', () => {
    expect(render()).not.toContain('video-block__caption');
    const shown = render({ fields: { hideVideoTitle: false, hideVideoCredits: false } });
    expect(shown).toContain(`<span class="video-block__video-title">${page.headlines!.basic}</span>`);
    expect(shown).toContain('Video: Wiremu Heke');
    expect(render({ fields: { hideVideoCredits: false }, lang: 'mi' })).toContain('Ataata: Wiremu Heke');
  });

  it("aspectRatio: '--' uses the promo image ratio, else 16:9; a chosen ratio wins", () => {
    expect(render()).toContain('data-ratio="16:9"');
    const square = { ...page, promo_items: { basic: { ...page.promo_items!.basic, width: 800, height: 800 } } };
    expect(render({ gc: square })).toContain('data-ratio="1:1"');
    expect(render({ gc: { ...page, promo_items: {} } })).toContain('data-ratio="16:9"');
    expect(render({ fields: { aspectRatio: '4:3' } })).toContain('data-ratio="4:3"');
  });

  it('viewportPercentage (65) sets the height of 9:16 videos', () => {
    expect(render({ fields: { aspectRatio: '9:16' } })).toContain('--video-height:65vh');
    expect(render({ fields: { aspectRatio: '9:16', viewportPercentage: 90 } })).toContain('--video-height:90vh');
    expect(render()).not.toContain('--video-height');
    expect(() => render({ fields: { viewportPercentage: 151 } })).toThrow(/viewportPercentage/);
  });

  it('autoplay / playthrough (default false) reach the player', () => {
    expect(render()).not.toContain('autoplay');
    const html = render({ fields: { autoplay: true, playthrough: true } });
    expect(html).toContain('<video autoplay muted class="sample-video"');
    expect(html).toContain('data-playthrough="true"');
  });

  it('borderRadius rounds the player', () => {
    expect(render({ fields: { borderRadius: true } })).toContain('video-player--rounded');
  });
});
