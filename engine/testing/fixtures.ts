import { contentKey, parseContentKey, stableJson } from '../content/key.ts';
import { SELECT_PARAM } from '../content/select.ts';
import { RequestContent } from '../content/store.ts';

/** A query without its selection: a fixture is what the block gets, whatever the block selects of it. */
function unselected(query: Record<string, unknown>): Record<string, unknown> {
  if (!(SELECT_PARAM in query)) return query;
  const { [SELECT_PARAM]: _select, ...rest } = query;
  return rest;
}

/**
 * One entry of the content a story or test provides: what `useContent(source, query)` (or a contentConfig
 * field with that source and query) gets. `error` stands for a failed load: the block reads undefined,
 * exactly as after a source error on a real page.
 */
export type ContentFixture =
  | { source: string; query?: Record<string, unknown>; value: unknown }
  | { source: string; query?: Record<string, unknown>; error: string };

export type MissingContent = (source: string, query: Record<string, unknown>, known: string[]) => void;

/**
 * The engine's request store, seeded from fixtures and with no loader: nothing suspends and nothing goes
 * to the network. A read with no fixture returns undefined (like a failed load) and is reported, because
 * it is almost always a story that forgot its fixture. Fixtures match reads whatever the read selects (`_select`):
 * a fixture stands for content as the source's selection left it.
 */
export class FixtureContent extends RequestContent {
  private known = new Set<string>();
  private reported = new Set<string>();

  constructor(fixtures: readonly ContentFixture[] = [], private onMissing?: MissingContent) {
    super();
    for (const f of fixtures) {
      if (!f || typeof f.source !== 'string' || !f.source) throw new Error(`content fixture ${stableJson(f)}: needs a "source" string`);
      const key = contentKey(f.source, unselected(f.query ?? {}));
      if ('error' in f) this.setError(key, new Error(f.error));
      else if ('value' in f) this.set(key, f.value);
      else throw new Error(`content fixture for ${key}: needs a "value" (or an "error" for a failed load)`);
    }
  }

  override set(key: string, value: unknown) {
    this.known.add(key);
    super.set(key, value);
  }

  override setError(key: string, error: unknown) {
    this.known.add(key);
    super.setError(key, error);
  }

  override peek(key: string): unknown {
    const parsed = parseContentKey(key);
    return super.peek(parsed ? contentKey(parsed.source, unselected(parsed.query)) : key);
  }

  override read(source: string, given: Record<string, unknown> = {}): unknown {
    const query = unselected(given);
    const key = contentKey(source, query);
    if (!this.known.has(key) && !this.reported.has(key)) {
      this.reported.add(key);
      this.onMissing?.(source, query, [...this.known]);
    }
    return super.read(source, query);
  }
}

export function describeMissing(source: string, query: Record<string, unknown>, known: string[]): string {
  return `useContent("${source}", ${stableJson(query)}) has no fixture: add { source: "${source}", query: ${stableJson(query)}, value } `
    + `to parameters.pagebuilder.content (fixtures: ${known.length ? known.join(' | ') : 'none'})`;
}
