import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { parseHstsMaxAge, securityHeaders } from './security.ts';

async function headersWith(opts: Parameters<typeof securityHeaders>[0]) {
  const app = express();
  app.use(securityHeaders(opts));
  app.get('/', (_req, res) => res.send('ok'));
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('HSTS is sent only when the site is configured as served over TLS', async () => {
    expect((await headersWith({})).get('strict-transport-security')).toBeNull();
    expect((await headersWith({ hstsMaxAge: 31536000 })).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('HSTS_MAX_AGE must be whole seconds; unset means no HSTS', () => {
    expect(parseHstsMaxAge(undefined)).toBeUndefined();
    expect(parseHstsMaxAge(' 600 ')).toBe(600);
    expect(() => parseHstsMaxAge('a year')).toThrow('HSTS_MAX_AGE must be a whole number of seconds (e.g. 31536000), got "a year"');
  });
});
