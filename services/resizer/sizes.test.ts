import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResizer, signImageId } from './index.ts';
import { cropHeight, isAllowedSize, RESIZER_CROP_RATIOS, RESIZER_WIDTHS } from './protocol.ts';
import { decode, serve, tempDir, writeImage } from './test-helpers.ts';

const SECRET = 'test-secret-for-resizer-sizes-0123456789';
const PHOTO = '01ARZ3NDEKTSV4RRFFQ69G5FAV'; // 1600x900 jpg
const LOGO = '01CA7D4JZ8Q9V3M2N1P0R5S6T7'; // 300x200 png

let base = '';
let cacheDir = '';
let originalsDir = '';
let uncachedBase = '';
let uncachedDir = '';
const cleanup: Array<() => Promise<void>> = [];

const url = (at: string, id: string, query: Record<string, string>) => `${at}/resizer/v2/${id}?${new URLSearchParams({ auth: signImageId(SECRET, id), ...query })}`;

beforeAll(async () => {
  const originals = await tempDir('resizer-sizes-originals-');
  const cache = await tempDir('resizer-sizes-cache-');
  const uncached = await tempDir('resizer-sizes-nocache-');
  originalsDir = originals.dir;
  cacheDir = cache.dir;
  uncachedDir = uncached.dir;
  await writeImage(path.join(originals.dir, `${PHOTO}.jpg`), { width: 1600, height: 900 });
  await writeImage(path.join(originals.dir, `${LOGO}.png`), { width: 300, height: 200 });
  // The blocks' allow-list: no sizes option.
  const server = await serve({
    '/resizer': createResizer({ originalsDir: originals.dir, cacheDir: cache.dir, secret: SECRET }),
  });
  const noDisk = await serve({ '/resizer': createResizer({ originalsDir: originals.dir, cacheDir: uncached.dir, cacheMaxBytes: 0, secret: SECRET }) });
  base = server.base;
  uncachedBase = noDisk.base;
  cleanup.push(server.close, noDisk.close, originals.remove, cache.remove, uncached.remove);
});

afterAll(async () => {
  for (const step of cleanup) await step();
});

describe('size allow-list (one token per image must not open every size up to 4000x4000)', () => {
  it('a crop is allowed only at a listed width with the height of a listed ratio, rounded as blocks round it', () => {
    expect(cropHeight(274, '4:3')).toBe(206);
    expect(cropHeight(800, '3:2')).toBe(533);
    expect(isAllowedSize(274, 206)).toBe(true);
    expect(isAllowedSize(274, 205)).toBe(false);
    expect(isAllowedSize(1200, 630)).toBe(true);
    expect(isAllowedSize(800, undefined)).toBe(true);
    expect(isAllowedSize(801, undefined)).toBe(false);
    expect(isAllowedSize(undefined, 300)).toBe(false);
    expect(isAllowedSize(undefined, undefined)).toBe(true);
  });

  it('serves listed widths alone and cropped at each listed ratio, at exactly that size', async () => {
    for (const [width, height] of [[105, undefined], [1200, 630], [274, 206], [100, 100], [1024, 683]] as const) {
      const query: Record<string, string> = { width: String(width), ...(height ? { height: String(height) } : {}) };
      const res = await fetch(url(base, PHOTO, query));
      expect(res.status, JSON.stringify(query)).toBe(200);
      const image = await decode(Buffer.from(await res.arrayBuffer()));
      expect(image.width).toBe(width);
      if (height) expect(image.height).toBe(height);
    }
  });

  it('answers 400 naming the served widths and ratios for any other size, and resizes and caches nothing for it', async () => {
    const refused: Array<Record<string, string>> = [{ width: '1234' }, { width: '1234', height: '777' }, { width: '800', height: '801' }, { width: '4000', height: '4000' }];
    for (const query of refused) {
      const res = await fetch(url(base, LOGO, query));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { error } = await res.json();
      expect(error).toMatch(/is not a size this resizer serves: width must be one of 100, 105, .*1600, alone or with the height of one of the ratios 16:9, 3:2/);
    }
    const heightOnly = await fetch(url(base, LOGO, { height: '300' }));
    expect(heightOnly.status).toBe(400);
    expect((await heightOnly.json()).error).toMatch(/height needs a width/);
    expect(await readdir(cacheDir)).not.toContain(LOGO);
  });

  it('the list is sorted, within the resizer maximum, and its ratios are W:H', () => {
    expect([...RESIZER_WIDTHS].sort((a, b) => a - b)).toEqual(RESIZER_WIDTHS);
    expect(RESIZER_WIDTHS.every((w) => Number.isInteger(w) && w >= 1 && w <= 4000)).toBe(true);
    for (const ratio of RESIZER_CROP_RATIOS) expect(ratio).toMatch(/^\d+:\d+$/);
  });
});

describe('originals at /resizer/v2/{id}.{ext} (plain source of images without a token)', () => {
  it('serves the stored bytes with their type and a day of caching', async () => {
    const res = await fetch(`${base}/resizer/v2/${PHOTO}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await res.arrayBuffer()).equals(await readFile(path.join(originalsDir, `${PHOTO}.jpg`)))).toBe(true);
  });

  it('answers 404 JSON for a missing original or the wrong extension', async () => {
    for (const name of [`${PHOTO}.png`, `01EZZZZZZZZZZZZZZZZZZZZZZZ.jpg`]) {
      const res = await fetch(`${base}/resizer/v2/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ error: 'image not found' });
    }
  });
});

describe('resized-image disk cache bound (RESIZER_CACHE_MAX_BYTES)', () => {
  it('with a bound of 0 serves every resize but keeps none on disk', async () => {
    for (const expected of ['MISS', 'MISS']) {
      const res = await fetch(url(uncachedBase, LOGO, { width: '300' }));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-resizer-cache')).toBe(expected);
    }
    expect(await readdir(uncachedDir)).toEqual([]);
  });
});
