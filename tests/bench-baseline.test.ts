// The HTTP bench's baselines run as processes of their own, started as npm start starts the app's server, so both
// sides of a ratio are loaded alike from the bench's process (bench/lib/baseline-child.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBaselineChild } from '../bench/lib/baseline-child.ts';
import { startCommand } from '../scripts/server-child.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'baseline-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bench baseline servers', () => {
  it('serve a file\'s bytes from a process of their own, with npm start\'s Node flags', async () => {
    const file = path.join(dir, 'page.html');
    writeFileSync(file, '<!doctype html><p>kia ora</p>');
    const server = await startBaselineChild(process.cwd(), { kind: 'static', file });
    try {
      const res = await fetch(`${server.base}/any/path/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe('<!doctype html><p>kia ora</p>');
      expect(server.errors).toEqual([]);
      const { flags, rest } = startCommand(process.cwd());
      expect(server.execArgv).toEqual([...flags, ...rest.slice(0, -1)]);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('say why when they cannot start', async () => {
    await expect(startBaselineChild(process.cwd(), { kind: 'static', file: path.join(dir, 'missing.html') })).rejects.toThrow(/baseline server \(static\) failed to start: .*ENOENT.*missing\.html/s);
  }, 30_000);
});
