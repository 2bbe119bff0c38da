/**
 * The store's published configs as the engine's config source (engine/config/source.ts's port, by shape: services
 * import nothing of the engine). A publish reloads this node's configs before it answers, then goes on the bus
 * (the content invalidation bus: Redis pub/sub, PostgreSQL NOTIFY or in-process) to every other node, which reload.
 */
import { randomUUID } from 'node:crypto';
import type { PageConfigStore } from './store.ts';

/** The invalidation bus's shape (engine/content/bus.ts). */
export interface ChangeBus {
  publish(tags: readonly string[], origin: string): Promise<void>;
  subscribe(handler: (tags: string[], origin: string) => void): () => void;
}

/** The tag a publish sends on the bus; content caches hold nothing under it, so their handlers drop nothing. */
export const PUBLISHED_TAG = 'page-configs:published';

export function storeSource(store: PageConfigStore, opts: {
  bus?: ChangeBus;
  /** Runs before each listing (development: files changed on disk are imported first). */
  beforeList?: () => Promise<void>;
  log?: Pick<Console, 'warn'>;
}) {
  const id = randomUUID();
  const listeners = new Set<() => Promise<void>>();
  // One listing's texts: the loader lists, then reads each document of that same listing.
  let snapshot = new Map<string, string>();
  const reload = async () => {
    await Promise.allSettled([...listeners].map((listener) => listener()));
  };
  const unsubscribe = opts.bus?.subscribe((tags, origin) => {
    if (origin !== id && tags.includes(PUBLISHED_TAG)) void reload();
  });
  return {
    label: 'stored:page-configs',
    async list(): Promise<string[]> {
      await opts.beforeList?.();
      snapshot = await store.publishedTexts();
      return [...snapshot.keys()];
    },
    async read(name: string): Promise<string> {
      const text = snapshot.get(name) ?? (await store.publishedTexts()).get(name);
      if (text === undefined) throw new Error(`no published revision of "${name}"`);
      return text;
    },
    subscribe(listener: () => Promise<void>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After a publish: this node serves it once this resolves; the other nodes hear of it on the bus. */
    async published(): Promise<void> {
      await reload();
      await opts.bus?.publish([PUBLISHED_TAG], id).catch((e: Error) => (opts.log ?? console).warn(`page configs: telling the other nodes of a publish failed (${e.message})`));
    },
    close(): void {
      unsubscribe?.();
    },
  };
}

export type StoreSource = ReturnType<typeof storeSource>;
