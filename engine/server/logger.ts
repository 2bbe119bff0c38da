// Structured logs: one JSON line per event (pino), and every line written while serving a request carries that
// request's id: the handlers log through the request's own log (logPerRequest), the access line names it too.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';

/** What the server's modules log through: a pino logger in production, anything console-like in tests. */
export interface Log {
  error(...args: any[]): void;
  warn(...args: any[]): void;
  info?(...args: any[]): void;
  log?(...args: any[]): void;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, or a message naming what is allowed. */
export function parseLogLevel(raw: string | undefined): LogLevel {
  const level = raw?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}"`);
  return level as LogLevel;
}

// What writes lines gathered elsewhere for a log createLogger made (access-log.ts), by log: called before each of
// its own lines, so the log stays in time order. Only such logs are here: their line format is known (pino's
// defaults, ISO time), so the access log may write its lines onto their stream itself.
const gatherers = new WeakMap<Logger, Set<() => void>>();

/**
 * Has `writeGathered` called before every line `log` writes itself (its children's included); false, and nothing
 * registered, for a log createLogger did not make.
 */
export function writeBeforeEachLine(log: Logger, writeGathered: () => void): boolean {
  const set = gatherers.get(log);
  set?.add(writeGathered);
  return set !== undefined;
}

export function createLogger(opts: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  const before = new Set<() => void>();
  const log = pino(
    {
      level: opts.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: {
        streamWrite(line) {
          for (const write of before) write();
          return line;
        },
      },
    },
    opts.destination ?? bufferedStdout(),
  );
  gatherers.set(log, before);
  return log;
}

/** Lines are written when this many bytes have gathered (about 15 access lines)... */
const BUFFER_BYTES = 4096;
/** ...or when this long has passed, so a quiet server's lines still show at once to whoever tails the log. */
const FLUSH_MS = 1000;

/**
 * Standard output, buffered as nginx buffers an access log (`access_log ... buffer=4k flush=1s`), each 4 kB written
 * synchronously. The access line is the one every page pays for: written a line at a time by libuv's thread pool
 * (as before) it cost about 40 µs of CPU per line, handed to another thread and back; gathered and written here,
 * about 12 µs (a paced loop on this 2-core machine; pino's own default writes every line synchronously). Nothing is
 * left in flight: whatever is gathered is written when the process exits, a crash included (a write handed to the
 * thread pool could be cut off by the exit); only a SIGKILL loses the last second, as with any buffer.
 */
function bufferedStdout(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: true, minLength: BUFFER_BYTES });
  const timer = setInterval(() => out.flush(), FLUSH_MS).unref();
  const atExit = () => out.flushSync();
  process.once('exit', atExit);
  out.on('close', () => (clearInterval(timer), process.off('exit', atExit)));
  return out;
}

// Sane: short, and nothing that could forge a log field or a header (no spaces, quotes, control characters).
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** A proxy's X-Request-Id when it is a sane token (so one id follows a request across services), else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Middleware: gives the request its id (req.id) and echoes it in X-Request-Id. */
export function requestId() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const id = requestIdFor(req.headers['x-request-id']);
    (req as IncomingMessage & { id?: string }).id = id;
    res.setHeader('x-request-id', id);
    next();
  };
}

/** A pino logger (what createLogger makes), as opposed to the console-like logs tests pass. */
export const isPino = (log: Log): log is Logger => typeof (log as Logger).child === 'function' && typeof (log as Logger).levels === 'object';

/**
 * The log of one request: with pino, each line carries the request's id (from requestId()); anything else is
 * returned as it is. The id is passed along with the request, not kept in an AsyncLocalStorage: on Node 20 that
 * adds a hook to every promise of the process, about 2% of a page's cost on the server.
 */
export function logPerRequest(log: Log): (req: IncomingMessage) => Log {
  if (!isPino(log)) return () => log;
  return (req) => {
    const reqId = (req as IncomingMessage & { id?: string }).id;
    return reqId === undefined ? log : new RequestLog(log, reqId);
  };
}

/** Lines with the request's id; the child logger is made when the request logs something (most log only their access line). */
class RequestLog implements Log {
  #child: Logger | undefined;
  readonly #base: Logger;
  readonly #reqId: string;
  constructor(base: Logger, reqId: string) {
    this.#base = base;
    this.#reqId = reqId;
  }
  private get lines(): Logger {
    return (this.#child ??= this.#base.child({ reqId: this.#reqId }));
  }
  error(...args: any[]) {
    this.lines.error(...(args as [string]));
  }
  warn(...args: any[]) {
    this.lines.warn(...(args as [string]));
  }
  info(...args: any[]) {
    this.lines.info(...(args as [string]));
  }
  log(...args: any[]) {
    this.lines.info(...(args as [string]));
  }
}
