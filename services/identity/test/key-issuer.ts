/**
 * A stand-in for a social provider (Google, Facebook, Apple): a discovery document and a key set on loopback, id
 * tokens signed with its key as the provider's own script would hand them to the page, and, for Apple, the code
 * flow as Apple runs it: the client secret must be an ES256 JWT of the team's key (iss team, sub client, kid key).
 */
import { createHash, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';

export interface AppleClient {
  clientId: string;
  teamId: string;
  keyId: string;
  publicKey: KeyObject;
  /** Who signs in at the (consent-free) authorize step. */
  account: JWTPayload;
}

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
};

/** `now` is the clock tokens are dated by: the service's, which tests move. */
export async function startKeyIssuer(now: () => number = Date.now, apple?: AppleClient) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string }>();
  let counter = 0;

  const sign = (aud: string, claims: JWTPayload, opts: { key?: CryptoKey; iss?: string; expiresIn?: number; kid?: string } = {}) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
      .setIssuer(opts.iss ?? issuer)
      .setAudience(aud)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (opts.expiresIn ?? 600))
      .sign(opts.key ?? privateKey);
  };

  const token = async (form: URLSearchParams) => {
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!apple || !code) return [400, { error: 'invalid_grant' }] as const;
    try {
      const { protectedHeader } = await jwtVerify(form.get('client_secret') ?? '', apple.publicKey, { algorithms: ['ES256'], issuer: apple.teamId, subject: apple.clientId, audience: 'https://appleid.apple.com' });
      if (protectedHeader.kid !== apple.keyId || form.get('client_id') !== apple.clientId) throw new Error('wrong key id or client');
    } catch {
      return [401, { error: 'invalid_client' }] as const;
    }
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge || form.get('redirect_uri') !== code.redirectUri) return [400, { error: 'invalid_grant' }] as const;
    return [200, { access_token: 'apple-access', token_type: 'Bearer', expires_in: 3600, id_token: await sign(apple.clientId, { ...apple.account, nonce: code.nonce }) }] as const;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/authorize' && apple) {
      const q = url.searchParams;
      const code = `code-${++counter}`;
      codes.set(code, { nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '' });
      if (q.get('response_mode') === 'form_post') {
        // As Apple does: a page that posts the answer to the redirect_uri at once.
        const input = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
        res.writeHead(200, { 'content-type': 'text/html' }).end(
          `<!doctype html><form method="post" action="${q.get('redirect_uri')}">${input('code', code)}${input('state', q.get('state') ?? '')}</form><script>document.forms[0].submit()</script>`,
        );
        return;
      }
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const [status, body] = await token(await readBody(req));
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    const body =
      url.pathname === '/.well-known/openid-configuration'
        ? { issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'] }
        : url.pathname === '/jwks'
          ? { keys: [jwk] }
          : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** An id token for `aud`, signed with the published key unless another is given. */
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser at the authorization address: a redirect is followed once, a posting page is posted; answers where it lands. */
export async function followAuthorization(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  if (res.status === 302) return new URL(res.headers.get('location')!);
  const html = await res.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no answer at ${url}: ${html.slice(0, 200)}`);
  const form = new URLSearchParams([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const posted = await fetch(action, { method: 'POST', body: form, redirect: 'manual' });
  if (posted.status !== 303) throw new Error(`the form post answered ${posted.status}: ${await posted.text()}`);
  return new URL(posted.headers.get('location')!);
}
