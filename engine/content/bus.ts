/**
 * The invalidation bus: carries the tags a content write changed to every render node, so each drops what
 * depends on them. Redis pub/sub (bus-redis.ts), PostgreSQL LISTEN/NOTIFY (bus-postgres.ts), or in-process.
 */
import { normaliseTags } from './tags.ts';

/** origin: who published (a node id), so a node can skip the invalidations it already did itself. */
export type InvalidationHandler = (tags: string[], origin: string) => void;

export interface InvalidationBus {
  /** Tells every subscriber, on every node; resolves once the message is handed to the transport. */
  publish(tags: readonly string[], origin: string): Promise<void>;
  /** Calls handler with the tags of every message; returns the unsubscribe. */
  subscribe(handler: InvalidationHandler): () => void;
  close(): Promise<void>;
}

/** What travels between nodes. */
export interface BusMessage {
  origin: string;
  tags: string[];
}

export function encodeMessage(origin: string, tags: readonly string[]): string {
  return JSON.stringify({ origin, tags });
}

/** A message from the wire, or undefined when it is not one of ours (another program may share the channel). */
export function decodeMessage(text: string): BusMessage | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<BusMessage>;
    if (typeof parsed?.origin !== 'string' || !Array.isArray(parsed.tags)) return undefined;
    return { origin: parsed.origin, tags: normaliseTags(parsed.tags, Number.POSITIVE_INFINITY) };
  } catch {
    return undefined;
  }
}

/** Splits tags into messages whose encoded length stays under `maxBytes` (PostgreSQL NOTIFY takes < 8000). */
export function chunkTags(origin: string, tags: readonly string[], maxBytes: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = Buffer.byteLength(encodeMessage(origin, []));
  for (const tag of tags) {
    const cost = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (current.length && size + cost > maxBytes) {
      chunks.push(current);
      current = [];
      size = Buffer.byteLength(encodeMessage(origin, []));
    }
    current.push(tag);
    size += cost;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** Handlers of one process; used alone (one node) or shared by several apps in one process (tests). */
export class LocalBus implements InvalidationBus {
  private readonly handlers = new Set<InvalidationHandler>();

  async publish(tags: readonly string[], origin: string): Promise<void> {
    const list = normaliseTags(tags, Number.POSITIVE_INFINITY);
    if (!list.length) return;
    for (const handler of [...this.handlers]) handler(list, origin);
  }

  subscribe(handler: InvalidationHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
