import type { AppContextValue } from '../context.tsx';
import type { Phrases } from '../define.ts';
import type { ClientBlock, RenderState } from './tree.tsx';

/** Everything the browser needs to hydrate the page's islands and render its lazy blocks, and nothing more. */
export interface PagePayload {
  app: Omit<AppContextValue, 'globalContent' | 'globalContentConfig' | 'cookies'>;
  blocks: Array<Omit<ClientBlock, 'reads'> & {
    /**
     * The URL the browser imports the component from: its built chunk (production, from the Vite manifest), else
     * the registry's module key (engine/registry.ts), which the development server serves as it is.
     */
    module: string;
    /** Content read through useContent during the server render, by content key. */
    reads: Record<string, unknown>;
  }>;
  phrases: Record<string, Phrases>;
  /**
   * The URL the browser imports the island runtime from (engine/client/mount.tsx: React, the contexts) when a
   * block first mounts: its built chunk, else the module itself, which the development server serves.
   */
  runtime: string;
  /** Production: what the page's script links as modulepreload once the page is parsed (islandPreloads). */
  preload?: string[];
}

/** A built chunk: its URL and every chunk it imports statically, to preload with it. */
export interface Chunk { url: string; imports: string[] }
/** Built chunks by module key (`/blocks/x/component.tsx`); absent in development. */
export type Chunks = Record<string, Chunk>;

/** The island runtime's module key: what development serves, and the client build's input. */
export const RUNTIME_MODULE = '/engine/client/mount.tsx';
/** The preview's editing aids' module key (admin-mode pages only): what development serves, and the client build's input. */
export const ADMIN_AIDS_MODULE = '/engine/client/admin-aids.ts';

/**
 * The page's payload. `chunks` and `runtime` are the built chunks (production); development imports the modules
 * by their own paths.
 */
export function islandPayload(state: RenderState, chunks?: Chunks, runtime?: Chunk): PagePayload | undefined {
  if (!state.clientBlocks.length) return undefined;
  // Cookies stay on the server: the payload is page HTML, and cookies may be session or editor tokens.
  const { globalContent: _g, globalContentConfig: _c, cookies: _k, ...app } = state.app;
  const phrases: Record<string, Phrases> = {};
  const blocks = state.clientBlocks.map((b) => {
    const { definition: def, module } = state.registry.blocks.get(b.type)!;
    if (def.phrases) phrases[b.type] = { [app.lang]: def.phrases[app.lang] ?? def.phrases[app.defaultLang], [app.defaultLang]: def.phrases[app.defaultLang] };
    const reads: Record<string, unknown> = {};
    for (const key of b.reads ?? []) reads[key] = state.content.peek(key);
    return { id: b.id, type: b.type, module: chunks?.[module]?.url ?? module, mode: b.mode, hydrate: b.hydrate, customFields: b.customFields, content: b.content, reads, globalContent: b.globalContent };
  });
  const payload: PagePayload = { app, blocks, phrases, runtime: runtime?.url ?? RUNTIME_MODULE };
  const preload = runtime && islandPreloads(blocks, runtime, chunks);
  return preload ? { ...payload, preload } : payload;
}

// The assets' chunks are fixed for a running server: indexed once, not per page.
const indexed = new WeakMap<Chunks, Map<string, Chunk>>();
function chunksByUrl(chunks: Chunks) {
  let byUrl = indexed.get(chunks);
  if (!byUrl) indexed.set(chunks, (byUrl = new Map(Object.values(chunks).map((c) => [c.url, c]))));
  return byUrl;
}

/**
 * What the page's script will import, to fetch in parallel instead of each chunk's imports after it: the island
 * runtime (React: every block needs it, the first perhaps at once) and each island hydrating at load, each with its
 * imports. Blocks that wait (idle, visible, interaction, lazy) are fetched when they start. The page's script links
 * them once the page is parsed, not the HTML: in <head> they would take the network from the page's first images.
 */
export function islandPreloads(blocks: PagePayload['blocks'], runtime: Chunk, chunks: Chunks = {}): string[] {
  const urls = new Set([runtime.url, ...runtime.imports]);
  const byUrl = chunksByUrl(chunks);
  for (const b of blocks) {
    const chunk = b.mode === 'island' && b.hydrate === 'load' ? byUrl.get(b.module) : undefined;
    if (!chunk) continue;
    urls.add(chunk.url);
    chunk.imports.forEach((u) => urls.add(u));
  }
  return [...urls];
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

function escapeJson(text: string): string {
  return text.replace(UNSAFE, (c) => ESCAPES[c]);
}

/** JSON safe inside a <script> element: no closing tag, comment opener or line separators can break out. */
export function serializePayload(payload: unknown): string {
  return escapeJson(JSON.stringify(payload));
}

// Content values are shared by every request that reads them from the cache (and treated as immutable), and a
// stored page's custom fields are the same objects on every render: each is turned into JSON once.
const serialized = new WeakMap<object, string>();
// Strings (ids, content keys, field names) come from the stored configs and the blocks: a bounded set, quoted once.
// The bound only matters for a site whose blocks read content under ever new keys.
const quoted = new Map<string, string>();
const QUOTED_MAX = 10_000;

function json(value: unknown): string {
  if (typeof value === 'string') {
    let text = quoted.get(value);
    if (text === undefined) {
      if (quoted.size >= QUOTED_MAX) quoted.clear();
      quoted.set(value, (text = escapeJson(JSON.stringify(value))));
    }
    return text;
  }
  if (value === null || typeof value !== 'object') return escapeJson(JSON.stringify(value ?? null));
  let text = serialized.get(value);
  if (text === undefined) serialized.set(value, (text = escapeJson(JSON.stringify(value))));
  return text;
}

/**
 * A record as JSON, each value serialized (or taken from the cache) on its own; undefined values are left out.
 * Joined by concatenation, which V8 keeps as a rope: the page's sink flattens the payload once, as it encodes it.
 */
function record(values: Record<string, unknown>): string {
  let text = '';
  for (const k in values) {
    const v = values[k];
    if (v !== undefined) text += `${text ? ',' : ''}${json(k)}:${json(v)}`;
  }
  return `{${text}}`;
}

/**
 * The payload as JSON safe inside a <script> element (the same text as serializePayload(payload)), built from
 * pieces so the large ones, content, are serialized once across requests. The app context is a new object per
 * request, but its site properties are the site's own object: a record, so they are serialized once too.
 */
export function payloadJson(payload: PagePayload): string {
  let blocks = '';
  for (const b of payload.blocks) {
    let parts = `"id":${json(b.id)},"type":${json(b.type)},"module":${json(b.module)},"mode":${json(b.mode)}`;
    if (b.hydrate !== undefined) parts += `,"hydrate":${json(b.hydrate)}`;
    parts += `,"customFields":${json(b.customFields)},"content":${record(b.content)},"reads":${record(b.reads)}`;
    if (b.globalContent !== undefined) parts += `,"globalContent":${json(b.globalContent)}`;
    blocks += `${blocks ? ',' : ''}{${parts}}`;
  }
  const preload = payload.preload === undefined ? '' : `,"preload":${escapeJson(JSON.stringify(payload.preload))}`;
  // Phrases by block type, then language: the outer objects are made per page, each language's phrases are the
  // definition's own object, the same on every page.
  let phrases = '';
  for (const type in payload.phrases) phrases += `${phrases ? ',' : ''}${json(type)}:${record(payload.phrases[type]!)}`;
  return `{"app":${record(payload.app as Record<string, unknown>)},"blocks":[${blocks}],"phrases":{${phrases}},"runtime":${json(payload.runtime)}${preload}}`;
}
