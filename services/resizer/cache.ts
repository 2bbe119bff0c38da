import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type CacheOutcome = 'HIT' | 'MISS' | 'COALESCED';

/**
 * Resized images on disk, one file per key, at most `maxBytes` in all: past that the least recently used files are
 * deleted. Recency lives in memory (a Map in use order); a hit also touches the file's mtime so that a restart,
 * which rebuilds the index from the folder, still evicts the files read longest ago first.
 *
 * In-flight coalescing: while a key is being produced, other requests for it wait for that work instead of
 * resizing again. The in-flight entry covers the disk lookup too and is only dropped after the file is in place,
 * so there is no window where two requests both miss.
 *
 * The bound is per process: processes sharing one folder each count what they wrote or read.
 */
export class DiskCache {
  private inFlight = new Map<string, Promise<Buffer>>();
  /** relative path -> bytes, least recently used first. */
  private entries = new Map<string, number>();
  private total = 0;
  private ready: Promise<void>;

  constructor(
    private dir: string,
    private maxBytes: number,
  ) {
    this.ready = this.index().catch((error) => console.warn(`resizer: could not index cache ${dir}: ${(error as Error).message}`));
  }

  /** Bytes the cache holds now (after the start-up index is read). */
  async size(): Promise<number> {
    await this.ready;
    return this.total;
  }

  async get(relativePath: string, produce: () => Promise<Buffer>): Promise<{ body: Buffer; outcome: CacheOutcome }> {
    const pending = this.inFlight.get(relativePath);
    if (pending) return { body: await pending, outcome: 'COALESCED' };
    let outcome: CacheOutcome = 'HIT';
    const work = (async () => {
      await this.ready;
      const file = path.join(this.dir, relativePath);
      const cached = await readIfExists(file);
      if (cached) {
        this.used(relativePath, cached.length);
        // Recency for the next start-up's index; losing it only makes eviction order coarser.
        const now = new Date();
        utimes(file, now, now).catch(() => {});
        return cached;
      }
      this.forget(relativePath);
      outcome = 'MISS';
      const body = await produce();
      if (body.length <= this.maxBytes && (await this.store(file, body))) {
        this.used(relativePath, body.length);
        await this.evict();
      }
      return body;
    })();
    this.inFlight.set(relativePath, work);
    try {
      return { body: await work, outcome };
    } finally {
      this.inFlight.delete(relativePath);
    }
  }

  private used(relativePath: string, bytes: number) {
    this.forget(relativePath);
    this.entries.set(relativePath, bytes);
    this.total += bytes;
  }

  private forget(relativePath: string) {
    const bytes = this.entries.get(relativePath);
    if (bytes === undefined) return;
    this.entries.delete(relativePath);
    this.total -= bytes;
  }

  /** Deletes least recently used files until the total fits. Bookkeeping first, so concurrent calls never double-count. */
  private async evict() {
    const doomed: string[] = [];
    for (const [relativePath] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.forget(relativePath);
      doomed.push(relativePath);
    }
    await Promise.all(doomed.map((p) => rm(path.join(this.dir, p), { force: true }).catch(() => {})));
  }

  /** Written aside then renamed, so a reader never sees half a file. A failed write still serves the image. */
  private async store(file: string, body: Buffer): Promise<boolean> {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, body);
      await rename(temp, file);
      return true;
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      console.warn(`resizer: could not write cache file ${file}: ${(error as Error).message}`);
      return false;
    }
  }

  /** What an earlier run left in the folder ({id}/{key}.{ext}), oldest first; then trimmed to the bound. */
  private async index() {
    const found: Array<{ relativePath: string; bytes: number; mtimeMs: number }> = [];
    for (const folder of await readdirIfExists(this.dir)) {
      for (const name of await readdirIfExists(path.join(this.dir, folder))) {
        const relativePath = `${folder}/${name}`;
        const file = path.join(this.dir, relativePath);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) continue;
        // A temp file is a write cut short by a crash: never renamed into place, so never served.
        if (name.endsWith('.tmp')) await rm(file, { force: true }).catch(() => {});
        else found.push({ relativePath, bytes: info.size, mtimeMs: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    // Requests wait for this index (get awaits ready), so nothing else has touched the entries yet.
    for (const f of found) this.used(f.relativePath, f.bytes);
    await this.evict();
  }
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readdirIfExists(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
