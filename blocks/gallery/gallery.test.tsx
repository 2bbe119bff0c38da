import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { renderBlock } from '../../engine/testing/index.ts';
import { Carousel, carouselLabels } from '../../common/gallery/index.ts';
import gallery from './index.ts';
import { AD_BLOCK_NOT_FOUND, GALLERY_AD_TYPE } from '../../common/ads/index.ts';
import { galleryContent, galleryDoc, galleryImage } from './fixtures.ts';
import { browserGallery, galleryOf, INITIAL_INTERSTITIAL, interstitialReducer, islandGlobalContent, type InterstitialState } from './gallery.ts';
import { Interstitial } from './interstitial.tsx';

type Options = { lang?: 'en' | 'mi'; isAdmin?: boolean; globalContent?: unknown; fields?: Record<string, unknown>; configured?: unknown };
function render(o: Options = {}) {
  return renderBlock(gallery, {
    lang: o.lang, isAdmin: o.isAdmin, pageType: 'gallery',
    globalContent: 'globalContent' in o ? o.globalContent : galleryDoc(6, o.lang),
    customFields: o.fields,
    content: o.configured ? [{ source: 'content-api', query: galleryContent.contentConfigValues, value: o.configured }] : [],
  });
}
const clicks = (n: number, galleryCubeClicks: unknown, state: InterstitialState = INITIAL_INTERSTITIAL) =>
  Array.from({ length: n }).reduce<InterstitialState>((s) => interstitialReducer(s, { type: 'click', galleryCubeClicks }), state);

describe('gallery block', () => {
  it("is an island hydrating when visible; ships only the gallery's slide fields of the page content", () => {
    expect(gallery.island).toEqual({ hydrate: 'visible' });
    const shipped = browserGallery(galleryDoc(2)) as any;
    expect(shipped).not.toHaveProperty('description');
    expect(Object.keys(shipped.content_elements[0]).sort()).toEqual(['_id', 'alt_text', 'auth', 'caption', 'credits', 'focal_point', 'height', 'subtitle', 'type', 'url', 'width']);
    expect(browserGallery({ type: 'story', content_elements: [] })).toBeUndefined();
    // Plus what the ad slot targets on (arc_id, section, tags); other pages ship only that.
    const page = { ...galleryDoc(2), taxonomy: { tags: [{ slug: 'matariki', text: 'Matariki' }] } };
    expect(gallery.browserGlobalContent!(page)).toMatchObject({ _id: page._id, type: 'gallery', taxonomy: { tags: [{ slug: 'matariki' }] } });
    expect(islandGlobalContent({ type: 'story', _id: 'S' })).toEqual({ _id: 'S', type: 'story' });
    // What the island renders in the browser from the subset matches the server render.
    const full = render();
    expect(render({ globalContent: gallery.browserGlobalContent!(galleryDoc(6)) })).toBe(full);
  });

  it("content: the gallery page's global content (inheritGlobalContent, default true), else the content config", () => {
    const html = render();
    expect(html).toContain('aria-label="Matariki in pictures"');
    const other = { ...galleryDoc(3), headlines: { basic: 'Waitangi Day' } };
    expect(render({ globalContent: { type: 'story' }, fields: { galleryContent }, configured: other })).toContain('aria-label="Waitangi Day"');
    expect(render({ fields: { inheritGlobalContent: false, galleryContent }, configured: other })).toContain('aria-label="Waitangi Day"');
    expect(galleryOf({ type: 'gallery', content_elements: [] }, undefined, true)?.content_elements).toEqual([]);
  });

  it('renders nothing without a gallery or without images; editors see why', () => {
    expect(render({ globalContent: { type: 'story', content_elements: [] } })).toBe('');
    expect(render({ globalContent: { type: 'story' }, isAdmin: true })).toContain('the page content is not a gallery');
    expect(render({ globalContent: { ...galleryDoc(0) }, isAdmin: true })).toContain('The gallery has no images');
  });

  it('gallery image widths 400/600/800/1600, src 800; images load lazily', () => {
    const html = render();
    const img = /<img class="carousel-figure__image"[^>]*>/.exec(html)![0];
    expect(img).toContain('src="/resizer/v2/GALLERYIMAGE00000000000000?auth=hash0&amp;width=800"');
    expect(img.match(/ (\d+)w/g)).toEqual([' 400w', ' 600w', ' 800w', ' 1600w']);
    expect(img).toContain('loading="lazy"');
  });

  it('headline, caption and credits per slide; each can be hidden', () => {
    const html = render();
    expect(html).toContain('<figcaption class="gallery__caption"><strong class="gallery__slide-title">Photo 1</strong><span class="gallery__slide-caption">Waka gather in the bay before the dawn karakia</span><span class="gallery__slide-credit">Photo: Aroha Te Whata</span></figcaption>');
    expect(html.match(/gallery__slide-title/g)).toHaveLength(6);
    const hidden = render({ fields: { hideTitle: true, hideCaption: true, hideCredits: true } });
    expect(hidden).not.toContain('<figcaption');
    // A title that repeats the caption is said once.
    const same = galleryDoc(1);
    same.content_elements[0] = galleryImage(0, 'en', { subtitle: same.content_elements[0].caption });
    expect(render({ globalContent: same })).not.toContain('gallery__slide-title');
  });

  it("counter '{current} of {total}' (one slide shown: starts at 1) and the carousel labels", () => {
    const html = render();
    expect(html).toContain('>1 of 6<');
    for (const text of ['Go to slide 1', 'Go to slide 6', 'Next Slide', 'Previous Slide', 'Start Autoplay', 'Start automatic slide show', 'Full Screen']) expect(html).toContain(text);
    expect(html).toMatch(/aria-label="Previous Slide" disabled=""/);
  });

  it('Māori: carousel labels, counter and credits in te reo', () => {
    const html = render({ lang: 'mi' });
    expect(html).toContain('>1 o 6<');
    expect(html).toContain('Whārangi e Whai Ake');
    expect(html).toContain('Whakaahua: Aroha Te Whata');
    expect(html).not.toContain('Next Slide');
  });

  it('"Gallery interstitial": an ad every galleryCubeClicks clicks (site setting)', () => {
    expect(clicks(4, 5).showing).toBe(false);
    const fifth = clicks(5, 5);
    expect(fifth).toEqual({ clicks: 5, showing: true });
    // Clicks while it shows do not count; dismissed, the next ad comes 5 clicks later.
    expect(interstitialReducer(fifth, { type: 'click', galleryCubeClicks: 5 })).toBe(fifth);
    const dismissed = interstitialReducer(fifth, { type: 'dismiss' });
    expect(clicks(4, 5, dismissed).showing).toBe(false);
    expect(clicks(5, 5, dismissed).showing).toBe(true);
    // No (or an invalid) setting: never.
    for (const setting of [undefined, 0, 'x']) expect(clicks(20, setting).showing).toBe(false);
  });

  it("the interstitial's ad is a 300x250_gallery slot; without one, 'Ad block not found'", () => {
    const missing = <p className="gallery__ad-missing">{gallery.phrases!.en!.adBlockNotFound}</p>;
    expect(gallery.phrases!.en!.adBlockNotFound).toBe(AD_BLOCK_NOT_FOUND);
    const html = renderToString(<Interstitial ad={missing} label="Advertisement" continueText="Continue to gallery" onContinue={() => {}} />);
    expect(html).toContain('role="dialog" aria-label="Advertisement"');
    expect(html).toContain('>Ad block not found<');
    expect(html).toContain('<button type="button" class="gallery__continue">Continue to gallery</button>');
    expect(GALLERY_AD_TYPE).toBe('300x250_gallery');
  });

  it('carousel overlay (common/gallery extension): shown inside the carousel, slides and controls inert meanwhile', () => {
    const carousel = (overlay?: React.ReactNode) => renderToString(
      <Carousel id="g" label="G" labels={carouselLabels('en')} slidesToShow={1} overlay={overlay}>{[<p key="1">1</p>, <p key="2">2</p>]}</Carousel>,
    );
    const covered = carousel(<div className="gallery__interstitial">ad</div>);
    expect(covered).toMatch(/<div class="gallery__interstitial">ad<\/div><\/div>$/);
    expect(covered).toMatch(/class="carousel__viewport" inert=""/);
    expect(carousel()).not.toContain('inert=""');
  });
});
