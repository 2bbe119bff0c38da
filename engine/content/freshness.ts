/**
 * Freshness: a content write made through this node invalidates this node's cache at once, then goes on the
 * invalidation bus to every other node, and to the purge hook (a CDN). Messages from other nodes invalidate here.
 */
import { randomUUID } from 'node:crypto';
import type { InvalidationBus } from './bus.ts';
import type { ContentCache } from './cache.ts';
import { normaliseTags } from './tags.ts';

export interface FreshnessOptions {
  cache: ContentCache;
  bus: InvalidationBus;
  /** Told the tags of every write made through this node (e.g. a CDN purge); not awaited, failures logged. */
  purge?: (tags: string[]) => unknown;
  logger?: Pick<Console, 'warn'>;
  /** close() closes the bus too (it was made for this node alone). */
  ownsBus?: boolean;
}

export interface Freshness {
  /** This node's id on the bus. */
  readonly id: string;
  /** A write through this node changed what these tags name; resolves once this node is fresh and the bus has it. */
  changed(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export function startFreshness(options: FreshnessOptions): Freshness {
  const id = randomUUID();
  const logger = options.logger ?? console;
  const warn = (what: string) => (error: unknown) => logger.warn(`freshness: ${what} failed (${error instanceof Error ? error.message : String(error)})`);
  const unsubscribe = options.bus.subscribe((tags, origin) => {
    // This node invalidated its own writes before publishing them.
    if (origin === id) return;
    options.cache.invalidate(tags).catch(warn(`invalidating ${tags.length} tag(s) from node ${origin}`));
  });
  return {
    id,
    async changed(tags) {
      const list = normaliseTags(tags, Number.POSITIVE_INFINITY);
      if (!list.length) return;
      // Here first, whatever the bus does: the editor's next read on this node is fresh.
      await options.cache.invalidate(list).catch(warn('invalidating this node'));
      await options.bus.publish(list, id).catch(warn('publishing an invalidation to the other nodes'));
      if (options.purge) Promise.resolve().then(() => options.purge!(list)).catch(warn('the purge hook'));
    },
    async close() {
      unsubscribe();
      if (options.ownsBus) await options.bus.close();
    },
  };
}
