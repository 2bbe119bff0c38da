// The identity service's mail, captcha and rate limits, chosen from the environment in one place at start:
// the embedded defaults (outbox + mailbox page, proof-of-work captcha, memory counts) need nothing configured;
// SMTP_URL, RECAPTCHA_SECRET and REDIS_URL switch each to its production implementation.
import path from 'node:path';
import type { Router } from 'express';
import type { Redis } from 'ioredis';
import { sharedRedis } from './redis-client.ts';
import { altchaCaptcha, type AltchaOptions } from './captcha-altcha.ts';
import { altchaHmacKey } from './captcha-key.ts';
import { CHECKBOX_SCORE, checkScore, recaptchaVerifier, RECAPTCHA_VERIFY_URL } from './captcha-recaptcha.ts';
import { memorySingleUse, redisSingleUse } from './captcha-single-use.ts';
import { smtpMailer } from './mail.ts';
import { Outbox, outboxMailer } from './mail-outbox.ts';
import { mailboxRouter } from './mailbox.ts';
import type { CaptchaVerifier, Mailer, RateLimits } from './ports.ts';
import { createRateLimits } from './rate-limit.ts';

/** What the browser needs to show the configured captcha (the core serves it with the identity config). */
export type CaptchaClient =
  | { kind: 'altcha'; /** GET: a fresh challenge; the core mounts it (e.g. /identity/captcha/challenge). */ challengeRouter: Router }
  | { kind: 'recaptcha'; siteKey?: string; /** -1: checkbox (v2); 0 to 1: invisible (v3). */ score: number };

export interface IdentityAdapters {
  mailer: Mailer;
  captcha: CaptchaVerifier;
  captchaClient: CaptchaClient;
  rateLimits: RateLimits;
  /**
   * Rate-limit counts shared with the other services (the sales side's redemption limit): the Redis connection with
   * its key prefix when REDIS_URL is set, else nothing (each counts in memory). Closed with the adapters.
   */
  sharedCounts?: { redis: Redis; keyPrefix: string };
  /** The embedded outbox, when mail is not sent over SMTP. */
  outbox?: Outbox;
  /** The mailbox page over the outbox, to mount at e.g. /dev/mailbox: a 404 for every request when closed. */
  mailbox?: Router;
  /** One line per adapter, for the start-up log. */
  summary: string[];
  close(): Promise<void>;
}

export interface AdapterOptions {
  /** Folder for the outbox file and the generated captcha key. */
  dataDir: string;
  log?: { info(message: string): void; warn(message: string): void };
  /** Prefix of every Redis key (IDENTITY_REDIS_PREFIX; tests use one per run). */
  redisPrefix?: string;
  /**
   * The proof of work's cost, for tests only: a browser test pays a second of CPU per form otherwise. Unset (every
   * deployment: no setting reads it) is ALTCHA_DEFAULTS.
   */
  altchaCost?: Pick<AltchaOptions, 'cost' | 'counter'>;
}

/**
 * Environment: SMTP_URL (and MAIL_FROM) sends mail over SMTP, else the outbox in `{dataDir}/outbox.json`, whose
 * mailbox page is open outside production and in production only with IDENTITY_MAILBOX=on (a local trial of
 * `npm start`: anyone reaching it reads every sign-in link). RECAPTCHA_SECRET selects reCAPTCHA
 * (RECAPTCHA_VERIFY_URL, RECAPTCHA_SCORE, RECAPTCHA_SITE_KEY), else the proof-of-work captcha (ALTCHA_HMAC_KEY).
 * REDIS_URL shares rate limits and used captcha solutions between nodes.
 */
export function identityAdapters(env: NodeJS.ProcessEnv, options: AdapterOptions): IdentityAdapters {
  const log = options.log ?? { info: () => {}, warn: (m: string) => console.warn(m) };
  const production = env.NODE_ENV === 'production';
  const prefix = options.redisPrefix ?? env.IDENTITY_REDIS_PREFIX ?? 'identity:';
  const summary: string[] = [];
  const closers: Array<() => unknown> = [];

  // Checked before anything opens a connection: a refused start leaves nothing behind.
  const captchaConfig = captchaFromEnv(env, options.dataDir);

  let mailer: Mailer;
  let outbox: Outbox | undefined;
  let mailbox: Router | undefined;
  if (env.SMTP_URL) {
    const smtp = smtpMailer(env.SMTP_URL, { from: env.MAIL_FROM });
    closers.push(() => smtp.close());
    mailer = smtp;
    summary.push(`mail: SMTP (${new URL(env.SMTP_URL).host})`);
  } else {
    outbox = new Outbox({ file: path.join(options.dataDir, 'outbox.json') });
    mailer = outboxMailer(outbox);
    const open = !production || env.IDENTITY_MAILBOX === 'on';
    mailbox = mailboxRouter(outbox, { open });
    summary.push(`mail: outbox in ${path.join(options.dataDir, 'outbox.json')}, mailbox page ${open ? 'open' : 'closed (production)'}`);
    if (production) log.warn('SMTP_URL is not set: mail is kept in the outbox, not delivered to readers');
    if (production && open) log.warn('IDENTITY_MAILBOX=on in production: the mailbox page shows every sign-in link; never expose this server publicly');
  }

  let redis: Redis | undefined;
  if (env.REDIS_URL) {
    // Fails fast while Redis is away (redis-client.ts): rate limits count in memory meanwhile (rate-limit.ts's
    // insurance) and used captcha solutions are remembered by this node (captcha-single-use.ts).
    // Named after the key prefix, so an operator (and a test) sees in CLIENT LIST which connections are the identity's.
    redis = sharedRedis(env.REDIS_URL, { connectionName: `${prefix.replace(/[^\w:.-]/g, '_')}identity`, log });
    closers.push(() => redis!.quit().catch(() => redis!.disconnect()));
  }
  const rateLimits = createRateLimits({ redis, keyPrefix: `${prefix}rl:` });
  summary.push(`rate limits: ${redis ? 'Redis, shared by every node' : 'memory (this node)'}`);

  let captcha: CaptchaVerifier;
  let captchaClient: CaptchaClient;
  if (captchaConfig.kind === 'recaptcha') {
    captcha = recaptchaVerifier({ secret: captchaConfig.secret, verifyUrl: captchaConfig.verifyUrl, score: captchaConfig.score, log });
    captchaClient = { kind: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY, score: captchaConfig.score };
    summary.push(`captcha: reCAPTCHA (${captchaConfig.score === CHECKBOX_SCORE ? 'checkbox' : `score ≥ ${captchaConfig.score}`})`);
  } else {
    const used = redis ? redisSingleUse(redis, `${prefix}captcha-used:`, { log }) : memorySingleUse();
    const altcha = altchaCaptcha({ ...options.altchaCost, hmacKey: captchaConfig.hmacKey, used, log });
    captcha = altcha.verifier;
    captchaClient = { kind: 'altcha', challengeRouter: altcha.challengeRouter };
    summary.push('captcha: self-hosted proof of work (ALTCHA)');
  }

  return {
    mailer,
    captcha,
    captchaClient,
    rateLimits,
    sharedCounts: redis && { redis, keyPrefix: `${prefix}rl:` },
    outbox,
    mailbox,
    summary,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

function captchaFromEnv(env: NodeJS.ProcessEnv, dataDir: string) {
  if (env.RECAPTCHA_SECRET) {
    const raw = env.RECAPTCHA_SCORE?.trim();
    const score = checkScore(raw ? Number(raw) : CHECKBOX_SCORE, 'RECAPTCHA_SCORE');
    const verifyUrl = env.RECAPTCHA_VERIFY_URL || RECAPTCHA_VERIFY_URL;
    if (!/^https?:\/\//.test(verifyUrl) || !URL.canParse(verifyUrl)) throw new Error(`RECAPTCHA_VERIFY_URL must be an http(s) URL (got ${JSON.stringify(verifyUrl)})`);
    return { kind: 'recaptcha' as const, secret: env.RECAPTCHA_SECRET, verifyUrl, score };
  }
  return { kind: 'altcha' as const, hmacKey: altchaHmacKey(env, { dataDir }) };
}
