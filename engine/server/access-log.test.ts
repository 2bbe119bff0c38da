import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessLog } from './access-log.ts';
import { createLogger, requestId } from './logger.ts';

async function serve(route: (req: Request, res: Response) => void) {
  const lines: any[] = [];
  const raw: string[] = [];
  const log = createLogger({ destination: { write: (s: string) => void (raw.push(s), lines.push(JSON.parse(s))) } });
  const app = express();
  app.use(requestId(), accessLog(log));
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.use(route);
  const server = app.listen(0);
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { log, lines, raw, base, close: () => new Promise((r) => server.close(r)) };
}

afterEach(() => void vi.useRealTimers());

describe('access log', () => {
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

  it('writes the line pino itself writes for the same fields, byte for byte but the time, URLs needing escapes included', async () => {
    const s = await serve((_req, res) => void res.send('ok'));
    const url = '/a%20b/"quoted"/\\/ü?x=<1>&y=\u2028';
    await fetch(`${s.base}${url}`, { headers: { 'x-request-id': 'edge-2' } }).then((r) => r.text());
    await vi.waitFor(() => expect(s.raw).toHaveLength(1));
    const line = s.lines[0];
    s.log.info({ reqId: 'edge-2', req: { method: 'GET', url: line.req.url }, res: { statusCode: 200 }, responseTime: line.responseTime }, 'request completed');
    const withoutTime = (l: string) => l.replace(/"time":"[^"]*"/, '"time":""');
    expect(withoutTime(s.raw[0]!)).toBe(withoutTime(s.raw[1]!));
    expect(line.req.url).toBe(new URL(url, 'http://x').pathname + new URL(url, 'http://x').search);
    await s.close();
  });

  it("stamps each line with the time its response ended, not the time the gathered lines were written", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ended = new Date('2026-03-01T10:00:00.000Z');
    vi.setSystemTime(ended);
    let closed!: () => void;
    const responseClosed = new Promise<void>((r) => (closed = r));
    // The access log's close listener runs before this one (it was added first): the line's entry is taken by then.
    const s = await serve((_req, res) => void (res.on('close', closed), res.send('ok')));
    await fetch(`${s.base}/when`).then((r) => r.text());
    await responseClosed;
    vi.setSystemTime(new Date('2026-03-01T11:00:00.000Z'));
    await vi.waitFor(() => expect(s.lines).toHaveLength(1));
    expect(s.lines[0].time).toBe(ended.toISOString());
    await s.close();
  });

  it('writes a gathered access line before any later line of the log, so the log stays in time order', async () => {
    let closed!: () => void;
    const responseClosed = new Promise<void>((r) => (closed = r));
    const s = await serve((_req, res) => void (res.on('close', closed), res.send('ok')));
    await fetch(`${s.base}/first`).then((r) => r.text());
    await responseClosed; // the access log's close listener ran first: the line is gathered
    s.log.error('something after the first response');
    expect(s.lines.map((l) => l.msg)).toEqual(['request completed', 'something after the first response']);
    expect(s.lines[0].req.url).toBe('/first');
    await s.close();
  });

  it('with a pino log createLogger did not make, writes each line through that log at once, with its own settings', async () => {
    const lines: any[] = [];
    const log = pino({ formatters: { level: (label) => ({ level: label }) } }, { write: (s: string) => void lines.push(JSON.parse(s)) });
    const app = express();
    app.use(requestId(), accessLog(log), (_req, res) => void res.status(201).send('x'));
    const server = app.listen(0);
    await once(server, 'listening');
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/own`, { headers: { 'x-request-id': 'edge-3' } }).then((r) => r.text());
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request completed', reqId: 'edge-3', req: { method: 'GET', url: '/own' }, res: { statusCode: 201 } });
    await new Promise((r) => server.close(r));
  });

  it('leaves out lines below the log level', async () => {
    const raw: string[] = [];
    const log = createLogger({ level: 'error', destination: { write: (s: string) => void raw.push(s) } });
    const app = express();
    app.use(accessLog(log), (req, res) => void res.status(req.path === '/down' ? 502 : 200).send('x'));
    const server = app.listen(0);
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await fetch(`${base}/up`).then((r) => r.text());
    await fetch(`${base}/down`).then((r) => r.text());
    await vi.waitFor(() => expect(raw).toHaveLength(1));
    expect(JSON.parse(raw[0]!)).toMatchObject({ level: 50, req: { url: '/down' }, res: { statusCode: 502 } });
    await new Promise((r) => server.close(r));
  });

  it('writes the lines still gathered when the process exits, with the log\'s own last write', async () => {
    // The server's logger and access log in a process of their own, through npm start's loader: 5 responses (fewer
    // than a batch), then process.exit at once.
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/log-child.ts', 'access-exit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d));
    await once(proc, 'exit');
    const lines = out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.req!.url)).toEqual(['/0', '/1', '/2', '/3', '/4']);
  }, 20_000);
});
