/**
 * Loads the sample corpus into a content store (built by services/content-api) and draws the
 * image originals. Image `auth` tokens are filled here, because only the running server knows the
 * resizer secret (signImage).
 */
import { generateSampleContent, type GenerateOptions } from './generate.ts';
import { renderImages, type OriginalSink } from './images.ts';
import type { AnsDocument } from './types.ts';

/** The part of the content store this loader needs. */
export interface SampleContentStore {
  put(doc: unknown): Promise<void>;
  putNavigation(site: string, hierarchy: string, tree: unknown): Promise<void>;
  count(): Promise<number>;
}

export interface LoadOptions extends GenerateOptions {
  /** Where image originals are drawn to: a store (originals), or files in a folder (originalsDir). */
  originals?: OriginalSink;
  originalsDir?: string;
  /** Resizer token for an image id; stored as auth: { '2': token } (resizer version 2). */
  signImage?: (id: string) => string;
  /** Skip drawing images (tests that only need documents). */
  skipImages?: boolean;
}

export async function loadSampleContent(store: SampleContentStore, opts: LoadOptions): Promise<{ documents: number }> {
  const content = generateSampleContent(opts);
  const ids = new Set(content.images.map((i) => i.id));
  const target = opts.originals ?? opts.originalsDir;
  if (!opts.skipImages && target === undefined) throw new Error('loadSampleContent: give originals or originalsDir, or skipImages');
  const images = opts.skipImages ? Promise.resolve() : renderImages(content.images, target!);
  for (const doc of content.documents) {
    await store.put(opts.signImage ? withAuth(doc, ids, opts.signImage) : doc);
  }
  for (const nav of content.navigation) await store.putNavigation(nav.site, nav.hierarchy, nav.tree);
  await images;
  return { documents: content.documents.length };
}

/** Loads only into an empty store, so a restart keeps what editors changed. */
export async function loadIfEmpty(
  store: SampleContentStore,
  opts: LoadOptions,
): Promise<{ loaded: boolean; documents: number }> {
  if ((await store.count()) > 0) return { loaded: false, documents: 0 };
  const { documents } = await loadSampleContent(store, opts);
  return { loaded: true, documents };
}

/** Copy of doc where every image object (type image, known id) carries auth { '2': token }. */
export function withAuth<T extends AnsDocument>(doc: T, imageIds: Set<string>, sign: (id: string) => string): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const obj = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = visit(v);
    if (obj.type === 'image' && typeof obj._id === 'string' && imageIds.has(obj._id)) {
      out.auth = { ...(obj.auth as object | undefined), '2': sign(obj._id) };
    }
    return out;
  };
  return visit(doc) as T;
}
