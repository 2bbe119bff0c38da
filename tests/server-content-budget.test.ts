// CONTENT_TIMEOUT_MS is the page's content budget in the process npm start runs: a content API slower than the
// default budget (3 s) is an outage (503) without it, and is waited for when the setting allows the time. The content
// API holds every read until the server with the default budget has answered: slower than 3 s by construction, with
// no delay to tune to the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// An article address no warm-up asks for: its content (the global content) is read only by the request below.
const ARTICLE = '/2020/01/02/a-story-the-slow-upstream-has-not-got/';

let upstream: Server;
let upstreamBase: string;
const children: ChildProcess[] = [];
// Reads held until release(); once released, every read (held or new) is answered at once: nothing found.
const held: Array<() => void> = [];
let released = false;
function release() {
  released = true;
  for (const answer of held.splice(0)) answer();
}

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    const answer = () => void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    if (released) answer();
    else held.push(answer);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** server.ts reading its content from the slow API; resolves with its origin once it listens. */
function startServer(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', CONTENT_BASE: `${upstreamBase}/arc`, ARC_ACCESS_TOKEN: 'budget-test', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const port = /serving production on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => reject(new Error(`server.ts exited (${code}) before serving:\n${out}`)));
  });
}

it('a content API slower than the default 3 s budget: the article is a 503 outage without CONTENT_TIMEOUT_MS, and is answered (not found, 404) with CONTENT_TIMEOUT_MS=10000', async () => {
  const [patient, impatient] = await Promise.all([startServer({ CONTENT_TIMEOUT_MS: '10000' }), startServer({})]);
  const waiting = fetch(patient + ARTICLE);
  const cut = await fetch(impatient + ARTICLE);
  expect(cut.status).toBe(503);
  // Only now does the content API answer: after the default budget ran out, well within the patient one.
  release();
  const waited = await waiting;
  expect(waited.status).toBe(404);
  await Promise.all([waited.text(), cut.text()]);
}, 60_000);
