// `npm start` refuses a bad resizer configuration with one clear line, before it creates any database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'server-refusal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise<{ code: number | null; out: string }>((resolve) => child.on('close', (code) => resolve({ code, out })));
}

it('a RESIZER_SECRET under 32 characters stops npm start with exit 1, one line saying why, and no database created', async () => {
  const { code, out } = await start({ RESIZER_SECRET: 'a'.repeat(22) });
  expect(code).toBe(1);
  // One fatal log line (JSON, as every log line of the server).
  const lines = out.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]).msg).toBe('cannot start: RESIZER_SECRET is too short (22 characters): use at least 32 random characters, e.g. the output of `openssl rand -hex 32`');
  expect(readdirSync(dataDir)).toEqual([]);
}, 120_000);
