import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number];

/** An original as the resizer reads it: a local file (sharp reads files; size and mtime key the resized cache). */
export type Original = { file: string; size: number; mtimeMs: number };

/**
 * Where image originals live. `find` always answers with a local file: a store backed by shared storage copies the
 * original to the node's disk first. Originals are immutable per id (as Arc image ids are), so a local copy is
 * never re-checked.
 */
export interface OriginalStore {
  find(id: string): Promise<Original | undefined>;
  has(id: string): Promise<boolean>;
  /** Stores (or replaces) the original of `id`. */
  put(id: string, ext: OriginalExtension, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** Originals as files `{dir}/{id}.{jpg,png,webp}`: enough for a single node. */
export function diskOriginals(dir: string): OriginalStore {
  return {
    find: (id) => findOnDisk(dir, id),
    has: async (id) => (await findOnDisk(dir, id)) !== undefined,
    put: async (id, ext, bytes) => {
      await writeOriginal(dir, id, ext, bytes);
    },
    close: async () => {},
  };
}

/** `{dir}/{id}.{jpg,png,webp}`, first found; undefined when there is none. */
export async function findOnDisk(dir: string, id: string): Promise<Original | undefined> {
  for (const ext of ORIGINAL_EXTENSIONS) {
    const file = path.join(dir, `${id}.${ext}`);
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, size: info.size, mtimeMs: info.mtimeMs };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/**
 * Writes aside then renames, so a reader never sees half a file. `mtime`, when given, is set before the rename:
 * copies of one original on several nodes then share the mtime that keys the resized cache and the ETag.
 */
export async function writeOriginal(dir: string, id: string, ext: OriginalExtension, bytes: Buffer, mtime?: Date): Promise<Original> {
  const file = path.join(dir, `${id}.${ext}`);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(temp, bytes);
    if (mtime) await utimes(temp, mtime, mtime);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    throw error;
  }
  const info = await stat(file);
  return { file, size: info.size, mtimeMs: info.mtimeMs };
}

export function isOriginalExtension(value: unknown): value is OriginalExtension {
  return (ORIGINAL_EXTENSIONS as readonly unknown[]).includes(value);
}
