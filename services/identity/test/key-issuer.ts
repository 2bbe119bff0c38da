/**
 * A stand-in for a social provider's token issuer (Google, Facebook, Apple): a discovery document and a key set on
 * loopback, and id tokens signed with its key, as the provider's own script would hand them to the page.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

/** `now` is the clock tokens are dated by: the service's, which tests move. */
export async function startKeyIssuer(now: () => number = Date.now) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    const body =
      req.url === '/.well-known/openid-configuration'
        ? { issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'] }
        : req.url === '/jwks'
          ? { keys: [jwk] }
          : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** An id token for `aud`, signed with the published key unless another is given. */
    sign(aud: string, claims: JWTPayload, opts: { key?: CryptoKey; iss?: string; expiresIn?: number; kid?: string } = {}) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
        .setIssuer(opts.iss ?? issuer)
        .setAudience(aud)
        .setIssuedAt(iat)
        .setExpirationTime(iat + (opts.expiresIn ?? 600))
        .sign(opts.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
