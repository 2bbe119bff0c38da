import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  heightForWidth,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imageIdFromUrl,
  isImageId,
  parseRatio,
  resizedImage,
  resizerUrl,
  slotWidths,
  SOCIAL_IMAGE_SIZE,
  srcSet,
  usefulWidths,
  widthForHeight,
} from './images.ts';

const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const BASE = 'https://www.example.com/resizer/v2';

afterEach(() => vi.restoreAllMocks());

describe('constants', () => {
  it('exports the image widths, the spec sizes and the social size', () => {
    expect(IMAGE_WIDTHS).toEqual({ desktop: 1440, laptop: 1024, mobile: 800, default: 768 });
    expect(Object.keys(IMAGE_SIZES)).toEqual(['274x154', '274x206', '400x300', '800x533', '800x600', '1024x576', '1440x810']);
    for (const [name, { width, height }] of Object.entries(IMAGE_SIZES)) expect(`${width}x${height}`).toBe(name);
    expect(SOCIAL_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });
});

describe('resizerUrl ({resizer}/{id}?auth={hash}&width={w} plus &height={h}&focal={x}%2C{y})', () => {
  it('builds the width-only URL', () => {
    expect(resizerUrl({ resizerBase: BASE, id: ID, auth: 'abc', width: 800 })).toBe(`${BASE}/${ID}?auth=abc&width=800`);
  });

  it('adds height and the focal point with the comma encoded as %2C', () => {
    expect(resizerUrl({ resizerBase: `${BASE}/`, id: ID, auth: 'abc', width: 800, height: 450, focal: { x: 120.4, y: 80.6 } })).toBe(
      `${BASE}/${ID}?auth=abc&width=800&height=450&focal=120%2C81`,
    );
  });

  it('adds smart=true for fallback images', () => {
    expect(resizerUrl({ resizerBase: BASE, id: ID, auth: 'abc', width: 1200, smart: true })).toBe(`${BASE}/${ID}?auth=abc&width=1200&smart=true`);
  });

  it('sends a focal point only with a height (no crop, nothing to centre)', () => {
    expect(resizerUrl({ resizerBase: BASE, id: ID, auth: 'abc', width: 800, focal: { x: 1, y: 2 } })).not.toContain('focal');
  });

  it('refuses sizes the resizer would answer 400 to', () => {
    expect(() => resizerUrl({ resizerBase: BASE, id: ID, auth: 'a', width: 0 })).toThrow(/width must be an integer from 1 to 4000/);
    expect(() => resizerUrl({ resizerBase: BASE, id: ID, auth: 'a', width: 100, height: 4001 })).toThrow(/height/);
  });
});

describe('imageIdFromUrl (only a 26-character image id is taken from resizer-style URLs)', () => {
  it('takes the 26-character id from resizer and original-image URLs', () => {
    expect(imageIdFromUrl(`${BASE}/${ID}.jpg?auth=abc&width=800`)).toBe(ID);
    expect(imageIdFromUrl(`/resizer/v2/${ID}?auth=abc`)).toBe(ID);
    expect(imageIdFromUrl(`https://cloudfront-ap-southeast-2.images.arcpublishing.com/tmp/${ID}.png`)).toBe(ID);
    expect(imageIdFromUrl(ID)).toBe(ID);
  });

  it('takes nothing when the last segment is not exactly 26 characters A-Z or 0-9', () => {
    expect(imageIdFromUrl(`${BASE}/${ID}X.jpg`)).toBeNull();
    expect(imageIdFromUrl(`${BASE}/${ID.slice(1)}.jpg`)).toBeNull();
    expect(imageIdFromUrl(`${BASE}/${ID.toLowerCase()}.jpg`)).toBeNull();
    expect(imageIdFromUrl(`https://example.com/${ID}/photo.jpg`)).toBeNull();
    expect(imageIdFromUrl('')).toBeNull();
    expect(imageIdFromUrl(undefined)).toBeNull();
    expect(isImageId(ID)).toBe(true);
    expect(isImageId(42)).toBe(false);
  });
});

describe('srcSet (a variant for each positive integer width listed, with a w descriptor)', () => {
  it('joins one candidate per width with its w descriptor', () => {
    expect(srcSet([274, 548], (w) => `/img?w=${w}`)).toBe('/img?w=274 274w, /img?w=548 548w');
  });

  it('skips widths that are not positive integers and repeats', () => {
    expect(srcSet([0, -1, 1.5, Number.NaN, '400', 400, 400, 800], (w) => `u${w}`)).toBe('u400 400w, u800 800w');
    expect(srcSet([], (w) => `u${w}`)).toBe('');
  });
});

describe('ratio helpers (height rounded to the nearest pixel)', () => {
  it('gives the spec sizes from their widths and ratios', () => {
    expect(heightForWidth(274, '16:9')).toBe(154);
    expect(heightForWidth(274, '4:3')).toBe(206);
    expect(heightForWidth(400, '4:3')).toBe(300);
    expect(heightForWidth(800, '3:2')).toBe(533);
    expect(heightForWidth(1024, '16:9')).toBe(576);
    expect(heightForWidth(1440, '16:9')).toBe(810);
    expect(heightForWidth(1200, 1200 / 630)).toBe(630);
    expect(widthForHeight(450, '16:9')).toBe(800);
  });

  it('parses W:H and numbers, and names a bad ratio', () => {
    expect(parseRatio('9:16')).toBeCloseTo(0.5625);
    expect(parseRatio(1.5)).toBe(1.5);
    expect(() => parseRatio('--')).toThrow(/image ratio "--" is not valid/);
    expect(() => parseRatio(0)).toThrow(/not valid/);
  });
});

describe('resizedImage', () => {
  const image = { _id: ID, url: `https://cdn.example.com/${ID}.jpg`, auth: { '2': 'hash2' }, focal_point: { x: 300, y: 200 }, width: 1600, height: 900 };

  it('builds src and srcset with height and %2C focal for a ratio', () => {
    const result = resizedImage(image, { widths: [274, 548], ratio: '3:2', resizerBase: BASE });
    expect(result).toEqual({
      src: `${BASE}/${ID}?auth=hash2&width=548&height=365&focal=300%2C200`,
      srcSet: `${BASE}/${ID}?auth=hash2&width=274&height=183&focal=300%2C200 274w, ${BASE}/${ID}?auth=hash2&width=548&height=365&focal=300%2C200 548w`,
      width: 548,
      height: 365,
    });
  });

  it('keeps the aspect ratio without a ratio and reports the scaled height', () => {
    const result = resizedImage(image, { widths: [400, 800], width: 400, resizerBase: BASE });
    expect(result.src).toBe(`${BASE}/${ID}?auth=hash2&width=400`);
    expect(result.srcSet).toBe(`${BASE}/${ID}?auth=hash2&width=400 400w, ${BASE}/${ID}?auth=hash2&width=800 800w`);
    expect([result.width, result.height]).toEqual([400, 225]);
  });

  it('adds smart=true for fallback images and uses the auth of the requested resizer version', () => {
    const fallback = { url: `https://cdn.example.com/${ID}.jpg`, auth: { '1': 'old', '2': 'new' } };
    const result = resizedImage(fallback, { widths: [1200], ratio: SOCIAL_IMAGE_SIZE.width / SOCIAL_IMAGE_SIZE.height, resizerBase: BASE, smart: true });
    expect(result.src).toBe(`${BASE}/${ID}?auth=new&width=1200&height=630&smart=true`);
    expect(resizedImage(fallback, { widths: [100], resizerBase: BASE, authVersion: 1 }).src).toContain('auth=old');
  });

  it("without an auth token logs 'No auth token provided for resizer' and returns the plain source image", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noAuth = { ...image, auth: {} };
    expect(resizedImage(noAuth, { widths: [274], ratio: '16:9', resizerBase: BASE })).toEqual({ src: image.url, srcSet: '', width: 1600, height: 900 });
    expect(warn).toHaveBeenCalledWith('No auth token provided for resizer');
    expect(resizedImage({ ...image, auth: { '1': 'v1-only' } }, { widths: [274], resizerBase: BASE }).src).toBe(image.url);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("an image's URLs for a slot are built once and shared (frozen); another slot, another resizer or another image object gets its own", () => {
    const slot = { widths: [274, 548], ratio: '3:2', sizes: '274px', resizerBase: BASE };
    const first = resizedImage(image, slot);
    expect(resizedImage(image, { ...slot })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(resizedImage(image, { ...slot, ratio: '16:9' }).height).toBe(308);
    expect(resizedImage(image, { ...slot, resizerBase: 'https://img.example' }).src).toMatch(/^https:\/\/img\.example\//);
    const copy = { ...image, auth: { '2': 'rotated' } };
    expect(resizedImage(copy, slot).src).toContain('auth=rotated');
    expect(resizedImage(image, slot)).toBe(first);
  });

  it('an image without a token is logged every time it is drawn, not once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noAuth = { ...image, auth: {} };
    resizedImage(noAuth, { widths: [274], resizerBase: BASE });
    resizedImage(noAuth, { widths: [274], resizerBase: BASE });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('returns the plain image when no 26-character id can be found', () => {
    const external = { url: 'https://other.example.com/photo.jpg', auth: { '2': 'hash' }, width: 10, height: 10 };
    expect(resizedImage(external, { widths: [274], resizerBase: BASE })).toEqual({ src: external.url, srcSet: '', width: 10, height: 10 });
  });
});

describe('slotWidths (the narrowest and widest CSS width a sizes attribute gives, 320 to 1920 px viewports)', () => {
  it('reads a fixed width as both', () => {
    expect(slotWidths('274px')).toEqual({ min: 274, max: 274 });
  });
  it('bounds each vw entry by the viewports it applies to: up to the next breakpoint, from the smallest phone', () => {
    // 100vw applies below 768 (widest 767), 250px from 768.
    expect(slotWidths('(min-width: 768px) 250px, 100vw')).toEqual({ min: 250, max: 767 });
    // 33vw at 320 is the narrowest; 25vw of a 1920 viewport the widest.
    expect(slotWidths('(min-width: 1024px) 25vw, 33vw')).toEqual({ min: 106, max: 480 });
  });
  it('gives undefined for what it cannot read (calc, max-width), so no width is dropped', () => {
    expect(slotWidths('calc(100vw - 2rem)')).toBeUndefined();
    expect(slotWidths('(max-width: 600px) 100vw, 600px')).toBeUndefined();
  });
});

describe('usefulWidths (a srcset lists only widths that make a real choice for its slot)', () => {
  it('stops at the first width covering the widest slot at 2x', () => {
    // Widest 253 CSS px (33vw below 768) -> 506 device px: 600 covers it, 800 and 1200 are never picked.
    expect(usefulWidths([200, 400, 600, 800, 1200], '(min-width: 768px) 200px, 33vw')).toEqual([200, 400, 600]);
    expect(usefulWidths([274, 548, 1096], '274px')).toEqual([274, 548]);
  });
  it('lets slots at most 160 px wide go to 3x, for dense phone screens', () => {
    expect(usefulWidths([137, 274, 548], '137px')).toEqual([137, 274, 548]);
    expect(usefulWidths([100, 200, 300, 400, 600], '100px')).toEqual([100, 200, 300]);
  });
  it('drops widths below the smallest that fills the slot at its narrowest', () => {
    expect(usefulWidths([100, 137, 274, 548], '(min-width: 768px) 274px, 50vw')).toEqual([274, 548]);
  });
  it('keeps a phone at 390 px and DPR 3 sharp in a full-width slot: a width of at least 1170 stays', () => {
    const widths = usefulWidths([400, 600, 800, 1200], '(min-width: 768px) 25vw, 100vw');
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(390 * 3);
  });
  it('keeps the largest width when none covers the slot, and every width when sizes is unreadable or absent', () => {
    expect(usefulWidths([250, 500], '(min-width: 768px) 250px, 100vw')).toEqual([250, 500]);
    expect(usefulWidths([800, 400], 'calc(100vw - 2rem)')).toEqual([800, 400]);
    expect(usefulWidths([800, 400], undefined)).toEqual([800, 400]);
  });
});

describe('resizedImage with a slot', () => {
  const image = { _id: ID, auth: { 2: 'hash2' }, width: 1200, height: 800 };
  it('lists only the useful widths in its srcset', () => {
    const result = resizedImage(image, { widths: [274, 548, 1096], width: 274, ratio: '3:2', sizes: '274px', resizerBase: BASE });
    expect(result.srcSet.match(/\d+w/g)).toEqual(['274w', '548w']);
    expect(result.src).toContain('width=274&');
  });
  it('has no srcset when one width fits all, and that width is its src', () => {
    // The slot is at least 320 CSS px wide, so 274 is never picked and 548 is the only choice left.
    const result = resizedImage(image, { widths: [274, 548], width: 274, ratio: '3:2', sizes: '(min-width: 768px) 320px, 100vw', resizerBase: BASE });
    expect(result.srcSet).toBe('');
    expect(result.src).toBe(`${BASE}/${ID}?auth=hash2&width=548&height=365`);
    expect(result.width).toBe(548);
    const alone = resizedImage(image, { widths: [105], width: 105, ratio: '3:2', resizerBase: BASE });
    expect(alone).toEqual({ src: `${BASE}/${ID}?auth=hash2&width=105&height=70`, srcSet: '', width: 105, height: 70 });
  });
});
