// `npm start`'s process as a whole: it serves, and SIGTERM shuts it down gracefully (exit code 0).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

it('server.ts serves the embedded site and exits 0 on SIGTERM after finishing in-flight requests', async () => {
  const port = await freePort();
  // The embedded default: no DATABASE_URL / REDIS_URL, data in a temporary folder.
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' };
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server.ts'], { cwd: root, env, stdio: 'pipe' });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
  }
  expect(up).toBe(true);
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html lang="en">');
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 90_000);
