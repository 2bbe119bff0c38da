// SIGTERM under keep-alive load: `npm start`'s server as a child process, N keep-alive connections kept busy, then
// the signal. A request a client sends on a connection the server holds open must get a whole answer (telling the
// client to close), never a reset: closing idle keep-alive sockets at once dropped 37 requests in the first 40 ms.
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { startServerChild } from '../scripts/server-child.ts';
import { fillSampleDataDir } from './support/sample-db.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-shutdown-'));
fillSampleDataDir(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CONNECTIONS = 8;

interface Answer {
  status: number;
  closes: boolean;
  afterSignal: boolean;
}

/** One GET; rejects with the socket error and whether the socket was a reused keep-alive one. */
function get(agent: http.Agent, base: URL, pathname: string, signalled: () => boolean) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.get({ host: base.hostname, port: base.port, path: pathname, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => (res.complete ? resolve({ status: res.statusCode!, closes: res.headers.connection === 'close', afterSignal: signalled() }) : reject(new Error('cut off'))));
      res.on('error', reject);
    });
    req.on('error', (error) => reject(Object.assign(error, { reused: req.reusedSocket })));
  });
}

it('SIGTERM with every keep-alive connection busy: each request sent on an open connection gets a whole answer (the last ones with Connection: close), none is reset, and the process exits 0', async () => {
  const server = await startServerChild({ root, dataDir, without: ['DATABASE_URL', 'REDIS_URL'], env: { CONTENT_TIMEOUT_MS: '20000' } });
  const base = new URL(server.base);
  try {
    await vi.waitFor(() => expect(readFileSync(server.logFile, 'utf8')).toMatch(/warm-up done/), { timeout: 60_000, interval: 100 });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const answers: Answer[] = [];
    const resets: string[] = [];
    let refused = 0;
    let signalled = false;
    let reached!: () => void;
    const busy = new Promise<void>((resolve) => (reached = resolve));
    const deadline = Date.now() + 60_000;
    // Each caller sends its next request the moment the last one is answered, on its kept-alive connection, until the
    // listener refuses a new connection (the node is going) or, at the latest, after 2000 requests or a minute.
    const caller = async (id: number) => {
      for (let i = 0; i < 2_000 && Date.now() < deadline; i++) {
        try {
          answers.push(await get(agent, base, i % 2 ? '/' : '/healthz', () => signalled));
          if (answers.length === 200) reached();
        } catch (error) {
          const { code, message, reused } = error as NodeJS.ErrnoException & { reused?: boolean };
          // A new connection refused: the listener is closed, as a client retrying on another node would see.
          if (code === 'ECONNREFUSED' && !reused) return void refused++;
          resets.push(`caller ${id}: ${code ?? ''} ${message}${reused ? ' (on a kept-alive connection)' : ''}`);
          return;
        }
      }
    };
    const callers = Promise.all(Array.from({ length: CONNECTIONS }, (_, id) => caller(id)));
    await busy;
    signalled = true;
    server.child.kill('SIGTERM');
    await callers;
    agent.destroy();

    expect(resets).toEqual([]);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The drain was met: answers after the signal told their clients to close, and then the listener was gone.
    expect(answers.filter((a) => a.afterSignal && a.closes).length).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(await exited).toBe(0);
  } finally {
    await server.stop();
  }
}, 180_000);
