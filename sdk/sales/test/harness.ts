/**
 * The sales SDK tests' set-up: a stand-in sales (and identity) API on a real loopback HTTP server, fresh storage, a
 * recorded warning list and the config the API answers, reset before each test. Importing it registers the hooks.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createIdentity } from '../../identity/client.ts';
import { memoryStorage } from '../../identity/storage.ts';
import { json, startFakeApi, unsignedJwt, type FakeApi } from '../../identity/test/fake-api.ts';
import { createSales, type SalesOptions } from '../client.ts';

export const V1 = '/sales/public/v1';

export let api: FakeApi;
export let storage: ReturnType<typeof memoryStorage>;
export let warnings: string[];
/** What `GET /config` answers; a test changes its fields. */
export let config: Record<string, unknown>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

beforeEach(() => {
  storage = memoryStorage();
  warnings = [];
  config = { checkoutRecaptchaEnabled: false };
  api.reset();
  api.on(`GET ${V1}/config`, (_req, res) => json(res, 200, config));
});

export const identityClient = () => createIdentity({ apiOrigin: api.origin, storage, window: null });

/** A sales client for the stand-in API; signed-in calls use an identity on the same storage unless told otherwise. */
export function sales(options: Partial<SalesOptions> = {}) {
  return createSales({ apiOrigin: api.origin, storage, identity: identityClient(), warn: (m) => void warnings.push(m), ...options });
}

export type Client = ReturnType<typeof sales>;

/** A stored session whose access token is good for an hour. */
export function signIn() {
  const accessToken = unsignedJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
  storage.setItem('identity.userInfo', JSON.stringify({ uuid: 'u1', accessToken, refreshToken: 'refresh-1' }));
  return accessToken;
}

export const requestsTo = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.path === path);
