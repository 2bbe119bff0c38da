/**
 * The site as an OpenID provider for its registered clients: a signed-in reader's browser asks for a code
 * (provider/login), the client exchanges it with its PKCE verifier (provider/token) for an id token signed with an
 * ES256 key whose public half is published at the JWKS address of the discovery document, and an access token for
 * provider/userinfo. The code's row is the grant: the access token names it (`jti`, the code's digest), a second
 * use of the code deletes it (RFC 6749 4.1.2), and the access token stops working with it.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SignJWT, calculateJwkThumbprint, exportJWK, jwtVerify, type JWK } from 'jose';
import type { IdentityDb } from './migrations.ts';
import type { ProviderClient } from './oidc-settings.ts';
import { digest, newSecret } from './tokens.ts';

/** A code is for the redirect that follows at once: a minute, and one use. */
export const CODE_LIFETIME_MS = 60 * 1000;
export const PROVIDER_TOKEN_SECONDS = 15 * 60;
/** A spent code's row is kept while the tokens of its exchange may live, so a replay can still revoke them. */
const GRANT_KEPT_MS = CODE_LIFETIME_MS + PROVIDER_TOKEN_SECONDS * 1000;
export const PROVIDER_PATH = '/identity/public/v2/oidc/provider';

/** An OAuth error (RFC 6749 5.2), answered as `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

/** The signing key from PKCS8 PEM, or a new one (tests; the service generates one into data/ otherwise). */
export async function providerKey(pem?: string): Promise<{ privateKey: KeyObject; jwk: JWK }> {
  const privateKey = pem ? createPrivateKey(pem) : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('the OpenID provider key must be a P-256 EC private key (PKCS8 PEM), for ES256');
  }
  const jwk = await exportJWK(createPublicKey(privateKey));
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = 'ES256';
  jwk.use = 'sig';
  return { privateKey, jwk };
}

const S256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  nonce?: string;
  scope: string;
  codeChallenge: string;
}

export function openIdProvider(opts: { db: Kysely<IdentityDb>; clients: ProviderClient[]; origin: string; key: { privateKey: KeyObject; jwk: JWK }; now: () => number }) {
  const { db, now, key } = opts;
  const publicKey = createPublicKey(key.privateKey);
  const origin = opts.origin.replace(/\/$/, '');
  const issuer = origin + PROVIDER_PATH;
  const clients = new Map(opts.clients.map((c) => [c.clientId, c]));

  return {
    issuer,
    clients: opts.clients,
    discovery: () => ({
      issuer,
      // The login page in OIDC mode: it signs the reader in if need be, then calls provider/login.
      authorization_endpoint: `${origin}/account/login/`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      authorization_response_iss_parameter_supported: true,
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified'],
    }),
    jwks: () => ({ keys: [key.jwk] }),

    /**
     * Checks a request for a code. An unknown client or a redirect_uri not registered character for character is
     * refused without redirecting (the address cannot be trusted); the rest are refused as well, naming the field.
     */
    checkRequest(q: Record<string, unknown>): AuthorizationRequest {
      const str = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);
      const clientId = str('client_id');
      if (!clientId) throw new OAuthError(400, 'invalid_request', 'client_id is required');
      const client = clients.get(clientId);
      if (!client) throw new OAuthError(400, 'invalid_client', `unknown client_id ${JSON.stringify(clientId.slice(0, 80))}`);
      const redirectUri = str('redirect_uri');
      if (!redirectUri || !client.redirectUris.includes(redirectUri)) throw new OAuthError(400, 'invalid_request', 'redirect_uri is not one registered for this client (it must match exactly)');
      if (str('response_type') !== 'code') throw new OAuthError(400, 'unsupported_response_type', 'response_type must be "code"');
      const scope = str('scope') ?? '';
      if (scope.length > 256) throw new OAuthError(400, 'invalid_scope', 'scope must be at most 256 characters');
      if (!scope.split(' ').includes('openid')) throw new OAuthError(400, 'invalid_scope', 'scope must include "openid"');
      const codeChallenge = str('code_challenge');
      if (str('code_challenge_method') !== 'S256' || !codeChallenge || !CHALLENGE.test(codeChallenge)) {
        throw new OAuthError(400, 'invalid_request', 'PKCE is required: code_challenge (43 base64url characters) with code_challenge_method "S256"');
      }
      const [state, nonce] = [str('state'), str('nonce')];
      if ((state?.length ?? 0) > 512 || (nonce?.length ?? 0) > 512) throw new OAuthError(400, 'invalid_request', 'state and nonce must be at most 512 characters');
      return { clientId, redirectUri, state, nonce, scope, codeChallenge };
    },

    /** The address the browser goes to next: the client's redirect_uri with a new code and the client's state. */
    async issueCode(request: AuthorizationRequest, userId: string): Promise<string> {
      const code = newSecret();
      await db.deleteFrom('identity_oidc_codes').where('expires_at', '<=', new Date(now() - (GRANT_KEPT_MS - CODE_LIFETIME_MS))).execute();
      await db
        .insertInto('identity_oidc_codes')
        .values({
          code_hash: digest(code),
          client_id: request.clientId,
          redirect_uri: request.redirectUri,
          code_challenge: request.codeChallenge,
          nonce: request.nonce ?? null,
          scope: request.scope,
          user_id: userId,
          expires_at: new Date(now() + CODE_LIFETIME_MS),
          used_at: null,
        })
        .execute();
      const url = new URL(request.redirectUri);
      url.searchParams.set('code', code);
      if (request.state !== undefined) url.searchParams.set('state', request.state);
      url.searchParams.set('iss', issuer);
      return url.href;
    },

    /** The client named and authenticated by the token request (secret by Basic or in the form; none for public clients). */
    client(form: Record<string, unknown>, authorization: string | undefined): ProviderClient {
      let clientId = typeof form.client_id === 'string' ? form.client_id : undefined;
      let secret = typeof form.client_secret === 'string' ? form.client_secret : undefined;
      const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (basic) {
        const [id, pass] = Buffer.from(basic, 'base64').toString().split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
        clientId = id;
        secret = pass;
      }
      const client = clientId ? clients.get(clientId) : undefined;
      if (!client) throw new OAuthError(401, 'invalid_client', 'unknown client');
      if (client.clientSecret && !(secret && same(secret, client.clientSecret))) throw new OAuthError(401, 'invalid_client', 'client authentication failed');
      return client;
    },

    /** Exchanges a code once; every mismatch is invalid_grant and spends the code all the same. */
    async exchange(client: ProviderClient, form: Record<string, unknown>) {
      if (form.grant_type !== 'authorization_code') throw new OAuthError(400, 'unsupported_grant_type', 'grant_type must be "authorization_code"');
      const [code, verifier, redirectUri] = [form.code, form.code_verifier, form.redirect_uri].map((v) => (typeof v === 'string' ? v : ''));
      if (!code || !redirectUri) throw new OAuthError(400, 'invalid_request', 'code and redirect_uri are required');
      if (!VERIFIER.test(verifier)) throw new OAuthError(400, 'invalid_request', 'code_verifier must be 43 to 128 unreserved characters');
      const row = await db
        .updateTable('identity_oidc_codes')
        .set({ used_at: new Date(now()) })
        .where('code_hash', '=', digest(code))
        .where('used_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        // A used code coming back: it leaked, and whoever exchanged it first may not be the client. Revoking the
        // grant (its row) ends the access token that exchange issued; the id token, a signed statement, cannot be.
        await db.deleteFrom('identity_oidc_codes').where('code_hash', '=', digest(code)).where('used_at', 'is not', null).execute();
        throw new OAuthError(400, 'invalid_grant', 'the code is unknown, used or expired');
      }
      if (row.expires_at.getTime() <= now()) throw new OAuthError(400, 'invalid_grant', 'the code is unknown, used or expired');
      if (row.client_id !== client.clientId) throw new OAuthError(400, 'invalid_grant', 'the code was issued to another client');
      if (row.redirect_uri !== redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri differs from the one the code was issued for');
      if (!same(S256(verifier), row.code_challenge)) throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
      const user = await db.selectFrom('identity_users').select(['id', 'email', 'email_verified', 'status']).where('id', '=', row.user_id).executeTakeFirst();
      if (!user || user.status !== 'active') throw new OAuthError(400, 'invalid_grant', 'the account is no longer active');
      const iat = Math.floor(now() / 1000);
      const sign = (payload: Record<string, unknown>, typ: string) =>
        new SignJWT({ ...payload, ...(typ === 'at+jwt' ? { jti: row.code_hash } : {}) })
          .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid, typ })
          .setIssuer(issuer)
          .setSubject(user.id)
          .setAudience(client.clientId)
          .setIssuedAt(iat)
          .setExpirationTime(iat + PROVIDER_TOKEN_SECONDS)
          .sign(key.privateKey);
      const scopes = row.scope.split(' ');
      const email = scopes.includes('email') ? { email: user.email, email_verified: user.email_verified } : {};
      // The access token is for the client (its audience) and provider/userinfo: the rest of the identity API accepts
      // only its own HS256 tokens.
      const [idToken, accessToken] = await Promise.all([
        sign({ ...email, ...(row.nonce ? { nonce: row.nonce } : {}), auth_time: iat }, 'JWT'),
        sign({ scope: row.scope, client_id: client.clientId }, 'at+jwt'),
      ]);
      return { id_token: idToken, access_token: accessToken, token_type: 'Bearer', expires_in: PROVIDER_TOKEN_SECONDS, scope: row.scope };
    },

    /** The UserInfo answer (OpenID Connect Core 5.3) for an access token of a live grant; invalid_token (401) otherwise. */
    async userInfo(accessToken: string | undefined): Promise<Record<string, unknown>> {
      const invalid = (why: string) => new OAuthError(401, 'invalid_token', why);
      if (!accessToken) throw invalid('a bearer access token of this provider is required');
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(accessToken, publicKey, {
          algorithms: ['ES256'],
          issuer,
          typ: 'at+jwt',
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'jti', 'client_id'],
        }));
      } catch {
        throw invalid('the access token is not one of this provider, or has expired');
      }
      const grant = await db
        .selectFrom('identity_oidc_codes as c')
        .innerJoin('identity_users as u', 'u.id', 'c.user_id')
        .select(['c.scope', 'c.client_id', 'u.id', 'u.email', 'u.email_verified', 'u.status'])
        .where('c.code_hash', '=', String(claims.jti))
        .where('c.used_at', 'is not', null)
        .executeTakeFirst();
      if (!grant || grant.status !== 'active' || grant.id !== claims.sub || grant.client_id !== claims.client_id) throw invalid('the grant of this access token was revoked');
      const email = grant.scope.split(' ').includes('email') ? { email: grant.email, email_verified: grant.email_verified } : {};
      return { sub: grant.id, ...email };
    },
  };
}

export type OpenIdProvider = ReturnType<typeof openIdProvider>;
