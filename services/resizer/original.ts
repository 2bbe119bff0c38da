import { stat } from 'node:fs/promises';
import path from 'node:path';

export const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'] as const;

export type Original = { file: string; size: number; mtimeMs: number };

/** `{originalsDir}/{id}.{jpg,png,webp}`, first found; undefined when there is none. */
export async function findOriginal(originalsDir: string, id: string): Promise<Original | undefined> {
  for (const ext of ORIGINAL_EXTENSIONS) {
    const file = path.join(originalsDir, `${id}.${ext}`);
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, size: info.size, mtimeMs: info.mtimeMs };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}
