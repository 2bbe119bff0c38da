import { readdir, readFile, utimes, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskCache } from './cache.ts';
import { tempDir } from './test-helpers.ts';

const removals: Array<() => Promise<void>> = [];
const newDir = async () => {
  const { dir, remove } = await tempDir('resizer-lru-');
  removals.push(remove);
  return dir;
};
afterAll(async () => {
  for (const remove of removals) await remove();
});

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);
const files = async (dir: string) => (await readdir(dir, { recursive: true })).filter((f) => f.includes('.')).sort();

describe('DiskCache bound (least recently used files go first)', () => {
  it('keeps the total under the bound by deleting the least recently used file', async () => {
    const dir = await newDir();
    const cache = new DiskCache(dir, 250);
    await cache.get('A/a.jpeg', async () => bytes(100, 1));
    await cache.get('B/b.jpeg', async () => bytes(100, 2));
    // Reading a makes b the least recently used.
    expect((await cache.get('A/a.jpeg', async () => bytes(100, 9))).outcome).toBe('HIT');
    await cache.get('C/c.jpeg', async () => bytes(100, 3));
    expect(await files(dir)).toEqual(['A/a.jpeg', 'C/c.jpeg']);
    expect(await cache.size()).toBe(200);
    const again = await cache.get('B/b.jpeg', async () => bytes(100, 2));
    expect(again.outcome).toBe('MISS');
    expect(await files(dir)).toEqual(['B/b.jpeg', 'C/c.jpeg']);
  });

  it('serves but does not keep a result larger than the whole bound', async () => {
    const dir = await newDir();
    const cache = new DiskCache(dir, 250);
    await cache.get('A/a.jpeg', async () => bytes(100, 1));
    const big = await cache.get('Z/z.jpeg', async () => bytes(300, 7));
    expect(big.body.length).toBe(300);
    expect(await files(dir)).toEqual(['A/a.jpeg']);
    expect(await cache.size()).toBe(100);
  });

  it('after a restart counts the files already there and evicts the oldest first', async () => {
    const dir = await newDir();
    for (const [name, age] of [['old', 300], ['mid', 200], ['new', 100]] as const) {
      await mkdir(path.join(dir, name.toUpperCase()), { recursive: true });
      const file = path.join(dir, name.toUpperCase(), `${name}.jpeg`);
      await writeFile(file, bytes(100, 1));
      const when = new Date(Date.now() - age * 1000);
      await utimes(file, when, when);
    }
    await writeFile(path.join(dir, 'NEW', 'left-by-a-crash.jpeg.123.tmp'), bytes(50, 0));
    const cache = new DiskCache(dir, 250);
    expect(await cache.size()).toBe(200);
    expect(await files(dir)).toEqual(['MID/mid.jpeg', 'NEW/new.jpeg']);
    await cache.get('X/x.jpeg', async () => bytes(100, 5));
    expect(await files(dir)).toEqual(['NEW/new.jpeg', 'X/x.jpeg']);
    expect((await readFile(path.join(dir, 'X/x.jpeg'))).equals(bytes(100, 5))).toBe(true);
  });
});
