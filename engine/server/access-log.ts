// The access log: one line per response (method, URL as requested, status, time taken, request id), no headers,
// so cookies and bearer tokens stay out of logs. Health checks and scrapes are left out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { isPino, writeBeforeEachLine, type Log } from './logger.ts';
import { afterResponse } from './response-done.ts';

// Health checks and scrapes come every few seconds: logging each would drown the requests that matter.
const QUIET_PATHS = new Set(['/healthz', '/metrics']);

/** Lines are made this many at a time... */
const BATCH = 16;
/** ...or with what came within this long. */
const WAIT_MS = 100;

/** What a response leaves for its line. */
interface Entry { reqId?: string; method?: string; url: string; status: number; ms: number; at: number; finished: boolean }

type Level = 'info' | 'warn' | 'error';
const levelOf = (e: Entry): Level => (!e.finished ? 'warn' : e.status >= 500 ? 'error' : 'info');
const messageOf = (e: Entry) => (e.finished ? 'request completed' : 'request aborted');
const fieldsOf = (e: Entry) => ({ reqId: e.reqId, req: { method: e.method, url: e.url }, res: { statusCode: e.status }, responseTime: e.ms });

// Entries not yet written, by log: written before anything else runs at exit, so the log's own flush at exit
// (logger.ts, bufferedStdout) takes them too.
const unwritten = new Set<() => void>();
let exitHooked = false;

/**
 * The access log's middleware when `log` is pino; nothing otherwise (tests pass plain silent loggers). A line is
 * written once the response closes: after its last byte, or when the connection was cut first (logged as aborted).
 */
export function accessLog(log: Log) {
  if (!isPino(log)) return (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  // A log made by createLogger gets its lines gathered and made in a row, straight onto its stream, in the format
  // pino gives them (its own code made a line in about 10 µs of a page more), before any line of its own. Made one
  // by one as each response closed, after a render had filled the CPU's caches with its own work, the line cost a
  // page about 40 µs (npm run page-cost); gathered, about 15. Each line keeps the time its response ended.
  const write = gathered(log) ?? ((e: Entry) => log[levelOf(e)](fieldsOf(e), messageOf(e)));
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    // The target as the client sent it: this runs first, before any router rewrites req.url.
    const { method, url = '' } = req;
    const query = url.indexOf('?');
    if (QUIET_PATHS.has(query === -1 ? url : url.slice(0, query))) return next();
    const started = performance.now();
    const reqId = (req as IncomingMessage & { id?: string }).id;
    afterResponse(res, () => write({ reqId, method, url, status: res.statusCode, ms: Math.round(performance.now() - started), at: Date.now(), finished: res.writableFinished }));
    next();
  };
}

/**
 * Takes entries and writes them BATCH at a time, or WAIT_MS after the first, or before any other line of the log (so
 * it stays in time order), or at exit; undefined for a log createLogger did not make.
 */
function gathered(log: Logger): ((e: Entry) => void) | undefined {
  const waiting: Entry[] = [];
  let timer: NodeJS.Timeout | undefined;
  const stream = (log as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym]!;
  const writeAll = () => {
    if (!waiting.length) return;
    clearTimeout(timer);
    timer = undefined;
    const bindings = (log as unknown as Record<symbol, string>)[pino.symbols.chindingsSym]!;
    // One write for the batch: each write to pino's stream measures and queues its string on its own.
    let lines = '';
    for (const e of waiting) {
      const level = levelOf(e);
      if (log.isLevelEnabled(level)) lines += lineOf(log.levels.values[level]!, bindings, e);
    }
    waiting.length = 0;
    if (lines) stream.write(lines);
  };
  if (!writeBeforeEachLine(log, writeAll)) return undefined;
  unwritten.add(writeAll);
  if (!exitHooked) {
    exitHooked = true;
    process.prependListener('exit', () => unwritten.forEach((w) => w()));
  }
  return (e) => {
    if (waiting.push(e) >= BATCH) writeAll();
    else timer ??= setTimeout(writeAll, WAIT_MS).unref();
  };
}

/**
 * The line pino writes for log[level](fieldsOf(e), messageOf(e)) at the time the response ended, in createLogger's
 * format; `bindings` is the logger's own fields as pino keeps them (',"pid":…,"hostname":"…"').
 */
function lineOf(level: number, bindings: string, e: Entry): string {
  const id = e.reqId === undefined ? '' : `,"reqId":${JSON.stringify(e.reqId)}`;
  const method = e.method === undefined ? '' : `"method":${JSON.stringify(e.method)},`;
  return `{"level":${level},"time":"${new Date(e.at).toISOString()}"${bindings}${id},"req":{${method}"url":${JSON.stringify(e.url)}},"res":{"statusCode":${e.status}},"responseTime":${e.ms},"msg":"${messageOf(e)}"}\n`;
}
