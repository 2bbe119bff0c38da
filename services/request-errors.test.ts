import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isBackendUnavailable, requestError } from './request-errors.ts';

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

describe('a back end that is away is told apart from a bug (a 503 with Retry-After, not a 500)', () => {
  it("PostgreSQL's shutdown and connection codes, socket errors, pg's and ioredis's lost-connection texts, also as a cause", () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) expect(isBackendUnavailable(coded(code)), code).toBe(true);
    for (const message of ['Connection terminated unexpectedly', 'timeout exceeded when trying to connect', 'Query read timeout', 'Connection is closed.', "Stream isn't writeable and enableOfflineQueue options is false", 'Command timed out']) {
      expect(isBackendUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isBackendUnavailable(new Error('query failed', { cause: coded('ECONNREFUSED') }))).toBe(true);
    expect(isBackendUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
  });

  it('a constraint violation, a syntax error, a plain bug or nothing at all is not', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['23505', '42601', '22P02', '40001']) expect(isBackendUnavailable(coded(code)), code).toBe(false);
    expect(isBackendUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isBackendUnavailable(undefined)).toBe(false);
    expect(isBackendUnavailable('ECONNREFUSED')).toBe(false);
  });
});
