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
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

it('a RESIZER_SECRET under 32 characters stops npm start with exit 1, one line saying why, and no database created', async () => {
  const { code, stderr } = await start({ RESIZER_SECRET: 'a'.repeat(22) });
  expect(code).toBe(1);
  expect(stderr.trim()).toBe('cannot start: RESIZER_SECRET is too short (22 characters): use at least 32 random characters, e.g. the output of `openssl rand -hex 32`');
  expect(readdirSync(dataDir)).toEqual([]);
}, 120_000);
