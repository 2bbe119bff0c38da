// TRUST_PROXY over real HTTP (engine/server/trust-proxy.ts): behind a trusted proxy, readers are told apart by the
// X-Forwarded-For the proxy writes, so one reader spending the per-address sign-in limits (identity's sign-in, the
// editor's session) leaves another reader behind the same proxy able to sign in; without the setting the header is
// ignored, so a client cannot escape its own limit by naming another address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../services/identity/rate-limit.ts';
import { configsWith, PASSWORD, startEditorServer, type EditorServer } from './support/editor-server.ts';

const SIGN_INS = 3;
const SESSIONS = 2;
let n = 0;
const email = () => `trust-proxy-${process.pid}-${++n}@example.org`;

async function serve(trustProxy?: string[]) {
  const configs = configsWith({});
  const budget = { points: SIGN_INS, windowSeconds: 900, blockSeconds: 900 };
  const server = await startEditorServer({
    configDir: configs.dir, trustProxy, sessionsPerMinute: SESSIONS, rateLimits: createRateLimits({ budgets: { 'login-address': budget }, keyPrefix: `trust-proxy-${++n}:` }),
  });
  return { server, stop: async () => (await server.stop(), configs.remove()) };
}

/** A client whose requests reach the server (from 127.0.0.1) with this X-Forwarded-For, as a proxy in front writes it. */
function client(server: EditorServer, forwardedFor: string) {
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.base, 'x-forwarded-for': forwardedFor, ...headers }, body: JSON.stringify(body) });
  return {
    login: (userName: string, credentials = PASSWORD) => post('/identity/public/v1/auth/login', { userName, credentials, grantType: 'password' }),
    signUp: (userName: string) => post('/identity/public/v1/signup', { identity: { userName, credentials: PASSWORD }, profile: { firstName: 'Aroha', lastName: 'Ngata' } }),
    editorSession: () => post('/editor/api/session', {}),
  };
}

/** Spends the address's sign-in budget with wrong passwords, then one more is refused with 429. */
async function spendSignIns(reader: ReturnType<typeof client>) {
  for (let i = 0; i < SIGN_INS; i++) expect((await reader.login(email(), 'wrong-password-1')).status).toBe(401);
  expect((await reader.login(email(), 'wrong-password-1')).status).toBe(429);
}

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let running: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => void (running = await serve(['loopback'])), 120_000);
  afterAll(() => running?.stop());

  it('one reader spending the sign-in limit leaves another reader behind the same proxy able to sign in', async () => {
    const first = client(running.server, '203.0.113.1');
    const second = client(running.server, '203.0.113.2');
    const account = email();
    expect((await second.signUp(account)).status).toBe(201);
    await spendSignIns(first);
    expect((await second.login(account)).status).toBe(200);
  });

  it('one reader spending the editor sign-in limit leaves another reader behind the same proxy their tries', async () => {
    const first = client(running.server, '198.51.100.1');
    const second = client(running.server, '198.51.100.2');
    for (let i = 0; i < SESSIONS; i++) expect((await first.editorSession()).status).toBe(401);
    expect((await first.editorSession()).status).toBe(429);
    expect((await second.editorSession()).status).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  let running: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => void (running = await serve()), 120_000);
  afterAll(() => running?.stop());

  it('X-Forwarded-For is ignored: a client naming another address is still under its own spent sign-in limit', async () => {
    const spoofer = client(running.server, '203.0.113.1');
    const account = email();
    expect((await client(running.server, '203.0.113.9').signUp(account)).status).toBe(201);
    await spendSignIns(spoofer);
    expect((await client(running.server, '203.0.113.2').login(account)).status).toBe(429);
  });

  it('X-Forwarded-For is ignored by the editor sign-in limit too', async () => {
    for (let i = 0; i < SESSIONS; i++) expect((await client(running.server, `192.0.2.${i + 1}`).editorSession()).status).toBe(401);
    expect((await client(running.server, '192.0.2.99').editorSession()).status).toBe(429);
  });
});
