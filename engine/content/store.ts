import { contentKey } from './key.ts';

export type Loader = (source: string, query: Record<string, unknown>) => Promise<unknown>;

type Entry = { status: 'ok'; value: unknown } | { status: 'error'; error: unknown } | { status: 'pending'; promise: Promise<void> };

/**
 * The content a render reads, keyed like the cache: what a block reads, on the server and, seeded from the island
 * payload, in the browser for islands (which ship only this part). A miss (content a block asks for that was not
 * planned) starts a load and hands React a promise to suspend on.
 */
export class ContentReads {
  protected entries = new Map<string, Entry>();
  constructor(private loader?: Loader) {}

  set(key: string, value: unknown) {
    this.entries.set(key, { status: 'ok', value });
  }
  setError(key: string, error: unknown) {
    this.entries.set(key, { status: 'error', error });
  }

  /**
   * Value if present; undefined after a failed load (a block with nothing renders nothing); throws a promise on a miss.
   * `key`: contentKey(source, query), when the caller has it already.
   */
  read(source: string, query: Record<string, unknown> = {}, key = contentKey(source, query)): unknown {
    const entry = this.entries.get(key);
    if (entry?.status === 'ok') return entry.value;
    if (entry?.status === 'error') return undefined;
    if (entry?.status === 'pending') throw entry.promise;
    if (!this.loader) return undefined;
    let loading: Promise<unknown>;
    try {
      loading = this.loader(source, query);
    } catch (error) {
      // Refused before it started (the request's content budget is spent): the block renders without it, at once.
      this.setError(key, error);
      return undefined;
    }
    const promise = loading.then(
      (value) => this.set(key, value),
      (error) => this.setError(key, error),
    );
    this.entries.set(key, { status: 'pending', promise });
    throw promise;
  }
}

/**
 * A page request's content on the server: filled before render from the content plan, then read by its blocks;
 * what the server asks of it after (what failed, what the page was rendered from) is here.
 */
export class RequestContent extends ContentReads {
  /** A value already here, without loading it (what the content plan fetched for a block's content field). */
  peek(key: string): unknown {
    const entry = this.entries.get(key);
    return entry?.status === 'ok' ? entry.value : undefined;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The error a key's load ended with, if it failed. */
  errorOf(key: string): unknown {
    const entry = this.entries.get(key);
    return entry?.status === 'error' ? entry.error : undefined;
  }

  /** How many loads ended, and how many of those failed by `isFailure`. */
  outcomes(isFailure: (error: unknown) => boolean): { settled: number; failed: number } {
    let settled = 0;
    let failed = 0;
    for (const entry of this.entries.values()) {
      if (entry.status === 'pending') continue;
      settled++;
      if (entry.status === 'error' && isFailure(entry.error)) failed++;
    }
    return { settled, failed };
  }

  /** Every loaded value with its key (what the page was rendered from: its cache tags come from these). */
  loaded(): Array<[string, unknown]> {
    // A plain loop: every page response asks (its cache tags), and spreading the map made two arrays per entry.
    const out: Array<[string, unknown]> = [];
    for (const [key, entry] of this.entries) if (entry.status === 'ok') out.push([key, entry.value]);
    return out;
  }

}
