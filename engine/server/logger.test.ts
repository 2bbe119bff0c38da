import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { accessLog, createLogger, parseLogLevel, requestId, requestIdFor } from './logger.ts';

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

describe('access log', () => {
  async function serve(route: (req: Request, res: Response) => void) {
    const lines: any[] = [];
    const log = createLogger({ destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
    const app = express();
    app.use(requestId(), accessLog(log));
    app.get('/healthz', (_req, res) => void res.json({ ok: true }));
    app.use(route);
    const server = app.listen(0);
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { lines, base, close: () => new Promise((r) => server.close(r)) };
  }

  it('writes one line per response: method, URL as requested, status, time and request id, and no headers', async () => {
    const s = await serve((_req, res) => void res.status(404).send('no'));
    await fetch(`${s.base}/a/b?q=1`, { headers: { 'x-request-id': 'edge-1', cookie: 'secret=1' } }).then((r) => r.text());
    await vi.waitFor(() => expect(s.lines).toHaveLength(1));
    expect(s.lines[0]).toMatchObject({ level: 30, msg: 'request completed', reqId: 'edge-1', req: { method: 'GET', url: '/a/b?q=1' }, res: { statusCode: 404 } });
    expect(typeof s.lines[0].responseTime).toBe('number');
    expect(JSON.stringify(s.lines)).not.toMatch(/secret|cookie/i);
    await s.close();
  });

  it('logs a 5xx at error level, a connection cut before the end as aborted, and nothing for health checks', async () => {
    const s = await serve((req, res) => {
      if (req.path === '/fail') return void res.status(503).send('down');
      res.write('part'); // then the client goes away
    });
    await fetch(`${s.base}/healthz`).then((r) => r.text());
    await fetch(`${s.base}/fail`).then((r) => r.text());
    await vi.waitFor(() => expect(s.lines.map((l) => l.msg)).toEqual(['request completed']));
    expect(s.lines[0]).toMatchObject({ level: 50, res: { statusCode: 503 } });
    const cut = new AbortController();
    const res = await fetch(`${s.base}/cut`, { signal: cut.signal });
    await res.body!.getReader().read();
    cut.abort();
    await vi.waitFor(() => expect(s.lines).toHaveLength(2));
    expect(s.lines[1]).toMatchObject({ level: 40, msg: 'request aborted', req: { url: '/cut' } });
    await s.close();
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
