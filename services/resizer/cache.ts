import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type CacheOutcome = 'HIT' | 'MISS' | 'COALESCED';

/**
 * Resized images on disk, one file per key, with in-flight coalescing: while a key is being produced, other
 * requests for it wait for that work instead of resizing again. The in-flight entry covers the disk lookup
 * too and is only dropped after the file is in place, so there is no window where two requests both miss.
 */
export class DiskCache {
  private inFlight = new Map<string, Promise<Buffer>>();

  constructor(private dir: string) {}

  async get(relativePath: string, produce: () => Promise<Buffer>): Promise<{ body: Buffer; outcome: CacheOutcome }> {
    const pending = this.inFlight.get(relativePath);
    if (pending) return { body: await pending, outcome: 'COALESCED' };
    let outcome: CacheOutcome = 'HIT';
    const work = (async () => {
      const file = path.join(this.dir, relativePath);
      const cached = await readIfExists(file);
      if (cached) return cached;
      outcome = 'MISS';
      const body = await produce();
      await this.store(file, body);
      return body;
    })();
    this.inFlight.set(relativePath, work);
    try {
      return { body: await work, outcome };
    } finally {
      this.inFlight.delete(relativePath);
    }
  }

  /** Written aside then renamed, so a reader never sees half a file. A failed write still serves the image. */
  private async store(file: string, body: Buffer) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      console.warn(`resizer: could not write cache file ${file}: ${(error as Error).message}`);
    }
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
