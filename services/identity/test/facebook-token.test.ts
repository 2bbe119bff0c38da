// Facebook's web access token at auth/login, checked with a stand-in of the Graph API's debug_token and /me on
// loopback (FACEBOOK_GRAPH_URL points the service at it), over real HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signUpAndLogin, startIdentity, type Running } from './harness.ts';

const APP = { id: 'fb-app', secret: 'fb-app-secret-0123456789' };
const stamp = Date.now();
/** What the Graph stand-in knows of each token: debug_token's data and /me. */
const TOKENS: Record<string, { data: Record<string, unknown>; me?: Record<string, unknown> }> = {
  EAAgood: { data: { is_valid: true, app_id: APP.id, user_id: '1001' }, me: { id: '1001', email: `fb-${stamp}@example.org`, first_name: 'Wiremu' } },
  EAAotherapp: { data: { is_valid: true, app_id: 'someone-elses-app', user_id: '1002' }, me: { id: '1002' } },
  EAAexpired: { data: { is_valid: false, app_id: APP.id, user_id: '1003' } },
  EAAtaken: { data: { is_valid: true, app_id: APP.id, user_id: '1004' }, me: { id: '1004', email: `taken-${stamp}@example.org` } },
};

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`Facebook access tokens at auth/login (${backend.name})`, () => {
    let api: Running & { origin: string };
    const graph = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://graph');
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/debug_token') {
        // Only the app itself may ask, with its id and secret.
        if (url.searchParams.get('access_token') !== `${APP.id}|${APP.secret}`) return send(400, { error: { message: 'Invalid OAuth access token signature.' } });
        const known = TOKENS[url.searchParams.get('input_token') ?? ''];
        return send(200, { data: known?.data ?? { is_valid: false } });
      }
      const known = TOKENS[url.searchParams.get('access_token') ?? ''];
      if (url.pathname === '/me' && known?.me) return send(200, known.me);
      send(400, { error: { message: 'Invalid OAuth access token data.' } });
    });

    beforeAll(async () => {
      await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
      const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
      api = await startIdentity(backend, {
        oidc: { providers: [{ name: 'facebook', type: 'Facebook', issuer: 'https://www.facebook.com', clientIds: [APP.id], clientSecret: APP.secret, graphUrl, redirectUri: 'https://news.example/account/login/' }] },
      });
    }, 120_000);
    afterAll(async () => {
      await api?.close();
      await new Promise((resolve) => graph.close(resolve));
    });

    const login = (credentials: string) => api.call('POST', '/auth/login', { body: { userName: '', credentials, grantType: 'facebook' } });

    it('a valid token of this app signs the reader in as a Facebook identity, the address not counted as verified', async () => {
      const res = await login('EAAgood');
      expect(res.status).toBe(200);
      const profile = await api.call('GET', '/profile', { token: res.body.accessToken });
      expect(profile.body).toMatchObject({ email: `fb-${stamp}@example.org`, emailVerified: false, firstName: 'Wiremu', identities: [{ type: 'Facebook', userName: '1001' }] });
      expect((await login('EAAgood')).body.uuid).toBe(res.body.uuid);
    });

    it('a token of another app, or one Facebook says is not valid, is refused', async () => {
      const other = await login('EAAotherapp');
      expect(other.status).toBe(400);
      expect(other.body).toEqual({ code: '400010', message: 'Sign-in with facebook failed: the access token was refused (issued to another app)' });
      expect((await login('EAAexpired')).body.message).toBe('Sign-in with facebook failed: the access token was refused (not valid)');
      expect((await login('EAAunknown')).status).toBe(400);
    });

    it('a Facebook address never joins an existing account (Facebook does not say it verified it)', async () => {
      const own = await signUpAndLogin(api, `taken-${stamp}@example.org`);
      await api.db.updateTable('identity_users').set({ email_verified: true }).where('id', '=', own.uuid).execute();
      const res = await login('EAAtaken');
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('300039');
    });
  });
}
