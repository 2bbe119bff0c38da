import { DEFAULT_CACHE_MAX_BYTES } from './router.ts';

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/**
 * RESIZER_CACHE_MAX_BYTES: how much disk the resized-image cache may use, as bytes or with a unit (512MB, 2GB;
 * units are powers of 1024). Unset or empty gives 512 MB. 0 keeps nothing on disk (every request resizes).
 */
export function resizerCacheMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RESIZER_CACHE_MAX_BYTES?.trim();
  if (!raw) return DEFAULT_CACHE_MAX_BYTES;
  const match = /^(\d{1,15})\s*(b|kb|mb|gb)?$/i.exec(raw);
  if (!match) {
    throw new Error(`RESIZER_CACHE_MAX_BYTES must be a number of bytes, optionally with KB, MB or GB (e.g. 512MB), got "${raw.slice(0, 40)}"`);
  }
  return Number(match[1]) * UNITS[(match[2] ?? '').toLowerCase()]!;
}
