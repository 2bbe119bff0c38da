// `server.ts` refuses bad settings at start (logging, port, content budget, cache tags, the Redis URL, trusted proxies) with one structured line and exit 1, never a stack trace.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise<{ code: number | null; out: string }>((resolve) => child.on('close', (code) => resolve({ code, out })));
}

it('an unknown LOG_LEVEL stops the server with exit 1 and one fatal JSON log line naming the allowed levels, no stack trace', async () => {
  const { code, out } = await start({ LOG_LEVEL: 'verbose', PORT: '0' });
  expect(code).toBe(1);
  const lines = out.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({ level: 60, msg: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"' });
});

it('a PORT that is not a whole number from 0 to 65535 is reported as a fatal JSON line (exit 1)', async () => {
  const { code, out } = await start({ PORT: 'eighty' });
  expect(code).toBe(1);
  expect(JSON.parse(out.trim())).toMatchObject({ level: 60, msg: 'PORT must be a whole number from 0 to 65535, got "eighty"' });
});

it('a CONTENT_TIMEOUT_MS that is not whole milliseconds from 100 to 60000 is reported as a fatal JSON line (exit 1)', async () => {
  for (const given of ['3s', '50', '90000', '1e3']) {
    const { code, out } = await start({ CONTENT_TIMEOUT_MS: given, PORT: '0' });
    expect(code).toBe(1);
    expect(JSON.parse(out.trim())).toMatchObject({ level: 60, msg: `CONTENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, got "${given}"` });
  }
});

it('a CACHE_TAG_HEADERS naming a header the server does not know is reported as a fatal JSON line (exit 1)', async () => {
  const { code, out } = await start({ CACHE_TAG_HEADERS: 'fastly', PORT: '0' });
  expect(code).toBe(1);
  expect(JSON.parse(out.trim())).toMatchObject({ level: 60, msg: 'CACHE_TAG_HEADERS must be "none" or a comma-separated list of surrogate-key, cache-tag; got "fastly"' });
});

it('a REDIS_URL that is not a redis:// or rediss:// URL is reported as a fatal JSON line (exit 1), not a crash with a stack trace', async () => {
  const { code, out } = await start({ REDIS_URL: 'ftp://cache.example', PORT: '0' });
  expect(code).toBe(1);
  expect(JSON.parse(out.trim())).toMatchObject({ level: 60, msg: 'content cache: Redis URL must start with redis:// or rediss://, got "ftp://cache.example"' });
});

it('a TRUST_PROXY that is not a hop count or a list of proxy addresses / CIDR ranges is reported as a fatal JSON line (exit 1)', async () => {
  const { code, out } = await start({ TRUST_PROXY: '10.0.0.0/33,loopback', PORT: '0' });
  expect(code).toBe(1);
  expect(JSON.parse(out.trim())).toMatchObject({ level: 60, msg: expect.stringMatching(/^TRUST_PROXY must be a hop count .*; got "10\.0\.0\.0\/33,loopback" \(invalid range on address: 10\.0\.0\.0\/33\)$/) });
});
