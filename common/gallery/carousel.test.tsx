import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Carousel } from './carousel.tsx';
import { GalleryFigure, galleryFigures } from './gallery-figure.tsx';
import { carouselLabels, CAROUSEL_LABELS } from './labels.ts';
import { creditOf, DEFAULT_RESIZER_BASE, gallerySlides, resizerBaseOf } from './images.ts';

const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const image = (i: number, over: Record<string, unknown> = {}) => ({
  _id: `${ID.slice(0, 25)}${i}`, type: 'image', url: `/resizer/v2/${ID.slice(0, 25)}${i}.jpg`, width: 1440, height: 960,
  auth: { 2: `hash${i}` }, alt_text: `Photo ${i}`, caption: `Caption ${i}`, credits: { by: [{ name: `Kaiwhakaahua ${i}` }] }, ...over,
});
const gallery = { content_elements: [image(1), image(2), image(3)] };

const render = (lang: 'en' | 'mi', over: Partial<Parameters<typeof Carousel>[0]> = {}) => {
  const slides = gallerySlides(gallery, DEFAULT_RESIZER_BASE);
  return renderToString(
    <Carousel id="g1" label="Matariki at Ōtaki" labels={carouselLabels(lang)} slidesToShow={1} enableAutoplay enableFullScreen {...over}>
      {galleryFigures(slides)}
    </Carousel>,
  );
};

describe('carousel component (spec "Carousel", section 9)', () => {
  it('labels: exact English control texts', () => {
    const html = render('en');
    for (const text of ['Start automatic slide show', 'Start Autoplay', 'Go to slide 1', 'Go to slide 3', 'Next Slide', 'Previous Slide', 'Full Screen']) {
      expect(html).toContain(text);
    }
    expect(CAROUSEL_LABELS.en).toMatchObject({
      stopAutoplayDescription: 'Stop automatic slide show', stopAutoplay: 'Stop Autoplay', minimizeScreen: 'Minimize Screen',
    });
  });

  it("counter: '{current} of {total}', starting at the slides shown", () => {
    expect(render('en')).toContain('>1 of 3<');
    expect(render('en', { slidesToShow: 2 })).toContain('>2 of 3<');
  });

  it('Māori labels in te reo', () => {
    const html = render('mi');
    expect(html).toContain('Whārangi e Whai Ake');
    expect(html).toContain('>1 o 3<');
    expect(html).not.toContain('Next Slide');
  });

  it('before hydration the controls are hidden (a scrollable strip works without JS)', () => {
    const html = render('en');
    expect(html).toMatch(/class="carousel__bar" hidden=""/);
    expect(html).toMatch(/aria-label="Next Slide"[^>]*hidden=""/);
    expect(html).not.toContain('translateX');
    // The strip scrolls in its viewport until then: a keyboard reader can focus it to scroll.
    expect(html).toMatch(/class="carousel__viewport" tabindex="0"/);
  });

  it('previous is disabled at the first slide', () => {
    expect(render('en')).toMatch(/aria-label="Previous Slide" disabled=""/);
  });

  it('image loading defaults to lazy', () => {
    const [slide] = gallerySlides(gallery, DEFAULT_RESIZER_BASE);
    expect(renderToString(<GalleryFigure slide={slide} />)).toContain('loading="lazy"');
    const html = renderToString(<>{galleryFigures(gallerySlides(gallery, DEFAULT_RESIZER_BASE), { firstLoading: 'eager' })}</>);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('slides are labelled groups; autoplay and full screen appear only when enabled', () => {
    const html = render('en', { enableAutoplay: false, enableFullScreen: false });
    expect(html).toContain('aria-roledescription="slide"');
    expect(html).toContain('aria-label="2 of 3"');
    expect(html).not.toContain('Start Autoplay');
    expect(html).not.toContain('Full Screen');
  });

  it('no slides: renders nothing', () => {
    expect(renderToString(<Carousel id="x" label="x" labels={carouselLabels('en')}>{[]}</Carousel>)).toBe('');
  });

  it('image size: the image height is set through a style variable', () => {
    expect(render('en', { imageHeight: 450 })).toContain('--carousel-image-height:450px');
  });
});

describe('gallery slides (gallery widths 400/600/800/1600, 800 default)', () => {
  it('resized srcset at 400/600/800/1600 with src 800, keeping the aspect ratio', () => {
    const [slide] = gallerySlides(gallery, '/resizer/v2');
    expect(slide.image.src).toBe(`/resizer/v2/${ID.slice(0, 25)}1?auth=hash1&width=800`);
    expect(slide.image.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['400w', '600w', '800w', '1600w']);
    expect(slide.image).toMatchObject({ width: 800, height: 533 });
  });

  it('an image needs a url; other element types are skipped', () => {
    const slides = gallerySlides({ content_elements: [image(1, { url: '' }), { type: 'text', content: 'x' }, image(2)] }, DEFAULT_RESIZER_BASE);
    expect(slides.map((s) => s.alt)).toEqual(['Photo 2']);
    expect(gallerySlides(undefined, DEFAULT_RESIZER_BASE)).toEqual([]);
  });

  it("an image without resizer auth shows the plain source image and logs 'No auth token provided for resizer'", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [slide] = gallerySlides({ content_elements: [image(1, { auth: undefined })] }, DEFAULT_RESIZER_BASE);
    expect(slide.image.src).toBe(`/resizer/v2/${ID.slice(0, 25)}1.jpg`);
    expect(warn).toHaveBeenCalledWith('No auth token provided for resizer');
    warn.mockRestore();
  });

  it('credits: vanity credits when set, else credits.by names', () => {
    expect(creditOf({ credits: { by: [{ name: 'A' }, { name: 'B' }] } })).toBe('A, B');
    expect(creditOf({ credits: { by: [{ name: 'A' }] }, vanity_credits: { by: [{ name: 'Te Ao Mārama' }] } })).toBe('Te Ao Mārama');
    expect(creditOf({})).toBeUndefined();
  });

  it('resizer base: the site property resizerURL, else /resizer/v2', () => {
    expect(resizerBaseOf({})).toBe('/resizer/v2');
    expect(resizerBaseOf({ resizerURL: 'https://img.example/resizer/v2' })).toBe('https://img.example/resizer/v2');
  });
});
