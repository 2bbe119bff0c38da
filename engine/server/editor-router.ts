/** The editor's routes, mounted by createApp when an editor is configured (`editor` option): auth, API, shell, assets. */
import path from 'node:path';
import express from 'express';
import type { SiteSetup } from '../site-setup.ts';
import { editorApi } from './editor-api.ts';
import { editorAuth } from './editor-auth.ts';
import type { EditorOptions } from './editor-ports.ts';
import { editorShell } from './editor-shell.ts';
import { precompressedAssets } from './compress.ts';
import type { EditorSite } from './editor-site.ts';

export function editorRouter(opts: EditorOptions, ctx: {
  root: string; dev: boolean; editorToken?: string; siteSetup: SiteSetup; devPreamble?: string; site: () => Promise<{ editing: EditorSite }>;
}) {
  const auth = editorAuth(opts, ctx);
  const router = express.Router();
  router.use(auth.router);
  const api = editorApi({
    store: opts.store, site: ctx.site, siteSetup: ctx.siteSetup, api: auth.api, page: auth.page, purge: opts.purge, purgeAgainMs: opts.purgeAgainMs,
    presenceTtlSeconds: opts.presenceTtlSeconds, scheduleEveryMs: opts.scheduleEveryMs,
  });
  router.use(api);
  if (!ctx.dev) {
    // The editor's own build (content-hashed names): only editors fetch it.
    const assets = path.join(ctx.root, 'dist/editor/assets');
    router.use('/editor/assets', auth.asset, precompressedAssets(assets), express.static(assets, { index: false }));
  }
  // Routing is not strict (/editor matches /editor/ too): only the bare path is sent on to the shell's.
  router.get('/editor', (req, res, next) => (req.originalUrl.split('?')[0] === '/editor' ? res.redirect(301, '/editor/') : next()));
  router.get('/editor/', auth.page, editorShell(ctx));
  // Anything else under /editor/ is the app's own client-side route or nothing: signed-in editors get the shell's 404.
  router.all('/editor/*rest', auth.page, (req, res) => {
    res.status(404).type('text/plain').send(`Nothing lives at ${req.path}.`);
  });
  // The scheduled publishes' timer stops with the app.
  return Object.assign(router, { close: api.close });
}
