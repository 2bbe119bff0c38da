// The embedded back ends `npm start` runs in the same process: the content API (PGlite, or PostgreSQL with
// DATABASE_URL), the signing service and the image resizer. A deployment may point CONTENT_BASE elsewhere instead.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import express, { type Express } from 'express';
import { createContentApi, createContentStore } from './content-api/index.ts';
import { bearerAuth } from './content-api/http.ts';
import { createResizer, createSigningService, resizerSecret, signImageId } from './resizer/index.ts';
import { loadIfEmpty } from './sample-content/load.ts';

export interface ServicesOptions {
  /** Folder for embedded data (PGlite files, image originals, resized cache). */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite location override, e.g. 'memory://' for tests. */
  pgliteDir?: string;
  /** Bearer token the content API requires (ARC_ACCESS_TOKEN). */
  token?: string;
  /** Without a token, writes are open to anyone: only for development or an explicit operator opt-in. */
  openWrites?: boolean;
  secret?: string;
  /** Load the generated sample content when the store is empty. */
  sampleContent?: boolean;
  log?: Pick<Console, 'log'>;
}

export async function startServices(opts: ServicesOptions) {
  const store = await createContentStore({ databaseUrl: opts.databaseUrl, dataDir: opts.pgliteDir ?? path.join(opts.dataDir, 'pglite') });
  const secret = opts.secret ?? resizerSecret(process.env, { dataDir: opts.dataDir });
  const originalsDir = path.join(opts.dataDir, 'images');
  if (opts.sampleContent !== false) {
    const started = Date.now();
    const { loaded, documents } = await loadIfEmpty(store, { originalsDir, signImage: (id) => signImageId(secret, id) });
    if (loaded) opts.log?.log(`loaded ${documents} sample documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const serviceToken = opts.token ?? randomBytes(32).toString('hex');
  const mount = (app: Express) => {
    // The signing service signs any id it is asked for: only the site's own server may call it, with the
    // configured token or, without one, a token made for this process alone (serviceToken).
    const arc = express.Router();
    arc.use('/signing-service', bearerAuth(serviceToken), createSigningService(secret));
    arc.use(createContentApi(store, { token: opts.token, openWrites: opts.openWrites, imageAuth: (id) => ({ '2': signImageId(secret, id) }) }));
    app.use('/arc', arc);
    // Original images (the plain source when an image has no resizer token), then resized variants.
    app.use('/resizer/v2', express.static(originalsDir, { index: false, maxAge: '1d', fallthrough: true }));
    app.use('/resizer', createResizer({ originalsDir, cacheDir: path.join(opts.dataDir, 'resizer-cache'), secret }));
  };
  /** serviceToken: what the site's own server sends as its content token (ARC_ACCESS_TOKEN, or one made per process). */
  return { store, mount, secret, serviceToken, close: () => store.close() };
}
