import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { requestError } from './request-errors.ts';

describe("a client's malformed request is a 4xx in words, never a 500", () => {
  it('body not JSON, body over the limit, malformed percent-encoding in the path: each named', async () => {
    const seen: unknown[] = [];
    const app = express();
    app.post('/in', express.json({ limit: '10b' }), (_req, res) => void res.end());
    app.get('/links/:token', (_req, res) => void res.end());
    app.use(((err, _req, res, _next) => {
      seen.push(err);
      const mistake = requestError(err);
      res.status(mistake?.status ?? 500).json(mistake ?? {});
    }) as express.ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const post = (body: string) => fetch(`${base}/in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const notJson = await post('{"a":');
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).message).toMatch(/^body is not valid JSON/);
      const large = await post(JSON.stringify({ text: 'x'.repeat(50) }));
      expect(large.status).toBe(413);
      expect((await large.json()).message).toBe('body is larger than the 10 byte limit');
      const badPath = await fetch(`${base}/links/%E0%A4%A`);
      expect(badPath.status).toBe(400);
      expect((await badPath.json()).message).toBe('the address holds malformed percent-encoding');
    } finally {
      server.close();
    }
  });

  it('a fault of the server itself is not mistaken for a client error', () => {
    expect(requestError(new Error('database down'))).toBeUndefined();
    expect(requestError(Object.assign(new Error('boom'), { status: 500, expose: false }))).toBeUndefined();
    expect(requestError(undefined)).toBeUndefined();
  });
});
