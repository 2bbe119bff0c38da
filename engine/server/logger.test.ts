import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, parseLogLevel, requestIdFor } from './logger.ts';

describe('request ids', () => {
  it('keeps a proxy-given id made of token characters (so one id follows a request across services)', () => {
    for (const id of ['abc-123', 'Root=1-5759e988-bd862e3fe1be46a994272793', 'edge.7f3a:42', 'a'.repeat(128)]) expect(requestIdFor(id)).toBe(id);
    expect(requestIdFor(['first-id', 'second-id'])).toBe('first-id');
  });

  it('replaces a missing, empty, over-long or unsafe id (spaces, quotes, markup, control characters) with a fresh UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'a'.repeat(129), 'two words', '"quoted"', '<script>', 'line\nbreak', 'tab\there', '{"reqId":1}']) {
      expect(requestIdFor(bad)).toMatch(uuid);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe('LOG_LEVEL', () => {
  it('defaults to info and accepts pino level names in any case', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel('  ')).toBe('info');
    expect(parseLogLevel('DEBUG')).toBe('debug');
    expect(parseLogLevel('silent')).toBe('silent');
  });

  it('refuses anything else, naming the allowed levels', () => {
    expect(() => parseLogLevel('verbose')).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"');
  });
});

describe('standard output', () => {
  // The server's logger (createLogger without a destination) in a process of its own, through npm start's loader.
  function child(mode: string) {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/log-child.ts', mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => (out += d));
    proc.stderr.on('data', (d: Buffer) => (err += d));
    const lines = () => out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    return { proc, lines, err: () => err, exited: once(proc, 'exit') };
  }

  it('gathers lines logged apart into a few writes, and writes them all', async () => {
    const c = child('paced');
    await c.exited;
    expect(c.lines()).toHaveLength(40);
    // About 5 kB: one write at 4 kB, one at exit, and one per second the lines took (a slow machine may add one).
    expect(Number(/writes (\d+)/.exec(c.err())![1])).toBeLessThanOrEqual(4);
  }, 20_000);

  it('writes a lone line within about a second, without waiting for more or for the process to end', async () => {
    const c = child('quiet');
    try {
      await vi.waitFor(() => expect(c.lines().map((l) => l.msg)).toEqual(['listening']), { timeout: 10_000 });
      expect(c.proc.exitCode).toBe(null);
    } finally {
      c.proc.kill();
    }
  }, 15_000);

  it('writes every line still gathered when the process exits, or dies of an uncaught exception', async () => {
    for (const mode of ['exit', 'crash']) {
      const c = child(mode);
      await c.exited;
      expect(c.lines().map((l) => l.n)).toEqual([...Array(100).keys()]);
    }
  }, 20_000);
});
