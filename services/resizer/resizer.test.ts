import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createResizer, signImageId } from './index.ts';
import { decode, isRed, RED, serve, tempDir, writeImage } from './test-helpers.ts';

const SECRET = 'test-secret-for-resizer-tests-only-0123456789';
const PHOTO = '01ARZ3NDEKTSV4RRFFQ69G5FAV'; // 1600x900 jpg, red spot centred at (1300, 450)
const EDGE = '01BX5ZZKBKACTAV9WEVGEMMVRZ'; // 1600x900 jpg, red spot at the top-right corner (1560, 40)
const LOGO = '01CA7D4JZ8Q9V3M2N1P0R5S6T7'; // 300x200 png
const TURNED = '01FA7D4JZ8Q9V3M2N1P0R5S6T7'; // PHOTO stored on its side with EXIF orientation 6
const BROKEN = '01DZZZZZZZZZZZZZZZZZZZZZZZ'; // a .jpg that is not an image
const MISSING = '01EZZZZZZZZZZZZZZZZZZZZZZZ';

// The crop and caching tests below need portrait and odd sizes no block asks for: this resizer serves a test list.
// The blocks' own list (the default) is tested under "size allow-list".
const TEST_SIZES = { widths: [100, 120, 150, 160, 200, 274, 320, 800, 1200, 1440], ratios: ['16:9', '4:3', '3:2', '1:1', '1:2'] };

let base = '';
let cacheDir = '';
let originalsDir = '';
let cleanup: Array<() => Promise<void>> = [];

const url = (id: string, query: Record<string, string> = {}, auth: string | null = signImageId(SECRET, id)) => {
  const params = new URLSearchParams(auth === null ? query : { auth, ...query });
  return `${base}/resizer/v2/${id}?${params}`;
};
const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  const originals = await tempDir('resizer-originals-');
  const cache = await tempDir('resizer-cache-');
  cacheDir = cache.dir;
  await writeImage(path.join(originals.dir, `${PHOTO}.jpg`), { width: 1600, height: 900, spot: { cx: 1300, cy: 450, size: 80, colour: RED } });
  await writeImage(path.join(originals.dir, `${EDGE}.jpg`), { width: 1600, height: 900, spot: { cx: 1560, cy: 40, size: 80, colour: RED } });
  await writeImage(path.join(originals.dir, `${LOGO}.png`), { width: 300, height: 200 });
  await writeFile(path.join(originals.dir, `${BROKEN}.jpg`), 'not an image');
  const upright = await sharp(path.join(originals.dir, `${PHOTO}.jpg`)).toBuffer();
  await writeFile(path.join(originals.dir, `${TURNED}.jpg`), await sharp(upright).rotate(-90).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer());
  const server = await serve({ '/resizer': createResizer({ originalsDir: originals.dir, cacheDir: cache.dir, secret: SECRET, sizes: TEST_SIZES }) });
  base = server.base;
  originalsDir = originals.dir;
  cleanup = [server.close, originals.remove, cache.remove];
});

afterAll(async () => {
  for (const step of cleanup) await step();
});

describe('resizer auth (resized images carry auth={hash} from the signing service)', () => {
  it('answers 403 JSON when auth is missing', async () => {
    const res = await fetch(url(PHOTO, { width: '100' }, null));
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).error).toMatch(/auth is missing/);
  });

  it('answers 403 JSON for a wrong, malformed or other-image auth', async () => {
    for (const auth of ['0'.repeat(64), 'nope', signImageId(SECRET, LOGO), signImageId('other-secret', PHOTO)]) {
      const res = await fetch(url(PHOTO, { width: '100' }, auth));
      expect(res.status, auth).toBe(403);
      expect((await res.json()).error).toMatch(new RegExp(`auth does not match image ${PHOTO}`));
    }
  });
});

describe('resizer input (26-character image id; width/height 1..4000)', () => {
  it('answers 400 naming the id for anything but a 26-character A-Z/0-9 id', async () => {
    for (const id of ['abc', PHOTO.toLowerCase(), `${PHOTO}X`, `${PHOTO.slice(0, 25)}-`]) {
      const res = await fetch(`${base}/resizer/v2/${id}?auth=x&width=100`);
      expect(res.status, id).toBe(400);
      expect((await res.json()).error).toMatch(/image id .* is not valid: expected 26 characters/);
    }
  });

  it('answers 400 naming the parameter for a bad width, height, focal or smart', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ width: '0' }, /parameter width must be an integer from 1 to 4000, got "0"/],
      [{ width: '4001' }, /parameter width .* got "4001"/],
      [{ width: 'abc' }, /parameter width/],
      [{ width: '-5' }, /parameter width/],
      [{ width: '100', height: '1.5' }, /parameter height .* got "1.5"/],
      [{ width: '100', height: '100', focal: '10' }, /parameter focal must be "x,y"/],
      [{ width: '100', height: '100', smart: 'yes' }, /parameter smart must be "true" or "false"/],
    ];
    for (const [query, message] of cases) {
      const res = await fetch(url(PHOTO, query));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    const repeated = await fetch(`${url(PHOTO, { width: '100' })}&width=200`);
    expect(repeated.status).toBe(400);
    expect((await repeated.json()).error).toMatch(/parameter width must be given once/);
  });

  it('answers 404 JSON for a well-formed, signed id without an original', async () => {
    const res = await fetch(url(MISSING, { width: '100' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: `image ${MISSING} not found` });
  });

  it('answers a JSON error without a stack when the original cannot be decoded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await fetch(url(BROKEN, { width: '100' }));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^resizer: could not resize image/));
    logged.mockRestore();
    expect(res.status).toBe(500);
    const json = await res.json();
    expect(json.error).toMatch(new RegExp(`could not resize image ${BROKEN}`));
    expect(JSON.stringify(json)).not.toMatch(/\n\s+at /);
  });
});

describe('resizing (sizes: width alone keeps the ratio, width+height crops)', () => {
  it('keeps the aspect ratio for width only: 1600x900 at width 800 is 800x450', async () => {
    const res = await fetch(url(PHOTO, { width: '800' }));
    expect(res.status).toBe(200);
    const image = await decode(await body(res));
    expect([image.width, image.height]).toEqual([800, 450]);
  });

  it('crops to the exact spec sizes 274x206, 274x154, 800x533 and 1440x810', async () => {
    for (const [w, h] of [[274, 206], [274, 154], [800, 533], [1440, 810]]) {
      const res = await fetch(url(PHOTO, { width: String(w), height: String(h) }));
      const image = await decode(await body(res));
      expect([image.width, image.height]).toEqual([w, h]);
    }
  });

  it('centres the crop on the focal point: the spot is in the middle of the output, not cut off', async () => {
    const focal = await decode(await body(await fetch(url(PHOTO, { width: '200', height: '400', focal: '1300,450' }))));
    expect([focal.width, focal.height]).toEqual([200, 400]);
    expect(isRed(focal.pixel(100, 200))).toBe(true);
    // The same crop from the centre (x 575..1025 of the original) does not reach the spot at x 1260..1340.
    const centre = await decode(await body(await fetch(url(PHOTO, { width: '200', height: '400' }))));
    expect(centre.count(isRed)).toBe(0);
  });

  it('keeps a focal point near the edge inside the output while the crop stays in bounds', async () => {
    const image = await decode(await body(await fetch(url(EDGE, { width: '200', height: '400', focal: '1560,40' }))));
    // Region 450x900 pushed against the right edge: x 1150..1600, so the spot lands at x (1560-1150)*200/450.
    expect(isRed(image.pixel((410 * 200) / 450, (40 * 400) / 900))).toBe(true);
    expect(image.count(isRed)).toBeGreaterThan(100);
  });

  it('reads focal points and sizes in the orientation editors saw (EXIF orientation applied first)', async () => {
    const image = await decode(await body(await fetch(url(TURNED, { width: '200', height: '400', focal: '1300,450' }))));
    expect([image.width, image.height]).toEqual([200, 400]);
    expect(isRed(image.pixel(100, 200))).toBe(true);
    const plain = await decode(await body(await fetch(url(TURNED, { width: '160' }))));
    expect([plain.width, plain.height]).toEqual([160, 90]);
  });

  it('smart=true crops with sharp attention to the requested size', async () => {
    const res = await fetch(url(PHOTO, { width: '200', height: '400', smart: 'true' }));
    const image = await decode(await body(res));
    expect([image.width, image.height]).toEqual([200, 400]);
    expect(image.count(isRed)).toBeGreaterThan(0); // attention finds the only salient thing in the picture
  });

  it('keeps the original format: png stays png, jpg stays jpeg', async () => {
    const png = await fetch(url(LOGO, { width: '150' }));
    expect(png.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(await body(png)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 150, 100]);
    const jpg = await fetch(url(PHOTO, { width: '100' }));
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(await body(jpg)).metadata()).format).toBe('jpeg');
  });
});

describe('resizer caching', () => {
  it('sends immutable Cache-Control, an ETag and the Content-Type, and 304 for a matching If-None-Match', async () => {
    const res = await fetch(url(PHOTO, { width: '320', height: '180' }));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url(PHOTO, { width: '320', height: '180' }), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const other = await fetch(url(PHOTO, { width: '320', height: '320' }));
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('serves the second request from the disk cache', async () => {
    const first = await fetch(url(LOGO, { width: '120' }));
    expect(first.headers.get('x-resizer-cache')).toBe('MISS');
    // The cache file is named by the same key as the ETag.
    const file = `${first.headers.get('etag')!.replaceAll('"', '')}.png`;
    expect(await readdir(path.join(cacheDir, LOGO))).toContain(file);
    // Replace the cached bytes: if the second answer has them, it came from disk, not from a new resize.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: RED } }).png().toBuffer();
    await writeFile(path.join(cacheDir, LOGO, file), marker);
    const second = await fetch(url(LOGO, { width: '120' }));
    expect(second.headers.get('x-resizer-cache')).toBe('HIT');
    expect((await body(second)).equals(marker)).toBe(true);
  });

  it('resizes once for identical concurrent requests (in-flight coalescing)', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => fetch(url(PHOTO, { width: '1200', height: '800', smart: 'true' }))));
    const outcomes = responses.map((r) => r.headers.get('x-resizer-cache'));
    expect(outcomes.filter((o) => o === 'MISS')).toHaveLength(1);
    const bodies = await Promise.all(responses.map(body));
    for (const b of bodies) expect(b.equals(bodies[0]!)).toBe(true);
    expect(await readdir(path.join(cacheDir, PHOTO))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });
});
