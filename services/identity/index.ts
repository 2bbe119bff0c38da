/**
 * The embedded identity service: accounts, sessions and one-time links in the content API's database, served as
 * the Arc-compatible identity API. Mail, captcha and rate limits come in through the ports (ports.ts).
 */
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { accountData } from './account-data.ts';
import { accounts } from './accounts.ts';
import { DEFAULT_CONFIG, type IdentityConfig } from './config.ts';
import { DEFAULT_LINK_PATHS, type LinkPages } from './mails.ts';
import { migrateIdentityDb, type IdentityDb } from './migrations.ts';
import { nonces } from './nonces.ts';
import { providerKeys } from './oidc-key.ts';
import { openIdProvider } from './oidc-op.ts';
import { relyingParty } from './oidc-rp.ts';
import type { OidcSettings } from './oidc-settings.ts';
import type { CaptchaVerifier, Mailer, RateLimits } from './ports.ts';
import { createIdentityApi } from './router.ts';
import { verifiedReader } from './context.ts';
import { checkJwtSecret } from './secret.ts';
import { sessions } from './sessions.ts';
import { tokenSigner } from './tokens.ts';

export { identityConfigFromEnv, type IdentityConfig } from './config.ts';
export { allowedOriginsFromEnv } from './cors.ts';
export { identityJwtSecret } from './secret.ts';
export { idTokenAlg, oidcSettingsFromEnv, type OidcSettings } from './oidc-settings.ts';
export { oidcProviderKeyPem, oidcProviderRsaKeyPem } from './oidc-key.ts';
export type * from './ports.ts';

export interface IdentityServiceOptions {
  /** The database to keep the identity tables in (the content store's); migrated on start. */
  db: Kysely<any>;
  /** PostgreSQL only: the schema the connection uses, for the migration bookkeeping. */
  schema?: string;
  /** Signing key of access tokens (identityJwtSecret()). */
  jwtSecret: string;
  config?: Partial<IdentityConfig>;
  /** The site's public origin, for the links in mails; each page path may be overridden. */
  links: { origin: string } & Partial<Omit<LinkPages, 'origin'>>;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  rateLimits: RateLimits;
  /** The clock (ms); tests move it to expire links and tokens. */
  now?: () => number;
  /** GET handler of fresh proof-of-work challenges (the altcha adapter's), served at /public/v1/captcha/challenge. */
  captchaChallenge?: Router;
  /** Other origins whose pages may call the API with CORS (IDENTITY_ALLOWED_ORIGINS); the links' origin always may. */
  allowedOrigins?: string[];
  /** Outside OpenID providers and the site's own OpenID clients (oidcSettingsFromEnv); none by default. */
  oidc?: Partial<OidcSettings> & {
    /** PKCS8 PEM of the P-256 key the site's id tokens are signed with (oidcProviderKeyPem()); a new one per start otherwise. */
    signingKey?: string;
    /** PKCS8 PEM of the RSA key of the RS256 id tokens (oidcProviderRsaKeyPem()); a new one per start otherwise. */
    rsaSigningKey?: string;
  };
}

/** Who signed a request: the uuid of the reader whose access token an Authorization header carries, if valid and live. */
export type ReaderVerifier = (authorization: string | undefined) => Promise<string | undefined>;

export async function createIdentityService(opts: IdentityServiceOptions): Promise<{ router: Router; readerOf: ReaderVerifier }> {
  const jwtSecret = checkJwtSecret(opts.jwtSecret);
  await migrateIdentityDb(opts.db, opts.schema);
  const db = opts.db as Kysely<IdentityDb>;
  const now = opts.now ?? Date.now;
  const oidc = {
    db,
    rp: relyingParty(db, opts.oidc?.providers ?? [], now),
    op: openIdProvider({ db, clients: opts.oidc?.clients ?? [], origin: opts.links.origin, keys: await providerKeys({ ec: opts.oidc?.signingKey, rsa: opts.oidc?.rsaSigningKey }), now }),
  };
  const signer = tokenSigner(jwtSecret, now);
  // Refresh tokens are JWTs signed with the same secret (Arc's SDK reads their exp): sessions.ts, tokens.ts.
  const auth = { sessions: sessions(db, now, signer), signer };
  const router = createIdentityApi({
    accounts: accounts(db, now),
    data: accountData(db, now),
    nonces: nonces(db, now),
    ...auth,
    config: { ...DEFAULT_CONFIG, ...opts.config },
    mailer: opts.mailer,
    captcha: opts.captcha,
    rateLimits: opts.rateLimits,
    links: { ...DEFAULT_LINK_PATHS, ...opts.links },
    captchaChallenge: opts.captchaChallenge,
    allowedOrigins: [new URL(opts.links.origin).origin, ...(opts.allowedOrigins ?? [])],
    now,
    oidc,
  });
  // Other services (sales) trust the same tokens, checked by this same code, with or without the "Bearer" word.
  const readerOf: ReaderVerifier = async (authorization) => (await verifiedReader(auth, authorization, { bare: true }))?.userId;
  return { router, readerOf };
}
