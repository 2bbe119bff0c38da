// The identity service's two costs a reader pays: a password sign-in (argon2id verify, a new session) and a token
// refresh (rotating the refresh token), each over loopback HTTP against the real service on embedded PGlite, with
// the service's cheapest route (GET config) in the same run as the floor of HTTP + routing.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createContentStore } from '../services/content-api/index.ts';
import { createIdentityService } from '../services/identity/index.ts';
import { alternate, median } from './lib/timing.ts';
import type { BenchSection } from './section.ts';

const ROUNDS = { rounds: 4, roundMs: 1500, warmupMs: 1000 };
const EMAIL = 'bench@example.org';
const PASSWORD = 'Kia-ora-2026-bench';

async function startService() {
  const store = await createContentStore({ dataDir: 'memory://' });
  const { router } = await createIdentityService({
    db: store.db,
    jwtSecret: 'bench-only-signing-key-0123456789abcdef0123',
    links: { origin: 'http://localhost:3000' },
    mailer: { send: async () => {} },
    captcha: { verify: async () => true },
    // Unlimited: the bench signs in thousands of times from one address; the limiter's own cost is not measured.
    rateLimits: { consume: async () => ({ ok: true }), reset: async () => {} },
  });
  const app = express().use('/identity', router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/identity/public/v1`;
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
  };
  return { base, close };
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const section: BenchSection = {
  name: 'identity',
  async run() {
    const { base, close } = await startService();
    try {
      await post(`${base}/signup`, { identity: { userName: EMAIL, credentials: PASSWORD } });
      let refreshToken = (await post(`${base}/auth/login`, { userName: EMAIL, credentials: PASSWORD, grantType: 'password' })).refreshToken as string;
      const rates = await alternate(
        [
          { name: 'sign-in', run: () => post(`${base}/auth/login`, { userName: EMAIL, credentials: PASSWORD, grantType: 'password' }) },
          {
            name: 'refresh',
            // Each refresh rotates the token: the next call uses the new one, as a reader's browser does.
            run: async () => void (refreshToken = (await post(`${base}/auth/token`, { token: refreshToken, grantType: 'refresh-token' })).refreshToken),
          },
          { name: 'config', run: async () => void (await (await fetch(`${base}/config`)).arrayBuffer()) },
        ],
        ROUNDS,
      );
      const ms = (name: string) => 1000 / median(rates.get(name)!.map((r) => r.perSec));
      const cpu = (name: string) => median(rates.get(name)!.map((r) => r.cpuMs));
      const floor = ms('config');
      for (const name of ['sign-in', 'refresh']) {
        console.log(`identity ${name.padEnd(8)} ${ms(name).toFixed(2)} ms per call, ${cpu(name).toFixed(2)} ms CPU   (GET config ${floor.toFixed(2)} ms, ratio ${(ms(name) / floor).toFixed(1)})`);
      }
      return { 'identity-sign-in-ms': ms('sign-in'), 'identity-refresh-ms': ms('refresh') };
    } finally {
      await close();
    }
  },
};
export default section;
