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

/** How long a client is told to wait (Retry-After) while a back end is away: reconnecting takes a few seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable: try again in a few seconds';

// PostgreSQL's "the server is going away / not there" codes: admin_shutdown, crash_shutdown, cannot_connect_now,
// too_many_connections; class 08 (connection exception) is matched by prefix below.
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
// What pg, pg-pool and ioredis say when the connection is gone or never came, without a code to go by.
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Connection is closed|Stream isn't writeable|Command timed out|Redis connection is not ready|connect ETIMEDOUT|connect ECONNREFUSED/i;

/**
 * True when an error says a back end (PostgreSQL, Redis) is unreachable rather than that the request or the code is
 * wrong: such a request deserves a 503 with Retry-After (the node recovers by itself), not a 500. The one place every
 * service's error mapping asks; the error's cause and an AggregateError's errors are looked at too.
 */
export function isBackendUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (PG_UNAVAILABLE.has(code) || NET_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isBackendUnavailable(e, depth + 1))) return true;
  return isBackendUnavailable(cause, depth + 1);
}
