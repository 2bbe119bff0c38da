import type { AppContextValue } from '../context.tsx';
import type { Phrases } from '../define.ts';
import type { RenderState } from './tree.tsx';

/** Everything the browser needs to hydrate the page's islands and render its lazy blocks, and nothing more. */
export interface PagePayload {
  app: Omit<AppContextValue, 'globalContent' | 'globalContentConfig'>;
  blocks: Array<{
    id: string;
    type: string;
    mode: 'island' | 'lazy';
    hydrate?: string;
    customFields: Record<string, unknown>;
    content: Record<string, unknown>;
    /** Content read through useContent during the server render, by content key. */
    reads: Record<string, unknown>;
    globalContent?: unknown;
  }>;
  phrases: Record<string, Phrases>;
}

export function islandPayload(state: RenderState): PagePayload | undefined {
  if (!state.clientBlocks.length) return undefined;
  const { globalContent: _g, globalContentConfig: _c, ...app } = state.app;
  const phrases: Record<string, Phrases> = {};
  const blocks = state.clientBlocks.map((b) => {
    const def = state.registry.block(b.type)!;
    if (def.phrases) phrases[b.type] = { [app.lang]: def.phrases[app.lang] ?? def.phrases.en, en: def.phrases.en };
    const reads: Record<string, unknown> = {};
    for (const key of b.reads ?? []) reads[key] = state.content.peek(key);
    return { id: b.id, type: b.type, mode: b.mode, hydrate: b.hydrate, customFields: b.customFields, content: b.content, reads, globalContent: b.globalContent };
  });
  return { app, blocks, phrases };
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe inside a <script> element: no closing tag, comment opener or line separators can break out. */
export function serializePayload(payload: unknown): string {
  return JSON.stringify(payload).replace(UNSAFE, (c) => ESCAPES[c]);
}
