/**
 * OpenID settings from the environment: the outside providers a reader may sign in with (Google, Facebook, Apple and
 * any generic OpenID provider), and the clients for which this site is itself the OpenID provider. Every provider
 * is found by its issuer's discovery document, so a test (or a staging setup) points one at a local provider.
 */
import type { IdentityType } from './migrations.ts';
import { ID_TOKEN_ALGS, type IdTokenAlg } from './oidc-key.ts';

export interface RelyingPartyProvider {
  /** The name in the API's paths (`/v2/oidc/{name}/initiate`) and the login grantType: google, facebook, apple or a generic one. */
  name: string;
  type: IdentityType;
  issuer: string;
  /** The first is the one sign-in uses; an id token for any of them is accepted (a site may have web and app clients). */
  clientIds: string[];
  clientSecret?: string;
  /** Overrides the key set the discovery document names. */
  jwksUrl?: string;
  /** Apple signs its client secret: a JWT made with the team's key (teamId, keyId, PKCS8 PEM). */
  apple?: { teamId: string; keyId: string; privateKey: string };
  /** Where this provider sends the browser back (default: the login page, which completes with code and state). */
  redirectUri: string;
  /**
   * Set when the provider posts its answer (Apple's form_post, needed for its name and email scopes) to
   * `redirectUri`, the API's `v2/oidc/{name}/callback`: the page the browser is then sent to with code and state.
   */
  formPostPage?: string;
  /** Facebook only: the Graph API that checks its web SDK's access tokens (FACEBOOK_GRAPH_URL). */
  graphUrl?: string;
}

export interface ProviderClient {
  clientId: string;
  /** Compared character for character with a request's redirect_uri: no prefix, case or slash leniency. */
  redirectUris: string[];
  /** Confidential clients authenticate at the token endpoint; without one the client is public (PKCE alone). */
  clientSecret?: string;
  /** The algorithm of its id tokens (OpenID Connect Registration's `id_token_signed_response_alg`): RS256 unless it registered ES256. */
  idTokenSignedResponseAlg?: IdTokenAlg;
  /**
   * Whether a request with scope `offline_access` gets a refresh token. The site has no consent screen, so the
   * registration is the consent OpenID Connect Core 11 asks for (prompt=consent is not required): off by default.
   */
  offlineAccess?: boolean;
  /**
   * The site's own app (Arc's `signInWithOIDCPKCE`): every code exchange gets a refresh token, which the app may
   * trade once at auth/token for a reader session of the site. Never for someone else's client: the session opens
   * the whole account, not only the claims the scope names. Off by default.
   */
  firstParty?: boolean;
}

/** The algorithm a client's id tokens are signed with. */
export const idTokenAlg = (client: ProviderClient): IdTokenAlg => client.idTokenSignedResponseAlg ?? 'RS256';

export interface OidcSettings {
  providers: RelyingPartyProvider[];
  clients: ProviderClient[];
}

const SOCIAL: Record<string, IdentityType> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const DEFAULT_ISSUER: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  apple: 'https://appleid.apple.com',
};
const NAME = /^[a-z][a-z0-9-]{0,31}$/;
export const APPLE_CALLBACK = '/identity/public/v2/oidc/apple/callback';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const list = (value: string | undefined) => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

/** An issuer must be https, except on loopback where a test or a developer runs a provider. */
export function checkIssuer(issuer: string, source: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`${source} is not a URL: ${JSON.stringify(issuer)}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error(`${source} must be an https URL (http only on loopback): ${issuer}`);
  }
  return issuer;
}

export const isLoopbackHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

/**
 * GOOGLE_CLIENT_ID / FACEBOOK_APP_ID (comma-separated) with *_CLIENT_SECRET / FACEBOOK_APP_SECRET and *_ISSUER;
 * APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY, APPLE_REDIRECT_URI; OIDC_PROVIDERS names the
 * generic ones, each with OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _JWKS_URL; IDENTITY_OIDC_CLIENTS is a
 * JSON array of { clientId, redirectUris, clientSecret?, idTokenSignedResponseAlg?, offlineAccess?, firstParty? } for which the
 * site is the provider.
 */
export function oidcSettingsFromEnv(env: NodeJS.ProcessEnv, publicOrigin: string): OidcSettings {
  const loginPage = new URL(env.OIDC_REDIRECT_URI ?? '/account/login/', publicOrigin).toString();
  const providers: RelyingPartyProvider[] = [];
  const add = (name: string, prefix: string, clientIds: string[], secret: string | undefined) => {
    if (clientIds.length === 0) return;
    const issuer = checkIssuer(env[`${prefix}_ISSUER`]?.trim() || DEFAULT_ISSUER[name] || '', `${prefix}_ISSUER`);
    const jwksUrl = env[`${prefix}_JWKS_URL`]?.trim() || undefined;
    if (jwksUrl) checkIssuer(jwksUrl, `${prefix}_JWKS_URL`);
    providers.push({ name, type: SOCIAL[name] ?? 'OIDC', issuer, clientIds, clientSecret: secret?.trim() || undefined, jwksUrl, redirectUri: loginPage });
  };
  add('google', 'GOOGLE', list(env.GOOGLE_CLIENT_ID), env.GOOGLE_CLIENT_SECRET);
  add('facebook', 'FACEBOOK', list(env.FACEBOOK_APP_ID), env.FACEBOOK_APP_SECRET);
  const facebook = providers.find((p) => p.name === 'facebook');
  if (facebook && env.FACEBOOK_GRAPH_URL) facebook.graphUrl = checkIssuer(env.FACEBOOK_GRAPH_URL.trim(), 'FACEBOOK_GRAPH_URL');
  add('apple', 'APPLE', list(env.APPLE_CLIENT_ID), undefined);
  const apple = providers.find((p) => p.name === 'apple');
  if (apple) {
    const [teamId, keyId, privateKey] = [env.APPLE_TEAM_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY].map((v) => v?.trim() ?? '');
    if (!teamId || !keyId || !privateKey) throw new Error('APPLE_CLIENT_ID needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY (the PKCS8 PEM of the Sign in with Apple key)');
    apple.apple = { teamId, keyId, privateKey: privateKey.replace(/\\n/g, '\n').trim() };
    // Apple posts its answer: to the API, which sends the browser on to the login page with code and state.
    apple.formPostPage = loginPage;
    apple.redirectUri = new URL(env.APPLE_REDIRECT_URI ?? APPLE_CALLBACK, publicOrigin).toString();
  }
  for (const name of list(env.OIDC_PROVIDERS)) {
    if (!NAME.test(name) || SOCIAL[name]) throw new Error(`OIDC_PROVIDERS: ${JSON.stringify(name)} must be lower-case letters, digits and dashes, and not google, facebook or apple`);
    const prefix = `OIDC_${name.toUpperCase().replace(/-/g, '_')}`;
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    if (!clientId || !env[`${prefix}_ISSUER`]) throw new Error(`OIDC provider ${name} needs ${prefix}_ISSUER and ${prefix}_CLIENT_ID`);
    add(name, prefix, [clientId], env[`${prefix}_CLIENT_SECRET`]);
  }
  return { providers, clients: parseClients(env.IDENTITY_OIDC_CLIENTS) };
}

export function parseClients(json: string | undefined): ProviderClient[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`IDENTITY_OIDC_CLIENTS is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) throw new Error('IDENTITY_OIDC_CLIENTS must be a JSON array of { clientId, redirectUris, clientSecret? }');
  return value.map((c, i) => {
    const where = `IDENTITY_OIDC_CLIENTS[${i}]`;
    if (!c || typeof c.clientId !== 'string' || !c.clientId) throw new Error(`${where}.clientId must be a non-empty string`);
    if (!Array.isArray(c.redirectUris) || c.redirectUris.length === 0) throw new Error(`${where}.redirectUris must be a non-empty array of URLs`);
    for (const uri of c.redirectUris) {
      // Absolute, no fragment (RFC 6749 3.1.2): what the client registers is what it must send back.
      if (typeof uri !== 'string' || !URL.canParse(uri) || uri.includes('#')) throw new Error(`${where}.redirectUris: ${JSON.stringify(uri)} is not an absolute URL without a fragment`);
    }
    if (c.clientSecret !== undefined && (typeof c.clientSecret !== 'string' || c.clientSecret.length < 16)) throw new Error(`${where}.clientSecret must be a string of at least 16 characters`);
    if (c.idTokenSignedResponseAlg !== undefined && !ID_TOKEN_ALGS.includes(c.idTokenSignedResponseAlg)) throw new Error(`${where}.idTokenSignedResponseAlg must be one of ${ID_TOKEN_ALGS.join(', ')}`);
    for (const flag of ['offlineAccess', 'firstParty'] as const) {
      if (c[flag] !== undefined && typeof c[flag] !== 'boolean') throw new Error(`${where}.${flag} must be true or false`);
    }
    return { clientId: c.clientId, redirectUris: [...c.redirectUris], clientSecret: c.clientSecret, idTokenSignedResponseAlg: c.idTokenSignedResponseAlg, offlineAccess: c.offlineAccess, firstParty: c.firstParty };
  });
}
