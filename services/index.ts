// The embedded back ends `npm start` runs in the same process: the content API (PGlite, or PostgreSQL with
// DATABASE_URL), the signing service, the image resizer, and the identity and sales services (in the content API's database). A deployment may point CONTENT_BASE elsewhere instead.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { createContentApi, createContentStore } from './content-api/index.ts';
import { bearerAuth } from './content-api/http.ts';
import {
  checkSecretLength, createResizer, createSigningService, databaseOriginals, diskOriginals, resizerCacheMaxBytes, resizerSecret, signImageId,
  type OriginalStore,
} from './resizer/index.ts';
import { loadIfEmpty } from './sample-content/load.ts';
import {
  allowedOriginsFromEnv, createIdentityService, identityConfigFromEnv, identityJwtSecret, idTokenAlg, oidcProviderKeyPem, oidcProviderRsaKeyPem, oidcSettingsFromEnv,
  type CaptchaVerifier, type IdentityConfig, type Mailer, type OidcSettings, type RateLimits,
} from './identity/index.ts';
import { checkJwtSecret } from './identity/secret.ts';
import { identityAdapters, type AdapterOptions, type IdentityAdapters } from './identity/adapters.ts';
import { parseOrigin } from './cors.ts';
import { MAILBOX_PATH, mailboxFor } from './identity/mailbox-access.ts';
import { createSalesService, salesConfigFromEnv, type PaymentProvider, type SalesConfig } from './sales/index.ts';
import { redeemLimit } from './sales/redeem-limit.ts';
import { createPageConfigs, type PageConfigs } from './page-configs/index.ts';

export interface ServicesOptions {
  /** Folder for embedded data (PGlite files, image originals, resized cache). */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: schema to create and use (tests share one database). */
  schema?: string;
  /** PGlite location override, e.g. 'memory://' for tests. */
  pgliteDir?: string;
  /** Bearer token the content API requires (ARC_ACCESS_TOKEN). */
  token?: string;
  /** Without a token, writes are open to anyone: only for development or an explicit operator opt-in. */
  openWrites?: boolean;
  secret?: string;
  /** Load the generated sample content when the store is empty. */
  sampleContent?: boolean;
  /** Where RESIZER_SECRET, RESIZER_CACHE_MAX_BYTES and NODE_ENV are read; process.env by default. */
  env?: NodeJS.ProcessEnv;
  log?: Pick<Console, 'log'>;
  /** The identity service's signing key and collaborators; unset ones come from the environment (identity/adapters.ts). */
  identity?: {
    jwtSecret?: string;
    config?: Partial<IdentityConfig>;
    /** The site's origin for links in mails (PUBLIC_ORIGIN, else http://localhost:PORT). */
    publicOrigin?: string;
    mailer?: Mailer;
    captcha?: CaptchaVerifier;
    rateLimits?: RateLimits;
    now?: () => number;
    /** OpenID providers and clients; from the environment (oidcSettingsFromEnv) when unset. */
    oidc?: Partial<OidcSettings> & { signingKey?: string; rsaSigningKey?: string };
    /** Tests only: a cheaper proof-of-work captcha (identity/adapters.ts). */
    altchaCost?: AdapterOptions['altchaCost'];
  };
  /** The sales service's settings; unset ones from the environment (salesConfigFromEnv) and the test payment provider. */
  sales?: {
    config?: Partial<Pick<SalesConfig, 'defaults' | 'sites'>>;
    provider?: PaymentProvider;
  };
}

/** Everything a node checks before it touches a database: a refused start leaves no tables and no sample behind. */
function servicesConfig(opts: ServicesOptions) {
  const env = opts.env ?? process.env;
  // The multi-node check reads DATABASE_URL: a URL given in code counts as much as one in the environment.
  const secretEnv = opts.databaseUrl ? { ...env, DATABASE_URL: opts.databaseUrl } : env;
  const secret = opts.secret !== undefined ? checkSecretLength(opts.secret) : resizerSecret(secretEnv, { dataDir: opts.dataDir });
  const jwtSecret = opts.identity?.jwtSecret !== undefined ? checkJwtSecret(opts.identity.jwtSecret) : identityJwtSecret(secretEnv, { dataDir: opts.dataDir });
  const cacheMaxBytes = resizerCacheMaxBytes(env);
  const allowedOrigins = allowedOriginsFromEnv(env);
  // Mail links and the API's own CORS origin: configuration, never a request's Host.
  const publicOrigin = parseOrigin(opts.identity?.publicOrigin ?? env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`, 'PUBLIC_ORIGIN');
  const oidc = { ...oidcSettingsFromEnv(env, publicOrigin), ...opts.identity?.oidc };
  // Last: its own configuration errors come before any connection it opens (Redis), and nothing after it can fail.
  const log = opts.log ? { info: (m: string) => opts.log!.log(m), warn: (m: string) => opts.log!.log(`WARNING: ${m}`) } : undefined;
  const adapters = identityAdapters(secretEnv, { dataDir: opts.dataDir, log, altchaCost: opts.identity?.altchaCost });
  return { secret, jwtSecret, cacheMaxBytes, allowedOrigins, publicOrigin, oidc, secretEnv, adapters, mailbox: mailboxFor(secretEnv, adapters) };
}

export async function startServices(opts: ServicesOptions) {
  const { secret, jwtSecret, cacheMaxBytes, allowedOrigins, publicOrigin, oidc, secretEnv, adapters, mailbox } = servicesConfig(opts);
  const env = opts.env ?? process.env;
  const originalsDir = path.join(opts.dataDir, 'images');
  for (const line of adapters.summary) opts.log?.log(`identity ${line}`);
  if (mailbox) opts.log?.log(`identity mailbox page: ${MAILBOX_PATH}/`);
  let store: Awaited<ReturnType<typeof createContentStore>>;
  try {
    // Generated into data/ only once every setting has passed, so a refused start leaves no file behind; its
    // several-nodes check still comes before any database.
    oidc.signingKey ??= oidcProviderKeyPem(secretEnv, { dataDir: opts.dataDir });
    // The RSA key only matters once a client takes RS256 id tokens (the default): then every node must share it.
    if (oidc.clients?.some((c) => idTokenAlg(c) === 'RS256')) oidc.rsaSigningKey ??= oidcProviderRsaKeyPem(secretEnv, { dataDir: opts.dataDir });
    store = await createContentStore({ databaseUrl: opts.databaseUrl, schema: opts.schema, dataDir: opts.pgliteDir ?? path.join(opts.dataDir, 'pglite') });
  } catch (error) {
    await adapters.close();
    throw error;
  }
  // Several nodes share a PostgreSQL but not a disk: originals go in the database, each node's disk is a cache.
  let originals: OriginalStore;
  try {
    originals = opts.databaseUrl ? await databaseOriginals({ databaseUrl: opts.databaseUrl, schema: opts.schema, dir: originalsDir }) : diskOriginals(originalsDir);
    if (opts.sampleContent !== false) {
      const started = Date.now();
      const { loaded, documents } = await loadIfEmpty(store, { originals, signImage: (id) => signImageId(secret, id) });
      if (loaded) opts.log?.log(`loaded ${documents} sample documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    await Promise.all([store.close(), adapters.close()]);
    throw error;
  }
  let identity: Awaited<ReturnType<typeof createIdentityService>>;
  let sales: Awaited<ReturnType<typeof createSalesService>>;
  let pageConfigs: PageConfigs;
  try {
    const id = opts.identity ?? {};
    identity = await createIdentityService({
      db: store.db,
      schema: opts.databaseUrl ? opts.schema : undefined,
      jwtSecret,
      config: { ...identityConfigFromEnv(env), ...recaptchaSite(adapters.captchaClient), ...id.config },
      links: { origin: publicOrigin },
      mailer: id.mailer ?? adapters.mailer,
      captcha: id.captcha ?? adapters.captcha,
      rateLimits: id.rateLimits ?? adapters.rateLimits,
      allowedOrigins,
      captchaChallenge: adapters.captchaClient.kind === 'altcha' ? adapters.captchaClient.challengeRouter : undefined,
      now: id.now,
      oidc,
    });
    const salesEnv = salesConfigFromEnv(env);
    sales = await createSalesService({
      db: store.db,
      schema: opts.databaseUrl ? opts.schema : undefined,
      readerOf: identity.readerOf,
      captcha: id.captcha ?? adapters.captcha,
      config: {
        defaults: { ...salesEnv.defaults, ...recaptchaSite(adapters.captchaClient), ...opts.sales?.config?.defaults },
        sites: { ...salesEnv.sites, ...opts.sales?.config?.sites },
        publicOrigin,
      },
      provider: opts.sales?.provider,
      // The same ALLOWED_ORIGINS identity answers: a shop on one of them signs in and sells.
      allowedOrigins,
      sampleCatalogue: opts.sampleContent !== false,
      now: id.now,
      mailer: id.mailer ?? adapters.mailer,
      // Failed redemptions counted where identity counts its limits: in Redis, shared by every node, when there is one.
      redeemLimit: adapters.sharedCounts && redeemLimit({ redis: adapters.sharedCounts.redis, keyPrefix: `${adapters.sharedCounts.keyPrefix}sales-redeem` }),
    });
    // The stored page configs and editor roles (the wiring seeds them from page-configs/ when empty).
    pageConfigs = await createPageConfigs({ db: store.db, schema: opts.databaseUrl ? opts.schema : undefined, now: id.now });
  } catch (error) {
    await Promise.all([store.close(), originals.close(), adapters.close()]);
    throw error;
  }
  const serviceToken = opts.token ?? randomBytes(32).toString('hex');
  // One resizer however often mount is called (the public app and the internal API listener): one cache bound.
  const resizer = createResizer({ originals, cacheDir: path.join(opts.dataDir, 'resizer-cache'), cacheMaxBytes, secret });
  /** The services' routers by path prefix, made afresh for each app (the public one and the internal API listener). */
  const routes = (): Array<[string, RequestHandler]> => {
    // The signing service signs any id it is asked for: only the site's own server may call it, with the
    // configured token or, without one, a token made for this process alone (serviceToken).
    const arc = express.Router();
    arc.use('/signing-service', bearerAuth(serviceToken), createSigningService(secret));
    arc.use(createContentApi(store, { token: opts.token, openWrites: opts.openWrites, imageAuth: (id) => ({ '2': signImageId(secret, id) }) }));
    // /resizer: originals ({id}.jpg, the plain source when an image has no resizer token) and resized variants.
    const all: Array<[string, RequestHandler]> = [['/arc', arc], ['/resizer', resizer], ['/identity', identity.router], ['/sales', sales.router]];
    if (mailbox) all.push([MAILBOX_PATH, mailbox]);
    return all;
  };
  const mount = (app: Express) => {
    for (const [prefix, handler] of routes()) app.use(prefix, handler);
  };
  /** serviceToken: what the site's own server sends as its content token (ARC_ACCESS_TOKEN, or one made per process). */
  /** adapters: the identity service's mail (with the outbox, when embedded), captcha and rate limits. */
  /** readerOf: the identity service's access-token verifier (the editor's sign-in checks tokens with it). */
  return { store, routes, mount, secret, serviceToken, pageConfigs, readerOf: identity.readerOf, adapters: adapters as IdentityAdapters, close: () => sales.close().then(() => Promise.all([store.close(), originals.close(), adapters.close()])).then(() => undefined) };
}

/** The forms load Google's reCAPTCHA only from what GET /config publishes: its site key and score, when it is in use. */
function recaptchaSite(client: IdentityAdapters['captchaClient']) {
  return client.kind === 'recaptcha' && client.siteKey ? { recaptchaSiteKey: client.siteKey, recaptchaScore: client.score } : {};
}
