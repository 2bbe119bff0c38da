import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PagePayload } from '../../engine/render/payload.ts';

export type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface ShippedJs {
  /** Module scripts in the HTML and their static imports. */
  entryBytes: number;
  /** Component chunks (and their imports not already counted) of the page's islands and lazy blocks. */
  components: Array<{ type: string; mode: string; bytes: number }>;
  total: number;
  /** A counted file holds React's development build (the bundle was built with NODE_ENV other than production). */
  developmentReact: boolean;
}

// A warning string only React's development build carries.
const REACT_DEV_MARKER = 'Expected the last optional';

/**
 * The JS a served page makes the browser load, in bytes as sent to a browser accepting brotli: the size of each
 * file's `.br` precompressed at build (engine/precompress.ts), which the server sends as stored, each file once: the module scripts in the HTML, their static `imports` (Vite manifest), and for every island or lazy
 * block in the page's payload its component chunk, which the client entry imports dynamically.
 */
export function shippedJs(html: string, manifest: Manifest, clientDir: string): ShippedJs {
  const byUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const counted = new Set<string>();
  let developmentReact = false;
  const sent = (file: string) => {
    const original = path.join(clientDir, file);
    developmentReact ||= readFileSync(original).includes(REACT_DEV_MARKER);
    return statSync(`${original}.br`).size;
  };
  const closure = (key: string): number => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`js-bytes: "${key}" is not in the Vite manifest (stale build?)`);
    if (counted.has(chunk.file)) return 0;
    counted.add(chunk.file);
    return sent(chunk.file) + (chunk.imports ?? []).reduce((sum, k) => sum + closure(k), 0);
  };

  let entryBytes = 0;
  for (const [, src] of html.matchAll(/<script type="module" src="([^"]+)"/g)) {
    const key = byUrl.get(src);
    if (!key) throw new Error(`js-bytes: module script ${src} is not a built asset in the Vite manifest`);
    entryBytes += closure(key);
  }
  const components: ShippedJs['components'] = [];
  const payloadJson = /<script type="application\/json" id="__pb_islands"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (payloadJson) {
    const payload = JSON.parse(payloadJson) as PagePayload;
    const seen = new Set<string>();
    for (const block of payload.blocks) {
      if (seen.has(block.type)) continue;
      seen.add(block.type);
      const mode = block.mode === 'island' ? `island, ${block.hydrate}` : 'lazy';
      components.push({ type: block.type, mode, bytes: closure(block.module.replace(/^\//, '')) }); // manifest keys are the module keys without their leading /
    }
  }
  return { entryBytes, components, total: entryBytes + components.reduce((sum, c) => sum + c.bytes, 0), developmentReact };
}
