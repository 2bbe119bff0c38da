import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import leadart from './index.ts';
import { galleryLead, htmlLead, imageLead, storyWith, videoLead } from './fixtures.ts';
import { islandContent, leadArtOf, videoFrameStyle } from './lead-art.ts';

const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXY1';
const signed = (over: Record<string, unknown> = {}) => imageLead({ _id: ID, url: `/resizer/v2/${ID}.jpg`, auth: { 2: 'h' }, width: 1600, height: 1200, ...over });
const render = (lead: unknown, customFields: Record<string, unknown> = {}, lang: 'en' | 'mi' = 'en') =>
  renderBlock(leadart, { lang, globalContent: storyWith(lead, lang), customFields });

describe('leadart (spec "Lead art", section 3 "Lead art settings")', () => {
  it('lead art is promo_items.lead_art, else promo_items.basic', () => {
    expect(leadArtOf({ promo_items: { basic: imageLead({ alt_text: 'basic' }), lead_art: videoLead() } })?.type).toBe('video');
    expect(leadArtOf({ promo_items: { basic: imageLead({ alt_text: 'basic' }) } })).toMatchObject({ type: 'image', alt_text: 'basic' });
    expect(leadArtOf({ promo_items: {} })).toBeUndefined();
    expect(leadArtOf(undefined)).toBeUndefined();
  });

  it('image, video, gallery or raw html, each with what it needs', () => {
    expect(leadArtOf(storyWith(imageLead({ url: '' })))).toBeUndefined();
    expect(leadArtOf(storyWith(videoLead({ embed_html: '' })))).toBeUndefined();
    expect(leadArtOf(storyWith(galleryLead(0)))).toBeUndefined();
    expect(leadArtOf(storyWith({ type: 'raw_html', content: ' ' }))).toBeUndefined();
    expect(leadArtOf(storyWith({ type: 'audio', url: 'x' }))).toBeUndefined();
  });

  it('island: ships only the lead art (not the story), and reads back the same', () => {
    const story = storyWith(galleryLead(3));
    const shipped = islandContent(story);
    expect(JSON.stringify(shipped)).not.toContain('Body text the island must not ship');
    expect(leadArtOf(shipped)).toEqual(leadArtOf(story));
    expect(leadArtOf(islandContent(storyWith(signed())))).toEqual(leadArtOf(storyWith(signed())));
    expect(leadart.island && typeof leadart.island.hydrate).toBe('function'); // chosen per page: see the strategy test
  });

  it('images 800 and 1600 wide, ratio 16:9 by default', () => {
    const html = render(signed());
    expect(html).toContain(`src="/resizer/v2/${ID}?auth=h&amp;width=800&amp;height=450"`);
    expect(html).toContain('width=1600&amp;height=900 1600w');
  });

  it('aspectRatio 4:3 and 3:2 change the crop', () => {
    expect(render(signed(), { aspectRatio: '4:3' })).toContain('width=800&amp;height=600"');
    expect(render(signed(), { aspectRatio: '3:2' })).toContain('width=800&amp;height=533"');
  });

  it('hydrates as it nears the viewport only when it must (an autoplaying video, a gallery whose controls show once hydrated); an image, a video with its own controls or raw HTML when the reader acts on it', () => {
    const hydrate = leadart.island && typeof leadart.island.hydrate === 'function' ? leadart.island.hydrate : undefined;
    expect(hydrate).toBeDefined();
    const at = (lead: unknown, enableAutoplay = false) => hydrate!({ customFields: { enableAutoplay } as never, globalContent: storyWith(lead) });
    expect(at(videoLead(), true)).toBe('visible');
    expect(at(galleryLead())).toBe('visible');
    expect(at(videoLead())).toBe('interaction');
    expect(at(imageLead())).toBe('interaction');
    expect(at(htmlLead())).toBe('interaction');
    expect(hydrate!({ customFields: {} as never, globalContent: undefined })).toBe('interaction');
  });

  it('imageLoadingStrategy defaults to eager; lazy when set', () => {
    expect(render(signed())).toContain('loading="eager"');
    expect(render(signed(), { imageLoadingStrategy: 'lazy' })).toContain('loading="lazy"');
  });

  it("the image can toggle full screen (button 'Full Screen', shown before hydration: a tap on it hydrates the island and is replayed)", () => {
    const html = render(imageLead());
    expect(html).toMatch(/<button type="button" class="leadart__fullscreen" aria-label="Full Screen">/);
    expect(render(imageLead(), {}, 'mi')).toContain('aria-label="Mata Katoa"');
  });

  it('image: alt text, title (subtitle), caption and credits', () => {
    const html = render(imageLead());
    expect(html).toContain('alt="Waka on the harbour at dawn"');
    expect(html).toContain('<strong class="leadart__title">Waitangi</strong> <span class="leadart__text">Waka gather on the harbour before the dawn service.</span><span class="leadart__credit"> Photo: Hēmi Walker</span>');
  });

  it('hideTitle, hideCaption and hideCredits', () => {
    const html = render(imageLead(), { hideTitle: true, hideCredits: true });
    expect(html).not.toContain('leadart__title');
    expect(html).not.toContain('Hēmi Walker');
    expect(html).toContain('Waka gather');
    expect(render(imageLead(), { hideTitle: true, hideCaption: true, hideCredits: true })).not.toContain('figcaption');
  });

  it('borderRadius rounds the corners', () => {
    expect(render(imageLead(), { borderRadius: true })).toContain('leadart--rounded');
    expect(render(imageLead())).not.toContain('leadart--rounded');
  });

  it('video renders its embed_html, with the aspect ratio and viewportPercentage 65', () => {
    const html = render(videoLead());
    expect(html).toContain('<video class="sample-video"');
    expect(html).toContain('--leadart-ratio:16 / 9');
    expect(html).toContain('--leadart-max-width:calc(65vh * 16 / 9)');
    expect(html).toContain('<strong class="leadart__title">Kapa haka at dawn</strong>');
    expect(videoFrameStyle('4:3', 80)).toEqual({ '--leadart-ratio': '4 / 3', '--leadart-max-width': 'calc(80vh * 4 / 3)' });
  });

  it('enableAutoplay and playthrough reach the video frame', () => {
    const html = render(videoLead(), { enableAutoplay: true, playthrough: true });
    expect(html).toContain('data-autoplay="true"');
    expect(html).toContain('data-playthrough="true"');
  });

  it('gallery shows one slide, autoplay on, full screen enabled, image height 450', () => {
    const html = render(galleryLead(4));
    expect(html).toContain('>1 of 4<');
    expect(html).toContain('Start Autoplay');
    expect(html).toContain('aria-label="Full Screen"');
    expect(html).toContain('--carousel-image-height:450px');
    expect(html).toContain('--carousel-slides-to-show:1');
    expect(html).toContain('aria-label="Matariki in pictures"');
  });

  it('gallery: the first slide follows imageLoadingStrategy, the others load lazily (carousel default)', () => {
    const html = render(galleryLead(3));
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('gallery: Māori carousel labels', () => {
    expect(render(galleryLead(3), {}, 'mi')).toContain('>1 o 3<');
  });

  it('raw_html renders as is', () => {
    expect(render(htmlLead())).toContain('<div class="leadart leadart--html"><figure class="sample-lead-html"><blockquote>');
  });

  it('raw_html and video embed markup keep all but their ids and names, prefixed user-content- (they cannot shadow the page\'s own)', () => {
    expect(render({ ...htmlLead(), content: '<div id="__pb_islands">{}</div>' })).toContain('<div class="leadart leadart--html"><div id="user-content-__pb_islands">{}</div></div>');
    expect(render(videoLead({ embed_html: '<video id="v" controls></video><img name="getElementById" alt="">' }))).toContain('<video id="user-content-v" controls></video><img name="user-content-getElementById" alt="">');
  });

  it('no lead art: readers get nothing, editors the placeholder', () => {
    const empty = { type: 'story', promo_items: {} };
    expect(renderBlock(leadart, { globalContent: empty })).toBe('');
    expect(renderBlock(leadart, { globalContent: empty, isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
