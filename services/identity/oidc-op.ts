/**
 * The site as an OpenID provider for its registered clients: a signed-in reader's browser asks for a code
 * (provider/login), the client exchanges it with its PKCE verifier (provider/token) for an id token signed with the
 * algorithm it registered (RS256 by default, or ES256; both keys published at the JWKS address of the discovery
 * document), an access token for provider/userinfo and, for an offline grant or the site's own app, a rotating
 * refresh token (the app's may be traded once at auth/token for a reader session: redeemForSession). The code's
 * row is the grant: the access token names it (`jti`, the code's digest), a second use of the code deletes it and
 * its offline grant (RFC 6749 4.1.2), and the access token stops working with them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SignJWT, jwtVerify } from 'jose';
import type { IdentityDb } from './migrations.ts';
import { checkAuthorizationRequest, errorRedirect, OAuthError, signInVerdict, type AuthorizationRequest, type RedirectedError } from './oidc-authorize.ts';
import { CLAIMS_SUPPORTED, readerClaims } from './oidc-claims.ts';
import { ID_TOKEN_ALGS, type IdTokenAlg, type SigningKey } from './oidc-key.ts';
import { offlineGrants } from './oidc-refresh.ts';
import { idTokenAlg, type ProviderClient } from './oidc-settings.ts';
import { digest, newSecret } from './tokens.ts';

export { OAuthError, RedirectedError, type AuthorizationRequest } from './oidc-authorize.ts';

/** A code is for the redirect that follows at once: a minute, and one use. */
export const CODE_LIFETIME_MS = 60 * 1000;
export const PROVIDER_TOKEN_SECONDS = 15 * 60;
/** A spent code's row is kept while the tokens of its exchange may live, so a replay can still revoke them. */
const GRANT_KEPT_MS = CODE_LIFETIME_MS + PROVIDER_TOKEN_SECONDS * 1000;
export const PROVIDER_PATH = '/identity/public/v2/oidc/provider';
/** The access tokens are the provider's own (only UserInfo reads them): always ES256. */
const ACCESS_ALG: IdTokenAlg = 'ES256';

const S256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** offline_access counts only for a client registered for it (ProviderClient.offlineAccess); else it is ignored (Core 11). */
const grantedScope = (client: ProviderClient, scope: string) =>
  client.offlineAccess ? scope : scope.split(' ').filter((s) => s !== 'offline_access').join(' ');

export function openIdProvider(opts: { db: Kysely<IdentityDb>; clients: ProviderClient[]; origin: string; keys: Record<IdTokenAlg, SigningKey>; now: () => number }) {
  const { db, now, keys } = opts;
  const origin = opts.origin.replace(/\/$/, '');
  const issuer = origin + PROVIDER_PATH;
  const clients = new Map(opts.clients.map((c) => [c.clientId, c]));
  const grants = offlineGrants(db, now);

  const sign = (alg: IdTokenAlg, payload: Record<string, unknown>, to: { sub: string; aud: string; typ: string }) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg, kid: keys[alg].jwk.kid, typ: to.typ })
      .setIssuer(issuer)
      .setSubject(to.sub)
      .setAudience(to.aud)
      .setIssuedAt(iat)
      .setExpirationTime(iat + PROVIDER_TOKEN_SECONDS)
      .sign(keys[alg].privateKey);
  };

  /** The token answer: an id token in the client's algorithm, the access token naming the grant, and a refresh token if any. */
  async function tokens(client: ProviderClient, grant: { id: string; userId: string; scope: string; authTime: Date; nonce?: string | null }, refreshToken?: string) {
    const claims = await readerClaims(db, grant.userId, grant.scope);
    if (!claims) throw new OAuthError(400, 'invalid_grant', 'the account is no longer active');
    const to = { sub: grant.userId, aud: client.clientId };
    // The access token is for the client (its audience) and provider/userinfo: the rest of the identity API accepts
    // only its own HS256 tokens.
    const [idToken, accessToken] = await Promise.all([
      sign(idTokenAlg(client), { ...claims, ...(grant.nonce ? { nonce: grant.nonce } : {}), auth_time: Math.floor(grant.authTime.getTime() / 1000) }, { ...to, typ: 'JWT' }),
      sign(ACCESS_ALG, { scope: grant.scope, client_id: client.clientId, jti: grant.id }, { ...to, typ: 'at+jwt' }),
    ]);
    return {
      id_token: idToken,
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: PROVIDER_TOKEN_SECONDS,
      scope: grant.scope,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  }

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
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [...ID_TOKEN_ALGS],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'email', 'profile', 'offline_access'],
      claims_supported: CLAIMS_SUPPORTED,
      prompt_values_supported: ['none', 'login', 'consent', 'select_account'],
    }),
    jwks: () => ({ keys: ID_TOKEN_ALGS.map((alg) => keys[alg].jwk) }),

    /** Checks a request for a code: an OAuthError (shown on our page) or a RedirectedError (back to the client). */
    checkRequest: (q: Record<string, unknown>): AuthorizationRequest => checkAuthorizationRequest(q, clients),
    /** The client's address for a refusal that goes back to it. */
    errorRedirect: (error: RedirectedError) => errorRedirect(error, issuer),
    /** Whether the reader's sign-in serves the request (prompt, max_age); prompt=none's refusal is a RedirectedError. */
    signInVerdict: (request: AuthorizationRequest, signedInAt: Date | undefined) => signInVerdict(request, signedInAt, now()),

    /** The address the browser goes to next: the client's redirect_uri with a new code and the client's state. */
    async issueCode(request: AuthorizationRequest, userId: string, signedInAt: Date): Promise<string> {
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
          auth_time: signedInAt,
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

    /** The token endpoint's grants: a code once (every mismatch is invalid_grant and spends it), or a refresh token once. */
    async exchange(client: ProviderClient, form: Record<string, unknown>) {
      if (form.grant_type === 'refresh_token') return this.refresh(client, form);
      if (form.grant_type !== 'authorization_code') throw new OAuthError(400, 'unsupported_grant_type', 'grant_type must be "authorization_code" or "refresh_token"');
      const [code, verifier, redirectUri] = [form.code, form.code_verifier, form.redirect_uri].map((v) => (typeof v === 'string' ? v : ''));
      if (!code || !redirectUri) throw new OAuthError(400, 'invalid_request', 'code and redirect_uri are required');
      if (!VERIFIER.test(verifier)) throw new OAuthError(400, 'invalid_request', 'code_verifier must be 43 to 128 unreserved characters');
      const hash = digest(code);
      const row = await db.updateTable('identity_oidc_codes').set({ used_at: new Date(now()) }).where('code_hash', '=', hash).where('used_at', 'is', null).returningAll().executeTakeFirst();
      if (!row) {
        // A used code coming back: it leaked, and whoever exchanged it first may not be the client. Revoking the
        // grant (its row, and its offline grant) ends the tokens that exchange issued; the id token, a signed
        // statement, cannot be.
        const spent = await db.deleteFrom('identity_oidc_codes').where('code_hash', '=', hash).where('used_at', 'is not', null).executeTakeFirst();
        if (spent.numDeletedRows > 0n) await grants.revoke(hash);
        throw new OAuthError(400, 'invalid_grant', 'the code is unknown, used or expired');
      }
      if (row.expires_at.getTime() <= now()) throw new OAuthError(400, 'invalid_grant', 'the code is unknown, used or expired');
      if (row.client_id !== client.clientId) throw new OAuthError(400, 'invalid_grant', 'the code was issued to another client');
      if (row.redirect_uri !== redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri differs from the one the code was issued for');
      if (!same(S256(verifier), row.code_challenge)) throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
      const scope = grantedScope(client, row.scope);
      const grant = { id: hash, userId: row.user_id, scope, authTime: row.auth_time ?? row.used_at ?? new Date(now()), nonce: row.nonce };
      const answer = await tokens(client, grant);
      if (!client.firstParty && !scope.split(' ').includes('offline_access')) return answer;
      return { ...answer, refresh_token: await grants.start({ ...grant, clientId: client.clientId }) };
    },

    /** grant_type=refresh_token (RFC 6749 6): the next refresh token, new access and id tokens of the same grant. */
    async refresh(client: ProviderClient, form: Record<string, unknown>) {
      const refreshToken = typeof form.refresh_token === 'string' ? form.refresh_token : '';
      if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
      const { grant, refreshToken: next } = await grants.rotate(client.clientId, refreshToken);
      // A narrower scope may be asked for; never one the grant does not have (RFC 6749 6). The answer names the grant's.
      const asked = typeof form.scope === 'string' ? form.scope.split(' ').filter(Boolean) : [];
      const granted = grant.scope.split(' ');
      if (asked.some((s) => !granted.includes(s))) throw new OAuthError(400, 'invalid_scope', 'scope may not ask for more than the grant has');
      return tokens(client, grant, next);
    },

    /**
     * A first-party app's refresh token (ProviderClient.firstParty) traded once for the reader it names and when
     * they signed in, for a session of the site; undefined for any other token (a reader's own, or another client's).
     */
    async redeemForSession(refreshToken: string): Promise<{ userId: string; signedInAt: Date } | undefined> {
      try {
        const grant = await grants.redeem(refreshToken, (id) => clients.get(id)?.firstParty === true);
        return { userId: grant.userId, signedInAt: grant.authTime };
      } catch (error) {
        if (error instanceof OAuthError) return undefined;
        throw error;
      }
    },

    /** Ends every grant of the reader's, as their sessions end on a password change or reset. */
    revokeGrantsOf: (userId: string) => grants.revokeAllOf(userId),

    /** The UserInfo answer (OpenID Connect Core 5.3) for an access token of a live grant; invalid_token (401) otherwise. */
    async userInfo(accessToken: string | undefined): Promise<Record<string, unknown>> {
      const invalid = (why: string) => new OAuthError(401, 'invalid_token', why);
      if (!accessToken) throw invalid('a bearer access token of this provider is required');
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(accessToken, keys[ACCESS_ALG].publicKey, {
          algorithms: [ACCESS_ALG],
          issuer,
          typ: 'at+jwt',
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'jti', 'client_id'],
        }));
      } catch {
        throw invalid('the access token is not one of this provider, or has expired');
      }
      const jti = String(claims.jti);
      // The code's row while it is kept; an offline grant's as long as it lives.
      const code = await db.selectFrom('identity_oidc_codes').select(['scope', 'client_id', 'user_id']).where('code_hash', '=', jti).where('used_at', 'is not', null).executeTakeFirst();
      const offline = await grants.byId(jti);
      if (offline?.revoked_at) throw invalid('the grant of this access token was revoked');
      const grant = offline ?? (code && { ...code, scope: grantedScope(clients.get(code.client_id) ?? { clientId: '', redirectUris: [] }, code.scope) });
      if (!grant || grant.user_id !== claims.sub || grant.client_id !== claims.client_id) throw invalid('the grant of this access token was revoked');
      const answer = await readerClaims(db, grant.user_id, grant.scope);
      if (!answer) throw invalid('the grant of this access token was revoked');
      return answer;
    },
  };
}

export type OpenIdProvider = ReturnType<typeof openIdProvider>;
