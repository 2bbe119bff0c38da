import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings built assets are stored in beside the original, in the order the server prefers them. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const TEXT = /\.(js|mjs|css|svg|json|html|xml|txt)$/;

/** Writes `.br` and `.gz` beside each text asset in dir, at the highest levels: this runs once, at build. */
export function precompressDir(dir: string): void {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!TEXT.test(name)) continue;
    const file = path.join(dir, name);
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
