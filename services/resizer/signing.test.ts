import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResizer, createSigningService, resizerSecret, signImageId, verifyImageSignature } from './index.ts';
import { serve, tempDir, writeImage } from './test-helpers.ts';

const SECRET = 'signing-test-secret-0123456789abcdef';
const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

describe('signImageId / verifyImageSignature (auth = HMAC-SHA256(secret, id) hex)', () => {
  it('signs as hex HMAC-SHA256 and verifies only the matching id and secret', () => {
    const hash = signImageId(SECRET, ID);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyImageSignature(SECRET, ID, hash)).toBe(true);
    expect(verifyImageSignature(SECRET, ID, hash.toUpperCase())).toBe(true);
    expect(verifyImageSignature(SECRET, '01BX5ZZKBKACTAV9WEVGEMMVRZ', hash)).toBe(false);
    expect(verifyImageSignature('other', ID, hash)).toBe(false);
    expect(verifyImageSignature(SECRET, ID, hash.slice(0, 63))).toBe(false);
    expect(verifyImageSignature(SECRET, ID, '')).toBe(false);
  });
});

describe('signing service (signing-service query {id} returns hash used as the resizer auth token)', () => {
  let base = '';
  const cleanup: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const originals = await tempDir('signing-originals-');
    const cache = await tempDir('signing-cache-');
    await writeImage(path.join(originals.dir, `${ID}.jpg`), { width: 400, height: 300 });
    const server = await serve({
      '/arc/signing-service': createSigningService(SECRET),
      '/resizer': createResizer({ originalsDir: originals.dir, cacheDir: cache.dir, secret: SECRET }),
    });
    base = server.base;
    cleanup.push(server.close, originals.remove, cache.remove);
  });
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it('GET /v2/sign/resizer/2/?value={id} returns { hash } that the resizer accepts', async () => {
    const res = await fetch(`${base}/arc/signing-service/v2/sign/resizer/2/?value=${ID}`);
    expect(res.status).toBe(200);
    const { hash } = await res.json();
    expect(hash).toBe(signImageId(SECRET, ID));
    const image = await fetch(`${base}/resizer/v2/${ID}?auth=${hash}&width=100`);
    expect(image.status).toBe(200);
  });

  it('also answers without the trailing slash', async () => {
    const res = await fetch(`${base}/arc/signing-service/v2/sign/resizer/2?value=${ID}`);
    expect(await res.json()).toEqual({ hash: signImageId(SECRET, ID) });
  });

  it('answers 400 JSON for a missing value or one that is not a 26-character id', async () => {
    const missing = await fetch(`${base}/arc/signing-service/v2/sign/resizer/2/`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/value is required/);
    const bad = await fetch(`${base}/arc/signing-service/v2/sign/resizer/2/?value=abc`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/"abc" is not an image id: expected 26 characters/);
  });

  it('answers 404 JSON for a resizer version other than 2', async () => {
    const res = await fetch(`${base}/arc/signing-service/v2/sign/resizer/1/?value=${ID}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/version "1" is not supported/);
  });
});

describe('resizerSecret (secrets only from the environment; dev fallback in gitignored data/)', () => {
  it('uses RESIZER_SECRET when set and writes nothing', async () => {
    const { dir, remove } = await tempDir('secret-');
    const fromEnv = 'from-env-'.padEnd(40, 'k');
    expect(resizerSecret({ RESIZER_SECRET: fromEnv }, { dataDir: dir })).toBe(fromEnv);
    expect(existsSync(path.join(dir, 'resizer-secret'))).toBe(false);
    await remove();
  });

  it('refuses a RESIZER_SECRET under 32 characters, saying how long it is and how to make one', async () => {
    const { dir, remove } = await tempDir('secret-');
    expect(() => resizerSecret({ RESIZER_SECRET: 'x'.repeat(31) }, { dataDir: dir })).toThrow(
      /RESIZER_SECRET is too short \(31 characters\): use at least 32 random characters, e\.g\. the output of `openssl rand -hex 32`/,
    );
    // Surrounding spaces do not count towards the length.
    expect(() => resizerSecret({ RESIZER_SECRET: `  ${'x'.repeat(30)}  ` }, { dataDir: dir })).toThrow(/too short \(30 characters\)/);
    expect(resizerSecret({ RESIZER_SECRET: 'x'.repeat(32) }, { dataDir: dir })).toBe('x'.repeat(32));
    expect(existsSync(path.join(dir, 'resizer-secret'))).toBe(false);
    await remove();
  });

  it('the resizer and the signing service refuse a short secret given in code too', () => {
    expect(() => createResizer({ originalsDir: '/nonexistent', cacheDir: '/nonexistent', secret: 'short' })).toThrow(/createResizer: the resizer secret is too short \(5 characters\)/);
    expect(() => createSigningService('')).toThrow(/createSigningService: the resizer secret is too short \(0 characters\)/);
  });

  it('refuses to run a multi-node production deployment (shared DATABASE_URL or REDIS_URL) without RESIZER_SECRET', () => {
    expect(() => resizerSecret({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' }, { dataDir: '/nonexistent' })).toThrow(/RESIZER_SECRET is not set/);
    expect(() => resizerSecret({ NODE_ENV: 'production', REDIS_URL: 'redis://x' }, { dataDir: '/nonexistent' })).toThrow(/RESIZER_SECRET is not set/);
  });

  it('the single-node embedded production default generates its secret like development', async () => {
    const { dir, remove } = await tempDir('secret-');
    expect(resizerSecret({ NODE_ENV: 'production' }, { dataDir: dir })).toMatch(/^[0-9a-f]{64}$/);
    await remove();
  });

  it('in development generates a random secret once into data/resizer-secret and reuses it', async () => {
    const { dir, remove } = await tempDir('secret-');
    const dataDir = path.join(dir, 'data');
    const first = resizerSecret({ NODE_ENV: 'development' }, { dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'resizer-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dataDir, 'resizer-secret')).mode & 0o777).toBe(0o600);
    expect(resizerSecret({}, { dataDir })).toBe(first);
    const other = await tempDir('secret-');
    expect(resizerSecret({}, { dataDir: other.dir })).not.toBe(first);
    await Promise.all([remove(), other.remove()]);
  });

  it('rejects an unusable secret file with a message saying what to do', async () => {
    const { dir, remove } = await tempDir('secret-');
    writeFileSync(path.join(dir, 'resizer-secret'), 'short\n');
    expect(() => resizerSecret({}, { dataDir: dir })).toThrow(/holds no usable resizer secret .* delete it/);
    await remove();
  });
});
