// The identity service as `npm start` wires it (services/index.ts): the real adapters from the environment, the
// outbox read on the mailbox page, the proof-of-work challenge under /identity, mail links on the public origin.
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ALTCHA_DEFAULTS } from '../captcha-altcha.ts';
import { PASSWORD } from './harness.ts';
import { serveServices } from '../../../tests/support/serve-services.ts';

const SECRET = 'identity-wired-test-secret-0123456789abcdef';
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function serve(env: NodeJS.ProcessEnv, publicOrigin?: string) {
  return serveServices({ secret: SECRET, env, identity: { publicOrigin } }, cleanup);
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** What the ALTCHA widget would submit for a challenge fetched from the site. */
async function solvedToken(base: string): Promise<string> {
  const res = await fetch(`${base}/identity/public/v1/captcha/challenge`);
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as Challenge;
  // Test servers elsewhere are given a cheaper challenge; wired as npm start wires it, it costs what production's does.
  expect(challenge.parameters.cost).toBe(ALTCHA_DEFAULTS.cost);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The mailbox's mails to one address, waiting (by polling the page's JSON) until `count` have arrived. */
async function mailsTo(base: string, to: string, count = 1): Promise<Array<{ subject: string; text: string; html?: string }>> {
  for (;;) {
    const mails = ((await (await fetch(`${base}/dev/mailbox/messages.json`)).json()) as Array<{ to: string; subject: string; text: string }>).filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the identity service wired with its real adapters (embedded default)', () => {
  it('development: the sign-up mail lands in the outbox, readable on /dev/mailbox, its link on the public origin and in html too', async () => {
    const { base } = await serve({ NODE_ENV: 'development' }, 'https://news.example');
    expect((await post(`${base}/identity/public/v1/signup`, { identity: { userName: 'wired@example.org', credentials: PASSWORD } })).status).toBe(201);
    const [mail] = await mailsTo(base, 'wired@example.org');
    expect(mail!.subject).toBe('Confirm your email address');
    expect(mail!.text).toMatch(/https:\/\/news\.example\/account\/verify-email\/\?nonce=[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('href="https://news.example/account/verify-email/?nonce=');
    const page = await fetch(`${base}/dev/mailbox/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm your email address');
  }, 120_000);

  it('with the captcha flags on, a solved proof-of-work challenge from /identity/public/v1/captcha/challenge (at the production cost) lets a sign-up through, once; none is 130001', async () => {
    const { base } = await serve({ NODE_ENV: 'development', IDENTITY_CAPTCHA: 'true' });
    const signup = (email: string, recaptchaToken?: string) => post(`${base}/identity/public/v1/signup`, { identity: { userName: email, credentials: PASSWORD }, recaptchaToken });
    const refused = await signup('bot@example.org');
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('130001');
    const token = await solvedToken(base);
    expect((await signup('human@example.org', token)).status).toBe(201);
    expect((await (await signup('again@example.org', token)).json()).code).toBe('130001');
  }, 120_000);

  it('npm start (production, one node, no SMTP): the mailbox answers requests from this machine, not ones a proxy forwarded', async () => {
    const { base } = await serve({ NODE_ENV: 'production' });
    expect((await fetch(`${base}/dev/mailbox/`)).status).toBe(200);
    expect((await fetch(`${base}/dev/mailbox/`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    expect((await fetch(`${base}/dev/mailbox/messages.json`, { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
  }, 120_000);

  it('IDENTITY_MAILBOX=off, or mail over SMTP: no mailbox page at all', async () => {
    const off = await serve({ NODE_ENV: 'development', IDENTITY_MAILBOX: 'off' });
    expect((await fetch(`${off.base}/dev/mailbox/`)).status).toBe(404);
    const smtp = await serve({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(smtp.services.adapters.outbox).toBeUndefined();
    expect((await fetch(`${smtp.base}/dev/mailbox/`)).status).toBe(404);
  }, 120_000);
});

describe('reCAPTCHA from the environment', () => {
  it('GET /config publishes its site key and score for the forms; the self-hosted captcha publishes none', async () => {
    const google = await serve({ NODE_ENV: 'development', RECAPTCHA_SECRET: 'secret-from-google', RECAPTCHA_SITE_KEY: 'site-key-1', RECAPTCHA_SCORE: '0.5', IDENTITY_CAPTCHA: 'on' });
    const config = await (await fetch(`${google.base}/identity/public/v1/config`)).json();
    expect(config).toMatchObject({ signinRecaptcha: true, recaptchaSiteKey: 'site-key-1', recaptchaScore: 0.5 });
    expect(JSON.stringify(config)).not.toContain('secret-from-google');
    const own = await serve({ NODE_ENV: 'development', IDENTITY_CAPTCHA: 'on' });
    expect(await (await fetch(`${own.base}/identity/public/v1/config`)).json()).not.toHaveProperty('recaptchaSiteKey');
  }, 120_000);
});

describe('social and OpenID settings from the environment', () => {
  it('GET /config publishes the social ids and clients; discovery names the public origin; a misconfigured provider refuses to start', async () => {
    const env = {
      NODE_ENV: 'development',
      GOOGLE_CLIENT_ID: 'g-web.apps,g-app.apps',
      IDENTITY_OIDC_CLIENTS: JSON.stringify([{ clientId: 'partner', redirectUris: ['https://partner.example/cb'] }]),
    };
    const { base } = await serve(env, 'https://news.example');
    const config = await (await fetch(`${base}/identity/public/v1/config`)).json();
    expect(config).toMatchObject({ googleClientId: 'g-web.apps,g-app.apps', facebookAppId: '', oidcClients: [{ clientId: 'partner' }], oidcProviders: [] });
    const discovery = await (await fetch(`${base}/identity/public/v2/oidc/provider/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({ issuer: 'https://news.example/identity/public/v2/oidc/provider', authorization_endpoint: 'https://news.example/account/login/' });
    await expect(serve({ NODE_ENV: 'development', OIDC_PROVIDERS: 'iwi' })).rejects.toThrow('OIDC provider iwi needs OIDC_IWI_ISSUER and OIDC_IWI_CLIENT_ID');
  }, 120_000);
});

describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL (rate limits and used captcha solutions shared)', () => {
  it("the identity's Redis connection is open while the services run and closed by their close()", async () => {
    const prefix = `wired-${randomBytes(4).toString('hex')}:`;
    const probe = new Redis(process.env.REDIS_URL!);
    cleanup.push(() => probe.quit());
    const named = async () => ((await probe.call('CLIENT', 'LIST')) as string).split('\n').filter((line) => line.includes(`name=${prefix}identity `)).length;
    const { base, services } = await serve({ NODE_ENV: 'development', REDIS_URL: process.env.REDIS_URL, IDENTITY_REDIS_PREFIX: prefix });
    // A request that counts against a rate limit: the connection is in use.
    expect((await post(`${base}/identity/public/v1/auth/magiclink`, { email: 'redis@example.org' })).status).toBe(200);
    expect(await named()).toBe(1);
    await services.close();
    expect(await named()).toBe(0);
  }, 120_000);
});
