// afterResponse: what the access log, the metrics and the page renderer run once a response is over, over real HTTP.
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { afterResponse } from './response-done.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering with `handle`; resolves with its address. */
async function serve(handle: (res: ServerResponse) => void): Promise<string> {
  server = createServer((_req, res) => handle(res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('afterResponse', () => {
  it('runs every step once, in the order added, after the last byte, through a single close listener', async () => {
    const seen: string[] = [];
    const over = new Promise<{ listeners: number; finished: boolean[] }>((resolve) => {
      void serve((res) => {
        const finished: boolean[] = [];
        afterResponse(res, (r) => (seen.push('log'), finished.push(r.writableFinished)));
        afterResponse(res, (r) => (seen.push('metrics'), finished.push(r.writableFinished)));
        afterResponse(res, (r) => (seen.push('page'), finished.push(r.writableFinished), resolve({ listeners, finished })));
        const listeners = res.listenerCount('close');
        res.end('ok');
      }).then((base) => fetch(base).then((r) => r.text()));
    });
    const { listeners, finished } = await over;
    expect(seen).toEqual(['log', 'metrics', 'page']);
    expect(listeners).toBe(1);
    expect(finished).toEqual([true, true, true]);
  });

  it("shares the one listener with another copy of the module (the server bundle's own)", async () => {
    // A second instance of the module, as the server bundle carries beside the files Node loads from source.
    const copy = (await import(/* @vite-ignore */ `./response-done.ts?copy=${Date.now()}`)) as typeof import('./response-done.ts');
    expect(copy.afterResponse).not.toBe(afterResponse);
    const over = new Promise<{ listeners: number; seen: string[] }>((resolve) => {
      void serve((res) => {
        const seen: string[] = [];
        afterResponse(res, () => seen.push('source'));
        copy.afterResponse(res, () => (seen.push('bundle'), resolve({ listeners, seen })));
        const listeners = res.listenerCount('close');
        res.end('ok');
      }).then((base) => fetch(base).then((r) => r.text()));
    });
    expect(await over).toEqual({ listeners: 1, seen: ['source', 'bundle'] });
  });

  it('runs a step added after the response closed at once, and never twice', async () => {
    const late = new Promise<number>((resolve) => {
      void serve((res) => {
        let runs = 0;
        afterResponse(res, () => {
          // Added from within the close: the response is over, so this runs now.
          afterResponse(res, () => {
            runs++;
            setImmediate(() => resolve(runs));
          });
        });
        res.end('ok');
      }).then((base) => fetch(base).then((r) => r.text()));
    });
    expect(await late).toBe(1);
  });

  it('tells a response cut short by the client from one sent whole', async () => {
    let cut!: (finished: boolean) => void;
    const over = new Promise<boolean>((resolve) => (cut = resolve));
    const base = await serve((res) => {
      afterResponse(res, (r) => cut(r.writableFinished));
      res.write('part of the page'); // never ended: the client goes away first
    });
    await new Promise<void>((resolve) => {
      const req = request(base, (res) => res.once('data', () => (req.destroy(), resolve())));
      req.end();
    });
    expect(await over).toBe(false);
  });
});
