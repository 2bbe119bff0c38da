// The adapters the environment chooses: embedded defaults with nothing set, each production one by its variable,
// and the start-up errors a multi-node deployment gets instead of a silent per-node secret.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Router } from 'express';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { identityAdapters, type IdentityAdapters } from './adapters.ts';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: skipping the identity adapters test over Redis');

let dataDir: string;
const opened: IdentityAdapters[] = [];
const closers: Array<() => Promise<void>> = [];
const warnings: string[] = [];
const log = { info: () => {}, warn: (m: string) => warnings.push(m) };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-adapters-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
  warnings.length = 0;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function adapters(env: NodeJS.ProcessEnv, dir = dataDir, redisPrefix?: string) {
  const made = identityAdapters(env, { dataDir: dir, log, redisPrefix });
  opened.push(made);
  return made;
}

async function serve(at: string, router: Router): Promise<string> {
  const app = express();
  app.use(at, router);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${at}`;
}

describe('identity adapters from the environment', () => {
  it('with nothing set: mail in the outbox file with an open mailbox, the proof-of-work captcha with a key kept in data/, memory rate limits', async () => {
    const dir = path.join(dataDir, 'embedded');
    const first = adapters({ NODE_ENV: 'development' }, dir);
    expect(first.captchaClient.kind).toBe('altcha');
    expect(first.summary.join('\n')).toMatch(/outbox.*open[\s\S]*memory[\s\S]*proof of work/);
    await first.mailer.send({ to: 'reader@example.com', subject: 'Your sign-in link', text: 'https://news.example/x' });
    const file = JSON.parse(readFileSync(path.join(dir, 'outbox.json'), 'utf8'));
    expect(file[0]).toMatchObject({ to: 'reader@example.com', subject: 'Your sign-in link' });
    const mailbox = await serve('/dev/mailbox', first.mailbox!);
    expect(await (await fetch(mailbox + '/')).text()).toContain('Your sign-in link');

    const key = readFileSync(path.join(dir, 'altcha-hmac-key'), 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    adapters({ NODE_ENV: 'development' }, dir);
    expect(readFileSync(path.join(dir, 'altcha-hmac-key'), 'utf8').trim()).toBe(key);
    const challenge = await serve('/captcha', first.captchaClient.kind === 'altcha' ? first.captchaClient.challengeRouter : express.Router());
    expect((await fetch(challenge)).status).toBe(200);
  });

  it('in production without SMTP_URL the mailbox answers 404 and a warning says mail is not delivered; IDENTITY_MAILBOX=on opens it, with a warning', async () => {
    const closed = adapters({ NODE_ENV: 'production' }, path.join(dataDir, 'prod'));
    await closed.mailer.send({ to: 'reader@example.com', subject: 'Reset your password', text: 'https://news.example/reset?nonce=secret' });
    const url = await serve('/dev/mailbox', closed.mailbox!);
    expect((await fetch(url + '/')).status).toBe(404);
    expect(warnings.join('\n')).toMatch(/SMTP_URL is not set/);
    const open = adapters({ NODE_ENV: 'production', IDENTITY_MAILBOX: 'on' }, path.join(dataDir, 'prod'));
    expect((await fetch((await serve('/dev/mailbox', open.mailbox!)) + '/')).status).toBe(200);
    expect(warnings.join('\n')).toMatch(/IDENTITY_MAILBOX=on in production/);
  });

  it('SMTP_URL replaces the outbox and its mailbox; a malformed SMTP_URL stops the start', () => {
    const smtp = adapters({ NODE_ENV: 'production', SMTP_URL: 'smtp://mailer:pw@127.0.0.1:2525', ALTCHA_HMAC_KEY: 'k'.repeat(40) });
    expect(smtp.outbox).toBeUndefined();
    expect(smtp.mailbox).toBeUndefined();
    expect(smtp.summary[0]).toBe('mail: SMTP (127.0.0.1:2525)');
    expect(() => identityAdapters({ SMTP_URL: 'mail.example:25' }, { dataDir, log })).toThrow(/SMTP_URL/);
  });

  it('RECAPTCHA_SECRET selects reCAPTCHA, checked at RECAPTCHA_VERIFY_URL by RECAPTCHA_SCORE', async () => {
    const server = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const token = new URLSearchParams(body).get('response');
      res.setHeader('Content-Type', 'application/json').end(JSON.stringify({ success: true, score: token === 'human' ? 0.9 : 0.1 }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
    const made = adapters({ RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: verifyUrl, RECAPTCHA_SCORE: '0.5', RECAPTCHA_SITE_KEY: 'site-key' });
    expect(made.captchaClient).toEqual({ kind: 'recaptcha', siteKey: 'site-key', score: 0.5 });
    expect(await made.captcha.verify('human', 'signin')).toBe(true);
    expect(await made.captcha.verify('bot', 'signin')).toBe(false);
  });

  it('a bad RECAPTCHA_SCORE or RECAPTCHA_VERIFY_URL stops the start with a message naming it', () => {
    expect(() => identityAdapters({ RECAPTCHA_SECRET: 's', RECAPTCHA_SCORE: '2' }, { dataDir, log })).toThrow(/RECAPTCHA_SCORE/);
    expect(() => identityAdapters({ RECAPTCHA_SECRET: 's', RECAPTCHA_SCORE: 'high' }, { dataDir, log })).toThrow(/RECAPTCHA_SCORE/);
    expect(() => identityAdapters({ RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: 'javascript:alert(1)' }, { dataDir, log })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });

  it('several production nodes without ALTCHA_HMAC_KEY, or with a short one, refuse to start and write nothing', () => {
    const dir = path.join(dataDir, 'multi');
    expect(() => identityAdapters({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }, { dataDir: dir, log })).toThrow(/ALTCHA_HMAC_KEY is not set/);
    expect(existsSync(dir)).toBe(false);
    expect(() => identityAdapters({ ALTCHA_HMAC_KEY: 'short' }, { dataDir: dir, log })).toThrow(/ALTCHA_HMAC_KEY is too short/);
  });
});

describe.skipIf(!REDIS_URL)('identity adapters over Redis (REDIS_URL)', () => {
  it('two nodes with the same REDIS_URL share rate limits', async () => {
    const prefix = `test:identity-adapters:${randomUUID()}:`;
    const env = { REDIS_URL, ALTCHA_HMAC_KEY: 'k'.repeat(40) };
    const a = adapters(env, dataDir, prefix);
    const b = adapters(env, dataDir, prefix);
    const cleaner = new Redis(REDIS_URL!);
    for (let i = 0; i < 5; i++) {
      await (i % 2 ? a : b).rateLimits.consume('magic-link', 'reader@example.com');
    }
    expect(await a.rateLimits.consume('magic-link', 'reader@example.com')).toMatchObject({ ok: false });
    const keys = await cleaner.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    await cleaner.del(...keys);
    await cleaner.quit();
  });
});
