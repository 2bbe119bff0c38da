// `npm start`'s process as a whole: it serves, and SIGTERM (sent to npm, as a process manager would) drains the
// requests in flight under keep-alive load, exits 0 and leaves nothing running.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { fillSampleDataDir } from './support/sample-db.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
// What this test is about is the process and its shutdown, not a first start's sample loading (global setup's).
fillSampleDataDir(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Every process below pid (npm -> node), read from /proc. */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const dir = `/proc/${pid}/task`;
  if (!existsSync(dir)) return out;
  for (const task of readdirSync(dir)) {
    const file = `${dir}/${task}/children`;
    const kids = existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
    for (const kid of kids) out.push(kid, ...descendants(kid));
  }
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z'); // a zombie has exited
  } catch {
    return false;
  }
};

interface Outcome {
  path: string;
  status: number;
  afterSignal: boolean;
  closesConnection: boolean;
}

/** One GET on a keep-alive agent; an error after the response started (a cut-off body) is marked as such. */
function get(agent: http.Agent, port: number, pathname: string, signalled: () => boolean) {
  return new Promise<Outcome>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ path: pathname, status: res.statusCode!, afterSignal: signalled(), closesConnection: res.headers.connection === 'close' }));
      res.on('error', (e) => reject(Object.assign(e, { cutOff: true })));
      res.on('aborted', () => reject(Object.assign(new Error(`response to ${pathname} cut off`), { cutOff: true })));
    });
    req.on('error', reject);
  });
}

/**
 * A POST held in flight on a keep-alive connection: its headers are sent with `Expect: 100-continue`, and the server's
 * 100 Continue says it has the request (Node answers it just before handing the request to the app). The body (a
 * magic-link request, answered 200 with or without an account) is sent by `finish()`, whose outcome is the answer.
 */
function heldRequest(agent: http.Agent, port: number) {
  const body = JSON.stringify({ email: 'held@example.org' });
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let received!: () => void;
  const inFlight = new Promise<void>((resolve) => (received = resolve));
  const outcome = new Promise<Outcome>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/identity/public/v1/auth/magiclink', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ path: '/identity/public/v1/auth/magiclink', status: res.statusCode!, afterSignal: true, closesConnection: res.headers.connection === 'close' }));
        res.on('error', reject);
      },
    );
    req.on('continue', () => {
      received();
      void finished.then(() => req.end(body));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
  return { inFlight, outcome, finish };
}

it('npm start serves the embedded site with writes closed; SIGTERM under keep-alive load finishes the requests in flight, exits 0 and leaves no process running', async () => {
  const port = await freePort();
  // The embedded default: no DATABASE_URL / REDIS_URL, data in a temporary folder.
  // A content budget well over the default: the uncached searches below keep requests in flight through shutdown,
  // and on a 2-core machine running the whole suite one could outlast 3 s and answer 503, which is not what is tested.
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', CONTENT_TIMEOUT_MS: '20000' };
  const npm = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: 'pipe' });
  let output = '';
  npm.stdout.on('data', (d) => (output += d));
  npm.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  let up = false;
  for (let i = 0; i < 240 && !up && npm.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
  }
  expect(up, output).toBe(true);
  // The load below should meet the node as traffic does after start-up: its warm-up (each site's homepage) done, not
  // racing the first renders for the content budget on a busy machine.
  await new Promise<void>((resolve) => {
    const seen = () => /warm-up done/.test(output) && resolve();
    seen();
    npm.stdout.on('data', seen);
    npm.stderr.on('data', seen);
  });
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html lang="en">');
  // Production with no variables set: nobody can publish, and the start-up log says so.
  const write = await fetch(`http://127.0.0.1:${port}/arc/content/v4/documents/ANYONE`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(write.status).toBe(401);
  expect(output).toMatch(/writes are closed/);
  const nav = await fetch(`http://127.0.0.1:${port}/arc/site/v3/navigation/teaomarama/MainMenu`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"children":[]}' });
  expect(nav.status).toBe(401);
  const tree = descendants(npm.pid!);
  expect(tree.length).toBeGreaterThan(0);

  // Keep-alive load: cached pages and uncached searches (each waits on the content API while in flight).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const outcomes: Outcome[] = [];
  const cutOff: string[] = [];
  let signalled = false;
  let n = 0;
  let reachedLoad!: () => void;
  const loadRunning = new Promise<void>((resolve) => (reachedLoad = resolve));
  const client = async (id: number) => {
    for (;;) {
      const pathname = id % 2 ? '/' : `/search/kupu-${id}-${n++}/`;
      try {
        outcomes.push(await get(agent, port, pathname, () => signalled));
        if (outcomes.length === 40) reachedLoad();
      } catch (e) {
        if ((e as { cutOff?: boolean }).cutOff) cutOff.push(`${pathname}: ${(e as Error).message}`);
        // Refused or reset before any response: the listener is closed, as a client retrying elsewhere would see.
        if (signalled) return;
        throw e;
      }
    }
  };
  const clients = Promise.all(Array.from({ length: 8 }, (_, id) => client(id)));
  await loadRunning;
  // The load alone may, at the moment the server takes the signal, have nothing in flight (its clients between
  // requests on a busy machine): this request is in flight for certain, and finishes once shutdown has begun.
  const heldAgent = new http.Agent({ keepAlive: true });
  const held = heldRequest(heldAgent, port);
  await held.inFlight;
  const shuttingDown = new Promise<void>((resolve) => {
    const seen = () => /SIGTERM: shutting down/.test(output) && resolve();
    npm.stdout.on('data', seen);
    npm.stderr.on('data', seen);
  });
  signalled = true;
  npm.kill('SIGTERM');
  await shuttingDown;
  held.finish();
  const heldOutcome = await held.outcome;
  await clients;
  agent.destroy();
  heldAgent.destroy();

  expect(await exited, output).toBe(0);
  expect(cutOff).toEqual([]);
  expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
  // Requests in flight when the signal came were answered, each telling its keep-alive client to close.
  expect(heldOutcome).toMatchObject({ status: 200, afterSignal: true, closesConnection: true });
  // Nothing left behind: no process of the tree, and nothing listening on the port.
  expect(tree.filter(alive)).toEqual([]);
  await expect(new Promise((resolve, reject) => createConnection(port, '127.0.0.1').on('connect', resolve).on('error', reject))).rejects.toThrow(/ECONNREFUSED/);
}, 150_000);
