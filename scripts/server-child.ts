// The production server (`server.ts`) as a child process on a free loopback port, for the measuring scripts
// (`loadtest.ts`, `lighthouse.ts`): they measure a real start, not an app built in their own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * How `npm start` runs Node (package.json's start script, `exec node <flags> <loader and script>`): `flags` are
 * Node's and V8's own (e.g. the young generation's size), `rest` the loader and the script. Read from the script
 * itself, so a measured server runs as deployed and a change there reaches every measurement.
 */
export function startCommand(root: string): { flags: string[]; rest: string[] } {
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: { start?: string } }).scripts?.start ?? '';
  return parseStartScript(script);
}

/** A start script split as startCommand says; one that does not exec node is refused, naming it. */
export function parseStartScript(script: string): { flags: string[]; rest: string[] } {
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'exec' || words[1] !== 'node') throw new Error(`package.json's start script must read "exec node <arguments>", got "${script}"`);
  const args = words.slice(2);
  // Flags run up to the first loader option (--import / --require take the next word) or the script itself.
  const end = args.findIndex((a) => !a.startsWith('--') || a === '--import' || a === '--require');
  return end === -1 ? { flags: args, rest: [] } : { flags: args.slice(0, end), rest: args.slice(end) };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface ServerChild {
  child: ChildProcess;
  base: string;
  /** The server's log (its stdout: JSON lines), removed by stop(). */
  logFile: string;
  stop(): Promise<void>;
  /** Kills it at once (SIGKILL) and removes its log, for a caller about to exit without waiting (a hard stop). */
  abort(): void;
}

/** Polls `url` until it answers 200 (resolves) or the process exits (never resolves: the exit rejects the start). */
async function untilHealthy(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  return new Promise(() => {});
}

/**
 * Starts server.ts and resolves when its health check answers (whatever LOG_LEVEL says); when it exits before that,
 * the error carries the last lines of its log and stderr.
 *
 * Its stdout, the JSON log with an access-log line per request, goes to a file, not a pipe: the process measuring
 * the server shares this 2-core machine with it, and reading several hundred log lines a second from a pipe took
 * CPU from the server under load that the raw server it is compared with never lost (the article's app/raw
 * pages/s were 0.87 and 0.90 with a pipe, 0.94 and 0.91 with a file). The server still formats and writes every line.
 */
export async function startServerChild({ root, dataDir, env: extra = {}, without = [], nodeArgs = [] }: { root: string; dataDir: string; env?: Record<string, string>; without?: string[]; nodeArgs?: string[] }): Promise<ServerChild> {
  const port = await freePort();
  // `without`: e.g. DATABASE_URL and REDIS_URL, so a figure does not depend on what the shell running it has set.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !without.includes(name)));
  const env = { ...inherited, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: inherited.LOG_LEVEL || 'info', ...extra };
  // `nodeArgs`: Node or V8 flags for comparing servers (e.g. --max-semi-space-size=64), after npm start's own so
  // that one given twice takes the variant's value.
  const { flags, rest } = startCommand(root);
  const logDir = mkdtempSync(path.join(tmpdir(), 'kupu-server-log-'));
  const logFile = path.join(logDir, 'stdout.jsonl');
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...flags, ...nodeArgs, ...rest], { cwd: root, env, stdio: ['ignore', out, 'pipe'] });
  closeSync(out); // the child has its own descriptor
  const stderr: string[] = [];
  child.stderr!.on('data', (d: Buffer) => {
    stderr.push(String(d));
    if (stderr.length > 40) stderr.shift();
  });
  const lastLines = () => [...readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-40), ...stderr].join('\n');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeLog = () => rmSync(logDir, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      // 'close', not 'exit': stderr has been read to its end by then.
      const early = (code: number | null) => reject(new Error(`server exited (${code}) before serving:\n${lastLines()}`));
      child.once('close', early);
      // Once healthy, a later close is stop()'s, which has removed the log by then: nothing to read or report.
      void untilHealthy(`http://127.0.0.1:${port}/healthz`, exited).then(() => (child.off('close', early), resolve()));
    });
  } catch (error) {
    removeLog();
    throw error;
  }
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    logFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      removeLog();
    },
    abort() {
      child.kill('SIGKILL');
      removeLog();
    },
  };
}

/** The newest story's path on the sample site, from the content API (for measuring an article page). */
export async function newestArticle(base: string, token: string): Promise<string> {
  const found = (await (await fetch(`${base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { content_elements: Array<{ websites: Record<string, { website_url: string }> }> };
  return found.content_elements[0]!.websites.teaomarama!.website_url;
}

/** The homepage's HTML and the first story it links to (/yyyy/mm/dd/slug/): the article a reader would open next. */
export async function articleFromHomepage(base: string): Promise<{ home: string; article: string }> {
  const home = await (await fetch(`${base}/`)).text();
  const article = /href="(\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+\/)"/.exec(home)?.[1];
  if (!article) throw new Error('no article link (/yyyy/mm/dd/slug/) on the homepage');
  return { home, article };
}

/** The reader pages the browser measurements load (npm run lighthouse, main-thread): one of each page type. */
export const readerPages = (article: string) => ({ homepage: '/', article, section: '/news/', search: '/search/waka/' });
