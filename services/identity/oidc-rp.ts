/**
 * The relying party: signing readers in with outside OpenID providers through `openid-client` (authorization code
 * with PKCE S256, state and nonce kept server-side and used once), and checking a provider's id token sent to
 * auth/login (Google's credential, Facebook's limited-login token, Apple's id token) against its issuer's key set.
 */
import type { Kysely } from 'kysely';
import { SignJWT, createRemoteJWKSet, importPKCS8, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import { IdentityError, errors } from './errors.ts';
import { looksLikeJwt, verifyFacebookAccessToken } from './facebook-token.ts';
import type { IdentityDb } from './migrations.ts';
import { isLoopbackHttp, type RelyingPartyProvider } from './oidc-settings.ts';
import { digest, newSecret } from './tokens.ts';

/** Long enough to sign in at the provider (a password, a second factor), short enough that a lost state dies soon. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/** What a provider says of the reader, from a verified id token. */
export interface ExternalIdentity {
  provider: RelyingPartyProvider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: { firstName?: string; lastName?: string };
}

const failed = (provider: string, why: string) => new IdentityError(400, '400010', `Sign-in with ${provider} failed: ${why}`);
const unreachable = (provider: string) => new IdentityError(502, '400011', `The sign-in provider ${provider} could not be reached; try again later`);

export function relyingParty(db: Kysely<IdentityDb>, providers: RelyingPartyProvider[], now: () => number) {
  const byName = new Map(providers.map((p) => [p.name, p]));
  const discovered = new Map<string, Promise<oidc.Configuration>>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  const provider = (name: string) => {
    const found = byName.get(name);
    if (!found) throw errors.notFound(`no sign-in provider named ${JSON.stringify(name.slice(0, 40))} is configured`);
    return found;
  };

  /** Discovery once per provider (a failure is tried again on the next request). */
  const configuration = async (p: RelyingPartyProvider): Promise<oidc.Configuration> => {
    let pending = discovered.get(p.name);
    if (!pending) {
      const insecure = isLoopbackHttp(p.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
      pending = oidc.discovery(new URL(p.issuer), p.clientIds[0]!, undefined, p.clientSecret ? oidc.ClientSecretPost(p.clientSecret) : oidc.None(), insecure);
      discovered.set(p.name, pending);
      pending.catch(() => discovered.delete(p.name));
    }
    let config: oidc.Configuration;
    try {
      config = await pending;
    } catch {
      throw unreachable(p.name);
    }
    if (!p.apple) return config;
    // Apple's client secret is a JWT of the team's key, short-lived: a configuration of its own per exchange.
    const own = new oidc.Configuration(config.serverMetadata(), p.clientIds[0]!, undefined, oidc.ClientSecretPost(await appleClientSecret(p, now)));
    if (isLoopbackHttp(p.issuer)) oidc.allowInsecureRequests(own);
    return own;
  };

  return {
    providers,
    provider,
    /** The provider's authorization address for a new flow whose state, nonce and verifier only this server keeps. */
    async initiate(name: string, scope: string, extra: Record<string, string> = {}): Promise<string> {
      const p = provider(name);
      const config = await configuration(p);
      const state = newSecret();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      // Expired flows are only clutter: dropped here rather than by a sweeper.
      await db.deleteFrom('identity_oidc_flows').where('expires_at', '<=', new Date(now())).execute();
      await db
        .insertInto('identity_oidc_flows')
        .values({ state_hash: digest(state), provider: p.name, nonce, code_verifier: verifier, redirect_uri: p.redirectUri, expires_at: new Date(now() + FLOW_LIFETIME_MS), used_at: null })
        .execute();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: p.redirectUri,
        scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...extra,
      });
      return url.href;
    },

    /** Completes a flow: the state is claimed once, the code exchanged with its verifier, the id token checked. */
    async complete(params: { code: string; state: string; iss?: string }): Promise<ExternalIdentity> {
      const flow = await db
        .updateTable('identity_oidc_flows')
        .set({ used_at: new Date(now()) })
        .where('state_hash', '=', digest(params.state))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now()))
        .returning(['provider', 'nonce', 'code_verifier', 'redirect_uri'])
        .executeTakeFirst();
      if (!flow) throw errors.badRequest('state is unknown, used or expired: start the sign-in again');
      const p = provider(flow.provider);
      const config = await configuration(p);
      const callback = new URL(flow.redirect_uri);
      callback.searchParams.set('code', params.code);
      callback.searchParams.set('state', params.state);
      // RFC 9207: a provider that names itself in the answer is checked; the login page may not pass it on, and the
      // state already names the one provider this flow went to.
      const iss = params.iss ?? (config.serverMetadata().authorization_response_iss_parameter_supported ? config.serverMetadata().issuer : undefined);
      if (iss) callback.searchParams.set('iss', iss);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.code_verifier,
          expectedState: params.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw failed(p.name, describe(error));
      }
      if (!claims) throw failed(p.name, 'no id token');
      return external(p, claims);
    },

    /** An id token the browser got from the provider itself (auth/login with grantType = the provider's name); Facebook's web access token too. */
    async verifyIdToken(name: string, token: string): Promise<ExternalIdentity> {
      const p = provider(name);
      if (p.name === 'facebook' && !looksLikeJwt(token)) return verifyFacebookAccessToken(p, token, p.graphUrl);
      let jwksUrl = p.jwksUrl;
      let issuer = p.issuer;
      if (!jwksUrl) {
        const metadata = (await configuration(p)).serverMetadata();
        if (!metadata.jwks_uri) throw failed(p.name, 'the provider publishes no key set');
        jwksUrl = metadata.jwks_uri;
        issuer = metadata.issuer;
      }
      let keys = keySets.get(jwksUrl);
      if (!keys) keySets.set(jwksUrl, (keys = createRemoteJWKSet(new URL(jwksUrl))));
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience: p.clientIds,
          algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return external(p, payload);
      } catch (error) {
        throw failed(p.name, `the id token was refused (${describe(error)})`);
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof relyingParty>;

function external(provider: RelyingPartyProvider, claims: JWTPayload): ExternalIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    provider,
    subject: String(claims.sub),
    email: str(claims.email),
    // Apple sends "true" as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: { firstName: str(claims.given_name), lastName: str(claims.family_name) },
  };
}

/** The provider's own error, else openid-client's message with the check that failed (its cause names the claim). */
const describe = (error: unknown) => {
  const e = error as { message?: string; error?: string; error_description?: string; cause?: { message?: string } };
  const own = e.error_description ?? e.error;
  const why = own ?? [e.message ?? String(error), e.cause instanceof Error ? e.cause.message : undefined].filter(Boolean).join(': ');
  return why.slice(0, 300);
};

async function appleClientSecret(p: RelyingPartyProvider, now: () => number): Promise<string> {
  const { teamId, keyId, privateKey } = p.apple!;
  const iat = Math.floor(now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(p.clientIds[0]!)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(await importPKCS8(privateKey, 'ES256'));
}
