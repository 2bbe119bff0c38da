/**
 * The editor's JSON API under /editor/api (docs/ and the editor contract): documents, saves whose stale base is
 * merged with the head (editor-merge.ts: saved when clean, else 409 with the conflicts, nothing saved), validation by the loader that serves pages, publish (refused when
 * invalid), revisions, rollback and draft previews. The store and the sign-in come in as ports (editor-ports.ts);
 * validation and preview run in the loaded site (editor-site.ts), which has the registry.
 */
import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { formatConfig } from '../config/json.ts';
import type { SiteSetup } from '../site-setup.ts';
import { sitePagesTag } from './cache-tags.ts';
import { docInfo } from './editor-docs.ts';
import { editorCollab } from './editor-collab.ts';
import { saveMerging } from './editor-merge.ts';
import type { EditorCaller } from './editor-auth.ts';
import type { EditorStorePort } from './editor-ports.ts';
import type { EditorSite } from './editor-site.ts';

/** How long a preview's address renders its draft. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

export class BadRequest extends Error {
  constructor(message: string, readonly status = 400) {
    super(message);
  }
}


/** How long after a publish the CDN is purged again: time for every node to have reloaded its configs. */
const PURGE_AGAIN_MS = 5000;

export function editorApi(opts: {
  store: EditorStorePort;
  site: () => Promise<{ editing: EditorSite }>;
  siteSetup: SiteSetup;
  /** Requires an editor on each route (editor-auth.ts `api` / `page`). */
  api: express.RequestHandler;
  page: express.RequestHandler;
  /** See EditorOptions.purge. */
  purge?: (tags: string[]) => unknown;
  purgeAgainMs?: number;
  presenceTtlSeconds?: number;
  scheduleEveryMs?: number;
}) {
  const { store } = opts;
  const editing = async () => (await opts.site()).editing;
  /** A published document's pages out of the CDN: its site's, or every site's for a shared template or resolvers. */
  const purgePages = async (doc: string) => {
    const purge = opts.purge;
    if (!purge) return;
    const site = docInfo(doc)?.site;
    const tags = (site ? [site] : (await (await editing()).sites()).map((s) => s.id)).map(sitePagesTag);
    purge(tags);
    setTimeout(() => purge(tags), opts.purgeAgainMs ?? PURGE_AGAIN_MS).unref();
  };
  const router = express.Router();
  const json = express.json({ limit: '2mb' });
  const route = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
  const author = (res: Response) => (res.locals.editor as EditorCaller).author;

  /** The `doc` query parameter: one config name. */
  const docParam = (req: Request, from: unknown = req.query.doc) => {
    if (typeof from !== 'string' || !from) throw new BadRequest('doc is required: the document\'s path under page-configs/, e.g. pages/teaomarama/home.json');
    if (!docInfo(from)) throw new BadRequest(`doc "${from}" is not a page config's path (sites/{site}.json, pages/{site}/{name}.json, shared/templates/{name}.json, templates/{site}/{name}.json, shared/resolvers.json or resolvers/{site}.json)`);
    return from;
  };
  const body = (req: Request): Record<string, unknown> => {
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw new BadRequest('the body must be a JSON object');
    return req.body as Record<string, unknown>;
  };
  const revisionNumber = (value: unknown, what: string, nullable = false): number | null => {
    if (nullable && value === null) return null;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    throw new BadRequest(`${what} must be a revision id (a positive whole number${nullable ? ', or null for a new document' : ''}), got ${JSON.stringify(value) ?? 'nothing'}`);
  };
  const valueOf = (b: Record<string, unknown>) => {
    if (!('value' in b)) throw new BadRequest('value is required: the document\'s JSON');
    return b.value;
  };
  /** A store error carrying the head (a stale base): 409 with it, nothing saved. */
  const conflict = (res: Response, e: unknown) => {
    if (typeof e === 'object' && e !== null && 'current' in e) {
      res.status(409).json({ error: (e as unknown as Error).message, current: (e as { current: unknown }).current });
      return true;
    }
    return false;
  };

  router.use('/editor/api', opts.api);

  router.get('/editor/api/sites', route(async (_req, res) => res.json(await (await editing()).sites())));

  router.get('/editor/api/docs', route(async (req, res) => {
    const site = req.query.site;
    if (site !== undefined && typeof site !== 'string') throw new BadRequest('site must be given once');
    const list = [];
    for (const d of await store.docs()) {
      const info = docInfo(d.doc, parse(d.text));
      if (!info || (site && info.site !== null && info.site !== site)) continue;
      list.push({ doc: d.doc, ...info, head: d.head, published: d.published });
    }
    res.json(list);
  }));

  router.get('/editor/api/doc', route(async (req, res) => {
    const doc = docParam(req);
    const found = await store.doc(doc);
    if (!found) throw new BadRequest(`no document "${doc}"`, 404);
    res.json({ doc, head: found.head, published: found.published, errors: await (await editing()).validate(doc, found.text) });
  }));

  router.post('/editor/api/doc', json, route(async (req, res) => {
    const doc = docParam(req);
    const b = body(req);
    const base = revisionNumber(b.base, 'base', true);
    try {
      const outcome = await saveMerging(store, doc, base, valueOf(b), author(res));
      if ('conflicts' in outcome) {
        const { message, ...rest } = outcome;
        return res.status(409).json({ error: message, ...rest });
      }
      // A draft may be invalid: it is kept with its errors (publishing it is refused).
      res.status(201).json({ revision: outcome.saved, errors: await (await editing()).validate(doc, outcome.text), ...(outcome.merged ? { merged: outcome.merged } : {}) });
    } catch (e) {
      if (!conflict(res, e)) throw e;
    }
  }));

  router.post('/editor/api/validate', json, route(async (req, res) => {
    const b = body(req);
    const doc = docParam(req, b.doc);
    res.json({ errors: await (await editing()).validate(doc, formatConfig(valueOf(b))) });
  }));

  /** A revision checked (an invalid one is refused: 422 with its errors), then published and out of the CDN. */
  const publishRevision = async (doc: string, id: number) => {
    const revision = await store.revision(doc, id);
    if (!revision) throw new BadRequest(`document "${doc}" has no revision ${id}`, 404);
    const errors = await (await editing()).validate(doc, revision.text);
    if (errors.length) throw Object.assign(new BadRequest(`revision ${id} of "${doc}" has ${errors.length} error(s): fix them before publishing`, 422), { errors });
    const published = await store.publish(doc, id);
    await store.published();
    await purgePages(doc);
    return published;
  };

  router.post('/editor/api/publish', json, route(async (req, res) => {
    const doc = docParam(req);
    res.json({ published: await publishRevision(doc, revisionNumber(body(req).revision, 'revision')!) });
  }));

  const collab = editorCollab({ store, docParam, body, revisionNumber, route, json, publishRevision, validate: async (doc, text) => (await editing()).validate(doc, text), presenceTtlSeconds: opts.presenceTtlSeconds, scheduleEveryMs: opts.scheduleEveryMs, BadRequest });
  router.use(collab.router);

  router.get('/editor/api/revisions', route(async (req, res) => {
    const doc = docParam(req);
    const list = await store.revisions(doc);
    if (!list.length) throw new BadRequest(`no document "${doc}"`, 404);
    res.json(list);
  }));

  router.get('/editor/api/revision', route(async (req, res) => {
    const doc = docParam(req);
    const id = revisionNumber(Number(req.query.id), 'id')!;
    const revision = await store.revision(doc, id);
    if (!revision) throw new BadRequest(`document "${doc}" has no revision ${id}`, 404);
    const { text: _text, ...rest } = revision;
    res.json(rest);
  }));

  router.post('/editor/api/rollback', json, route(async (req, res) => {
    const doc = docParam(req);
    const b = body(req);
    const id = revisionNumber(b.revision, 'revision')!;
    const base = revisionNumber(b.base, 'base')!;
    const old = await store.revision(doc, id);
    if (!old) throw new BadRequest(`document "${doc}" has no revision ${id}`, 404);
    const errors = await (await editing()).validate(doc, old.text);
    if (errors.length) return res.status(422).json({ error: `revision ${id} of "${doc}" is not valid today: it cannot be published`, errors });
    try {
      const revision = await store.saveAndPublish(doc, base, old.text, author(res));
      await store.published();
      await purgePages(doc);
      res.status(201).json({ revision, published: revision });
    } catch (e) {
      if (!conflict(res, e)) throw e;
    }
  }));

  router.post('/editor/api/preview', json, route(async (req, res) => {
    const b = body(req);
    const doc = docParam(req, b.doc);
    const text = formatConfig(valueOf(b));
    if (b.url !== undefined && (typeof b.url !== 'string' || !b.url.startsWith('/') || b.url.startsWith('//'))) throw new BadRequest(`url must be a path on this site starting with "/", got ${JSON.stringify(b.url)}`);
    const info = docInfo(doc, parse(text))!;
    const url = new URL((b.url as string | undefined) ?? defaultPreviewUrl(doc, info), 'http://localhost');
    if (info.site && !url.searchParams.has(opts.siteSetup.siteParam)) url.searchParams.set(opts.siteSetup.siteParam, info.site);
    const key = randomBytes(16).toString('base64url');
    await store.putPreview(key, { drafts: { [doc]: text }, url: url.pathname + url.search, expiresAt: Date.now() + PREVIEW_TTL_MS });
    res.status(201).json({ src: `/editor/preview/${key}` });
  }));

  router.all('/editor/api/*rest', (req, res) => {
    res.status(404).json({ error: `no editor API at ${req.method} ${req.path}` });
  });

  router.get('/editor/preview/:key', opts.page, route(async (req, res) => {
    const preview = await store.getPreview(String(req.params.key));
    if (!preview) throw new BadRequest('this preview has expired: the editor makes a new one', 404);
    const lang = req.query.lang;
    if (lang !== undefined && (typeof lang !== 'string' || !(opts.siteSetup.languages as readonly string[]).includes(lang))) throw new BadRequest(`lang must be one of ${opts.siteSetup.languages.join(', ')}`);
    await (await editing()).preview({ drafts: new Map(Object.entries(preview.drafts)), url: preview.url, lang }, req, res);
  }));

  // Bad input said precisely, as JSON on the API; never a stack trace.
  router.use((err: Error & { status?: number; type?: string }, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const status = err instanceof BadRequest ? err.status : err.type === 'entity.parse.failed' ? 400 : err.type === 'entity.too.large' ? 413 : undefined;
    if (!status) return next(err);
    const message = err.type === 'entity.parse.failed' ? `the body is not valid JSON: ${err.message}` : err.message;
    if (req.path.startsWith('/editor/api/')) res.status(status).json({ error: message, ...('errors' in err ? { errors: (err as { errors: unknown }).errors } : {}) });
    else res.status(status).type('text/plain').send(message);
  });

  return Object.assign(router, { close: collab.close });
}

/**
 * Where a draft is previewed without a `url`: a page at its uri, the not-found template at a path nothing serves, a
 * site's properties and resolvers on its homepage. Another template serves URLs only its resolvers' patterns know:
 * the editor names one (e.g. a story's path), or the preview would show some other page.
 */
function defaultPreviewUrl(doc: string, info: ReturnType<typeof docInfo> & object): string {
  if (info.kind === 'page') return info.uri ?? '/';
  if (info.kind === 'template') {
    if (doc.endsWith('/not-found.json')) return '/editor-preview-of-a-missing-page/';
    throw new BadRequest(`url is required to preview the template "${doc}": a reader URL it serves (e.g. a story's path)`);
  }
  return '/';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
