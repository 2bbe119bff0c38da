/** One cache key per (source, query): the query's keys are sorted so equal queries share an entry. */
export function contentKey(source: string, query: Record<string, unknown> = {}): string {
  return `${source}:${stableJson(query)}`;
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
