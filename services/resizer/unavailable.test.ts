// The originals' database away (several nodes on DATABASE_URL): an image not yet on this node's disk is a 503 the
// client retries, never a 500 that reads as a broken image.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createResizer, signImageId } from './index.ts';
import type { OriginalStore } from './originals.ts';
import { serve, tempDir } from './test-helpers.ts';

const SECRET = 'test-secret-for-resizer-tests-only-0123456789';
const PHOTO = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const away: OriginalStore = { find: async () => Promise.reject(refused()), has: async () => Promise.reject(refused()), put: async () => Promise.reject(refused()), close: async () => {} };

let base = '';
const cleanup: Array<() => Promise<void>> = [];
beforeAll(async () => {
  const cache = await tempDir('resizer-cache-');
  const server = await serve({ '/resizer': createResizer({ originals: away, cacheDir: cache.dir, secret: SECRET, sizes: { widths: [320], ratios: ['16:9'] } }) });
  base = server.base;
  cleanup.push(server.close, cache.remove);
});
afterAll(async () => {
  for (const step of cleanup) await step();
});

it('with the originals database unreachable, a resized image and an original answer 503 with Retry-After and no-store', async () => {
  for (const path of [`/resizer/v2/${PHOTO}?auth=${signImageId(SECRET, PHOTO)}&width=320`, `/resizer/v2/${PHOTO}.jpg`]) {
    const res = await fetch(`${base}${path}`);
    expect(res.status, path).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).error).toMatch(/briefly unavailable/);
  }
});
