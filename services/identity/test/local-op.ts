/**
 * A real OpenID provider (`oidc-provider`) on loopback for the relying-party tests, and a minimal browser that walks
 * its login and consent screens (the development interactions) as a reader would, keeping cookies.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
}

export interface LocalProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

export async function startLocalProvider(opts: { clientId: string; clientSecret: string; redirectUri: string; accounts: Record<string, LocalAccount> }): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name'] },
    // The claims go in the id token itself: the site reads no userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-provider-test-cookie-key'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...(opts.accounts[sub] ?? {}) }) }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the authorization address, signs in as `login` and consents, following redirects with the provider's
 * cookies until the provider sends the browser to `redirectUri`: that address (with code and state) is answered.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i).trim(), pair!.slice(i + 1));
    }
  };
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(redirectUri)) return url;
    const res = await fetch(url, { method, body, redirect: 'manual', headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } });
    keep(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    // A development interaction page: the login form, then the consent form.
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`no interaction form at ${url.pathname}: ${html.slice(0, 300)}`);
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}
