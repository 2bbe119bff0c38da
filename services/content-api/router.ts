/** The Express router of the embedded content API; relative paths, so it works wherever it is mounted. */
import express, { type RequestHandler, type Router } from 'express';
import { bearerAuth, jsonBody, jsonErrors, writeAuth } from './http.ts';
import { contentRoutes } from './routes-content.ts';
import { siteRoutes, type ImageAuth } from './routes-site.ts';
import { badRequest, type AnsDocument, type ContentStore } from './types.ts';
import { validateDocument } from './validate.ts';

export interface ContentApiOptions {
  /** Bearer token every request must carry (ARC_ACCESS_TOKEN); unset = reads are public. */
  token?: string;
  /** Without a token, accept writes from anyone: development, or an operator's explicit opt-in. Default false. */
  openWrites?: boolean;
  /** Largest accepted JSON body (express/bytes syntax). Default 2mb. */
  maxBodySize?: string;
  /** Resizer auth tokens for a photo (e.g. { "2": hash }), merged into photo-service answers. */
  imageAuth?: ImageAuth;
}

export function createContentApi(store: ContentStore, opts: ContentApiOptions = {}): Router {
  const router = express.Router();
  const auth = bearerAuth(opts.token);
  const body = jsonBody(opts.maxBodySize ?? '2mb');
  // Auth and error handling are per route, so requests for other services mounted beside this
  // router (same base path) pass through untouched.
  const get = (path: string, handler: RequestHandler) => router.get(path, auth, handler, jsonErrors);
  const put = (path: string, handler: RequestHandler) => router.put(path, writeAuth(opts.token, opts.openWrites ?? false), ...body, handler, jsonErrors);

  contentRoutes(get, store);
  siteRoutes(get, store, opts.imageAuth);

  put('/content/v4/documents/:id', async (req, res) => {
    const id = String(req.params.id);
    const doc = validateDocument(req.body, id);
    const { created } = await store.save(doc as AnsDocument);
    res.status(created ? 201 : 200).json({ _id: doc._id, type: doc.type, created });
  });

  put('/site/v3/navigation/:site/:hierarchy', async (req, res) => {
    const { site, hierarchy } = req.params as { site: string; hierarchy: string };
    if (req.body === null || typeof req.body !== 'object') throw badRequest('body must be a navigation node object', '(body)');
    await store.putNavigation(site, hierarchy, req.body);
    res.status(200).json({ site, hierarchy });
  });

  return router;
}
