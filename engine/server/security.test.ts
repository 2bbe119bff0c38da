import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHstsMaxAge, securityHeaders } from './security.ts';
import { checkPolicyOrigins, policyHeader } from './csp.ts';

/** An app with the security headers whose routes answer with the nonce Express code sees (res.locals.cspNonce). */
async function serve(opts: Parameters<typeof securityHeaders>[0], route?: express.RequestHandler) {
  const app = express();
  app.use(securityHeaders(opts));
  app.get('/', route ?? ((_req, res) => res.send(String(res.locals.cspNonce))));
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    get: () => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    close: () => new Promise((r) => server.close(r)),
  };
}

async function headersWith(opts: Parameters<typeof securityHeaders>[0]) {
  const s = await serve(opts);
  try {
    return (await s.get()).headers;
  } finally {
    await s.close();
  }
}

const directive = (header: string | null, name: string) => header?.split('; ').find((d) => d.startsWith(`${name} `));

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

  it('every response gets a policy with a fresh nonce, the one Express code reads from res.locals.cspNonce', async () => {
    const s = await serve({});
    try {
      const [a, b] = await Promise.all([s.get(), s.get()]);
      const nonces = [];
      for (const res of [a, b]) {
        const nonce = await res.text();
        expect(directive(res.headers.get('content-security-policy'), 'script-src')).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      await s.close();
    }
  });

  it('the strict directives: no plugins, no foreign <base>, framed only by the site itself, forms post only to it', async () => {
    const header = (await headersWith({})).get('content-security-policy');
    expect(directive(header, 'object-src')).toBe("object-src 'none'");
    expect(directive(header, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(header, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(header, 'form-action')).toBe("form-action 'self'");
    // Helmet's own fixed policy is off: exactly one policy header, ours.
    expect(header!.split(', ')).toHaveLength(1);
  });

  it("the app's own origins (the dev server's HMR socket) are in every response's policy", async () => {
    const header = (await headersWith({ policyOrigins: { 'connect-src': ['ws://*:24678'] } })).get('content-security-policy');
    expect(directive(header, 'connect-src')).toBe("connect-src 'self' ws://*:24678");
  });

  it("a page adding its site's origins keeps the response's nonce and the app's origins, even from the server bundle's own copy of the module", async () => {
    // The page handler runs from the server bundle (Vite's SSR loader in development): another instance of csp.ts.
    const copy = './csp.ts?copy=server-bundle';
    const bundled = (await import(/* @vite-ignore */ copy)) as typeof import('./csp.ts');
    let nonce = '';
    const s = await serve({ policyOrigins: { 'connect-src': ['ws://*:24678'] } }, (_req, res) => {
      nonce = bundled.extendPolicy(res, { 'connect-src': ['https://api.example.com'], 'img-src': ['https://*.example.com'] });
      res.send(String(res.locals.cspNonce));
    });
    try {
      const res = await s.get();
      expect(res.headers.get('content-security-policy')).toBe(policyHeader(nonce, { 'connect-src': ['ws://*:24678', 'https://api.example.com'], 'img-src': ['https://*.example.com'] }));
      expect(await res.text()).toBe(nonce);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    } finally {
      await s.close();
    }
  });
});

describe('declared policy origins', () => {
  it('origins and subdomain wildcards are accepted under the directives a site may extend', () => {
    expect(checkPolicyOrigins({ 'img-src': ['https://images.example.com', 'https://*.cdn.example.com:8443'], 'frame-src': ['https://player.example.com'] })).toEqual({
      origins: { 'img-src': ['https://images.example.com', 'https://*.cdn.example.com:8443'], 'frame-src': ['https://player.example.com'] },
      problems: [],
    });
  });

  it('scripts cannot be opened, and keywords, bare schemes, wildcards and anything that could end a directive are refused with the reason', () => {
    const { origins, problems } = checkPolicyOrigins({
      'script-src': ['https://evil.example'],
      'img-src': ['https:', '*', "'unsafe-inline'", 'https://a.example; script-src *', 'https://a.example/path', 'https://ok.example'],
      'connect-src': 'https://not-a-list.example',
    });
    expect(origins).toEqual({ 'img-src': ['https://ok.example'] });
    expect(problems).toEqual([
      '"script-src" cannot be extended (only connect-src, img-src, frame-src, font-src)',
      'img-src: "https:" is not an origin like https://cdn.example.com or https://*.example.com',
      'img-src: "*" is not an origin like https://cdn.example.com or https://*.example.com',
      'img-src: "\'unsafe-inline\'" is not an origin like https://cdn.example.com or https://*.example.com',
      'img-src: "https://a.example; script-src *" is not an origin like https://cdn.example.com or https://*.example.com',
      'img-src: "https://a.example/path" is not an origin like https://cdn.example.com or https://*.example.com',
      'connect-src must be a list of origins',
    ]);
    expect(checkPolicyOrigins(['https://a.example']).problems).toEqual(['must be an object of origin lists by directive (connect-src, img-src, frame-src, font-src)']);
  });

  it('whatever a configuration declares, the policy gains no directive, keyword or separator from it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.webAuthority({ withPort: true }).map((a) => `https://${a}`), fc.webUrl()), { maxLength: 6 }), (list) => {
        const { origins } = checkPolicyOrigins({ 'img-src': list });
        const header = policyHeader('n0nce', origins);
        expect(header.split(';')).toHaveLength(policyHeader('n0nce').split(';').length);
        for (const origin of origins['img-src'] ?? []) expect(origin).toMatch(/^[a-z]+:\/\/[*a-z0-9.:-]+$/i);
      }),
      { numRuns: 200 },
    );
  });
});
