/**
 * Facebook's web SDK hands the page an access token, not an id token: it is checked with the Graph API's
 * debug_token, as the app (app id and secret), and must have been issued to this app for a valid user; the
 * address comes from /me. Facebook does not say the address was verified, so it never joins an existing account.
 */
import { IdentityError } from './errors.ts';
import type { RelyingPartyProvider } from './oidc-settings.ts';
import type { ExternalIdentity } from './oidc-rp.ts';

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v20.0';
const TIMEOUT_MS = 5000;

const refused = (why: string) => new IdentityError(400, '400010', `Sign-in with facebook failed: the access token was refused (${why})`);

/** A JWT has three dot-separated parts; Facebook's access tokens have none. */
export const looksLikeJwt = (token: string) => token.split('.').length === 3;

export async function verifyFacebookAccessToken(provider: RelyingPartyProvider, token: string, graphUrl = DEFAULT_GRAPH_URL): Promise<ExternalIdentity> {
  const appId = provider.clientIds[0]!;
  if (!provider.clientSecret) throw refused('FACEBOOK_APP_SECRET is not configured');
  const get = async (path: string, params: Record<string, string>) => {
    let res: Response;
    try {
      res = await fetch(`${graphUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new IdentityError(502, '400011', 'The sign-in provider facebook could not be reached; try again later');
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, any>;
    if (!res.ok) throw refused(String(body?.error?.message ?? `HTTP ${res.status}`).slice(0, 200));
    return body;
  };
  const debug = (await get('/debug_token', { input_token: token, access_token: `${appId}|${provider.clientSecret}` })).data ?? {};
  if (debug.is_valid !== true) throw refused('not valid');
  if (String(debug.app_id) !== appId) throw refused('issued to another app');
  if (!debug.user_id) throw refused('no user');
  const me = await get('/me', { fields: 'id,email,first_name,last_name', access_token: token });
  if (String(me.id) !== String(debug.user_id)) throw refused('the user does not match');
  return {
    provider,
    subject: String(debug.user_id),
    email: typeof me.email === 'string' ? me.email : undefined,
    emailVerified: false,
    name: { firstName: typeof me.first_name === 'string' ? me.first_name : undefined, lastName: typeof me.last_name === 'string' ? me.last_name : undefined },
  };
}
