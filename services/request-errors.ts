// What went wrong with a request before any route ran (its body or its address), in words for a 4xx answer.
// The services share it so a client's mistake is never a 500, whatever JSON shape each service answers in.

interface ParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
  limit?: number;
}

/** The status and message for a client's mistake that Express or its body parser raised, else undefined. */
export function requestError(err: unknown): { status: number; message: string } | undefined {
  const e = (err ?? {}) as ParserError;
  if (e.type === 'entity.parse.failed') return { status: 400, message: `body is not valid JSON: ${e.message}` };
  if (e.type === 'entity.too.large') return { status: 413, message: `body is larger than the ${e.limit ?? ''} byte limit`.replace('  ', ' ') };
  // Express decodes path parameters before any route runs: `%E0%A4%A` in a link token fails there.
  if (err instanceof URIError) return { status: 400, message: 'the address holds malformed percent-encoding' };
  if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) return { status: e.status, message: e.message ?? 'bad request' };
  return undefined;
}
