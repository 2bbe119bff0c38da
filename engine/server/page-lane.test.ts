// The production front door over real HTTP: which requests reach the pages directly and which go to Express.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { inSeries, pageLane, type PageLaneOptions } from './page-lane.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A lane whose Express and page handlers answer with their name; `overrides` replace any part. */
async function serve(overrides: Partial<PageLaneOptions> = {}) {
  const answer = (who: string) => (_req: IncomingMessage, res: ServerResponse) => void res.end(who);
  const lane = pageLane({
    express: answer('express'),
    expressPaths: ['/healthz', '/arc', '/api', '/editor/'],
    common: (_req, res, next) => (res.setHeader('x-common', 'ran'), next()),
    page: async (req, res) => answer('page')(req, res),
    fail: (error, _req, res) => ((res.statusCode = 500), res.end(`failed: ${(error as Error).message}`)),
    ...overrides,
  });
  const server = createServer(lane);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const port = (server.address() as AddressInfo).port;
  // node:http's client, so the request target is sent exactly as written (fetch would normalise it).
  return (target: string, method = 'GET') =>
    new Promise<{ status: number; body: string; common?: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: target, method }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, common: res.headers['x-common'] as string | undefined }));
      }).on('error', reject).end();
    });
}

describe('page lane', () => {
  it('a GET or HEAD of a path under none of the Express prefixes runs the common middleware, then the page step', async () => {
    const get = await serve();
    expect(await get('/news/')).toEqual({ status: 200, body: 'page', common: 'ran' });
    expect((await get('/', 'HEAD')).common).toBe('ran');
  });

  it('a path equal to an Express prefix or under it goes to Express in any letter case, as Express matches routes', async () => {
    const get = await serve();
    for (const target of ['/healthz', '/healthz/', '/HEALTHZ', '/arc/content/v4/stories?x=1', '/ARC/content', '/api/blocks', '/editor', '/Editor/api/me']) {
      expect((await get(target)).body, target).toBe('express');
    }
  });

  it('a path that only begins like a prefix is a page (/arcade/ is not under /arc), and a query never decides', async () => {
    const get = await serve();
    for (const target of ['/arcade/', '/apiary', '/healthzz', '/news/?next=/arc/x']) expect((await get(target)).body, target).toBe('page');
  });

  it('other methods, and a target that is not a path (absolute form), go to Express', async () => {
    const get = await serve();
    expect((await get('/news/', 'POST')).body).toBe('express');
    expect((await get('/news/', 'DELETE')).body).toBe('express');
    expect((await get('http://example.org/news/')).body).toBe('express');
  });

  it('an error from the common middleware or the page step is answered by the fail handler; the page step is skipped after a middleware error', async () => {
    let pages = 0;
    const failing = await serve({ page: async () => (pages++, Promise.reject(new Error('render broke'))) });
    expect(await failing('/news/')).toMatchObject({ status: 500, body: 'failed: render broke' });
    await close!();
    const refused = await serve({ common: (_req, _res, next) => next(new Error('bad header')), page: async () => void pages++ });
    expect(await refused('/news/')).toMatchObject({ status: 500, body: 'failed: bad header' });
    expect(pages).toBe(1);
  });
});

describe('inSeries', () => {
  it('runs the steps in order and stops at the first error, handing it on', () => {
    const ran: string[] = [];
    const step = (name: string, error?: Error) => (_req: IncomingMessage, _res: ServerResponse, next: (e?: unknown) => void) => (ran.push(name), next(error));
    let ended: unknown = 'not yet';
    inSeries(step('a'), step('b', new Error('stop')), step('c'))({} as IncomingMessage, {} as ServerResponse, (e) => (ended = e));
    expect(ran).toEqual(['a', 'b']);
    expect((ended as Error).message).toBe('stop');
  });
});
