/** One cache key per (source, query): the query's keys are sorted so equal queries share an entry. */
export function contentKey(source: string, query: Record<string, unknown> = {}): string {
  return `${source}:${stableJson(query)}`;
}

// A route's global content request and a plan's requests are the same objects on every request of a page (and never
// changed in place): their keys are worked out once per object, not serialised again for every reader.
const requestKeys = new WeakMap<object, string>();

/** contentKey of a request object, kept per object. */
export function requestKey(request: { source: string; query?: Record<string, unknown> }): string {
  let key = requestKeys.get(request);
  if (key === undefined) requestKeys.set(request, (key = contentKey(request.source, request.query)));
  return key;
}

/** contentKey's parts again; undefined for a key it did not make. Source names hold no ":". */
export function parseContentKey(key: string): { source: string; query: Record<string, unknown> } | undefined {
  const at = key.indexOf(':');
  if (at <= 0) return undefined;
  try {
    const query = JSON.parse(key.slice(at + 1)) as unknown;
    return query && typeof query === 'object' && !Array.isArray(query) ? { source: key.slice(0, at), query: query as Record<string, unknown> } : undefined;
  } catch {
    return undefined;
  }
}

export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.keys(value as object)
    .filter((k) => (value as any)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson((value as any)[k])}`);
  return `{${entries.join(',')}}`;
}
