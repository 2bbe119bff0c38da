// The subscription side as services/index.ts mounts it (a stand-in until the core's sales service merges): a reader
// signed in by the real identity service is the caller; after logout the same access token is refused.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, JWT_SECRET, ORIGIN, signUpAndLogin, startIdentity, type Running } from '../identity/test/harness.ts';
import { createSubscriptionService } from './standin-service.ts';

const pglite = backends[0]!;

describe('the subscription side behind the identity service\'s sign-in', () => {
  let identity: Running;
  let sales: Awaited<ReturnType<typeof createSubscriptionService>>;
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base: string;
  beforeAll(async () => {
    identity = await startIdentity(pglite);
    sales = await createSubscriptionService({ db: identity.db, jwtSecret: JWT_SECRET, mailer: identity.mailer, origin: ORIGIN, now: identity.now });
    const app = express();
    app.use('/sales', sales.router);
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sales/public/v1`;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await sales?.close();
    await identity?.close();
  });

  it('an identity access token is the caller, with or without Bearer; once the session is logged out it is "Missing or invalid jwt"', async () => {
    const reader = await signUpAndLogin(identity, `stand-in-${Date.now()}@example.org`);
    for (const authorization of [`Bearer ${reader.accessToken}`, reader.accessToken]) {
      const res = await fetch(`${base}/subscription/all`, { headers: { authorization } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    }
    expect((await identity.call('DELETE', '/auth/token', { token: reader.accessToken })).status).toBe(204);
    const after = await fetch(`${base}/subscription/all`, { headers: { authorization: `Bearer ${reader.accessToken}` } });
    expect(after.status).toBe(401);
    expect((await after.json()).message).toBe('Missing or invalid jwt');
  });
});
