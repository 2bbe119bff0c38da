import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PagePayload } from '../../engine/render/payload.ts';

export type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** Strategies whose block's chunk the browser fetches as the page loads (idle is soon after, without the reader). */
const AT_LOAD = new Set(['load', 'idle']);
// `interaction-or-flag` counts as later: an anonymous reader (no flag) fetches it only on acting.

export interface ShippedJs {
  /**
   * Module scripts in the HTML, their static imports, the island runtime (React: the entry links it once the page
   * is parsed and imports it when idle at the latest) and the chunks of islands hydrating at load or idle.
   */
  atLoad: number;
  /** Chunks fetched only when the reader scrolls near a block or acts on it (visible, interaction, lazy), not already counted. */
  later: number;
  /** The client entry's own chunk. */
  entryBytes: number;
  /** React's chunk (react, react-dom, scheduler), when the page loads it: the floor under every page with islands. */
  reactBytes: number;
  /** Each island or lazy block type once, its strategy, and the bytes its chunk added (0 when shared chunks were counted). */
  components: Array<{ type: string; mode: string; bytes: number }>;
  /** A counted file holds React's development build (the bundle was built with NODE_ENV other than production). */
  developmentReact: boolean;
}

// A warning string only React's development build carries.
const REACT_DEV_MARKER = 'Expected the last optional';

/**
 * The JS a served page makes the browser load, in bytes as sent to a browser accepting brotli: the size of each
 * file's `.br` precompressed at build (engine/precompress.ts), which the server sends as stored, each file once:
 * the module scripts in the HTML and their static `imports` (Vite manifest), the island runtime at the URL the
 * payload carries with its imports, and for every island or lazy block in the page's payload the chunk at the URL
 * it carries (which the client entry imports) with its imports.
 */
export function shippedJs(html: string, manifest: Manifest, clientDir: string): ShippedJs {
  const byUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const counted = new Set<string>();
  let developmentReact = false;
  let reactBytes = 0;
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
    const own = sent(chunk.file);
    if (chunk.name === 'react') reactBytes = own;
    return own + (chunk.imports ?? []).reduce((sum, k) => sum + closure(k), 0);
  };
  const keyOf = (url: string) => {
    const key = byUrl.get(url);
    if (!key) throw new Error(`js-bytes: ${url} is not a built asset in the Vite manifest`);
    return key;
  };

  let atLoad = 0;
  let entryBytes = 0;
  for (const [, src] of html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)) {
    const key = keyOf(src);
    entryBytes += sent(manifest[key]!.file);
    atLoad += closure(key);
  }
  const payloadJson = /<script type="application\/json" id="__pb_islands"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const payload = payloadJson ? (JSON.parse(payloadJson) as PagePayload) : undefined;
  const blocks = payload?.blocks ?? [];
  if (payload?.runtime) atLoad += closure(keyOf(payload.runtime));
  const mode = (b: PagePayload['blocks'][number]) => (b.mode === 'island' ? `island, ${b.hydrate}` : 'lazy');
  const loadsAtOnce = (b: PagePayload['blocks'][number]) => b.mode === 'island' && AT_LOAD.has(String(b.hydrate));
  const components: ShippedJs['components'] = [];
  const seen = new Set<string>();
  let later = 0;
  // What loads at once first, so a chunk shared with a later block counts where the reader pays for it.
  for (const b of [...blocks.filter(loadsAtOnce), ...blocks.filter((b) => !loadsAtOnce(b))]) {
    if (seen.has(b.type)) continue;
    seen.add(b.type);
    const bytes = closure(keyOf(b.module));
    components.push({ type: b.type, mode: mode(b), bytes });
    if (loadsAtOnce(b)) atLoad += bytes;
    else later += bytes;
  }
  return { atLoad, later, entryBytes, reactBytes, components, developmentReact };
}
