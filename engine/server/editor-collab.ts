/**
 * Working together, under /editor/api: presence (who else has a document open, by heartbeat, in the store every node
 * shares) and scheduled publishes (a revision to publish at a time; every node's timer claims what is due, and the
 * store's atomic claim makes each run once). Unpublishing is not scheduled: the API has no unpublish yet.
 */
import { randomUUID } from 'node:crypto';
import type express from 'express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { docInfo } from './editor-docs.ts';
import type { EditorCaller } from './editor-auth.ts';
import type { EditorStorePort, RevisionMeta } from './editor-ports.ts';

export const PRESENCE_TTL_SECONDS = 40;
export const PRESENCE_EVERY_SECONDS = 15;
export const SCHEDULE_EVERY_MS = 10_000;
/** A time this far in the past is still taken (clocks differ; the editor's form has minutes): it runs at once. */
const PAST_GRACE_MS = 5 * 60 * 1000;

type Route = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) => void;

export function editorCollab(opts: {
  store: EditorStorePort;
  docParam: (req: Request, from?: unknown) => string;
  body: (req: Request) => Record<string, unknown>;
  revisionNumber: (value: unknown, what: string) => number | null;
  route: Route;
  json: express.RequestHandler;
  /** Publishes a revision as POST /editor/api/publish does (throws a 422 for an invalid one). */
  publishRevision: (doc: string, id: number) => Promise<RevisionMeta>;
  validate: (doc: string, text: string) => Promise<unknown[]>;
  BadRequest: new (message: string, status?: number) => Error;
  presenceTtlSeconds?: number;
  scheduleEveryMs?: number;
  log?: Pick<Console, 'warn'>;
}) {
  const { store, docParam, body, route, json, BadRequest } = opts;
  const ttlSeconds = opts.presenceTtlSeconds ?? PRESENCE_TTL_SECONDS;
  const caller = (res: Response) => res.locals.editor as EditorCaller;
  const who = (res: Response) => ({ id: caller(res).user.id, name: caller(res).user.name || caller(res).user.email || caller(res).author });
  const router = Router();

  router.post('/editor/api/presence', json, route(async (req, res) => {
    const others = await store.heartbeat(docParam(req), who(res), ttlSeconds);
    res.json({ others, ttlSeconds, everySeconds: Math.min(PRESENCE_EVERY_SECONDS, Math.max(1, Math.floor(ttlSeconds / 2))) });
  }));
  router.get('/editor/api/presence', route(async (req, res) => {
    res.json({ others: await store.present(docParam(req), who(res).id) });
  }));
  router.post('/editor/api/presence/leave', json, route(async (req, res) => {
    await store.leave(docParam(req), who(res).id);
    res.status(204).end();
  }));

  router.get('/editor/api/schedules', route(async (req, res) => {
    const { doc, site } = req.query;
    if (site !== undefined && typeof site !== 'string') throw new BadRequest('site must be given once');
    const list = await store.schedules(doc === undefined ? undefined : docParam(req));
    res.json(site ? list.filter((s) => [site, null].includes(docInfo(s.doc)?.site ?? null)) : list);
  }));
  router.post('/editor/api/schedule', json, route(async (req, res) => {
    const doc = docParam(req);
    const b = body(req);
    const id = opts.revisionNumber(b.revision, 'revision')!;
    const at = typeof b.at === 'string' ? new Date(b.at) : undefined;
    if (!at || Number.isNaN(at.getTime()) || !/T\d\d:\d\d/.test(String(b.at))) throw new BadRequest(`at must be a date and time (ISO 8601, e.g. 2026-12-24T06:00:00Z), got ${JSON.stringify(b.at) ?? 'nothing'}`);
    if (at.getTime() < Date.now() - PAST_GRACE_MS) throw new BadRequest(`at (${at.toISOString()}) is in the past: a publish is scheduled for a time to come`);
    const revision = await store.revision(doc, id);
    if (!revision) throw new BadRequest(`document "${doc}" has no revision ${id}`, 404);
    const errors = await opts.validate(doc, revision.text);
    if (errors.length) return res.status(422).json({ error: `revision ${id} of "${doc}" has ${errors.length} error(s): fix them before scheduling its publish`, errors });
    res.status(201).json({ schedule: await store.schedule(doc, id, at, caller(res).author) });
  }));
  router.post('/editor/api/schedule/cancel', json, route(async (req, res) => {
    const id = opts.revisionNumber(body(req).id, 'id')!;
    if (!(await store.cancelSchedule(id))) throw new BadRequest(`scheduled publish ${id} cannot be cancelled: it is unknown, cancelled already, or has run`, 409);
    res.json({ cancelled: id });
  }));

  // This node's share of the scheduled publishes: what is due, claimed so that no other node runs it too.
  const node = randomUUID();
  let running: Promise<void> | undefined;
  const tick = async () => {
    for (const job of await store.claimDue(node)) {
      try {
        await opts.publishRevision(job.doc, job.revision);
        await store.finishSchedule(job.id);
      } catch (e) {
        await store.finishSchedule(job.id, (e as Error).message);
      }
    }
  };
  const timer = setInterval(() => {
    running ??= tick()
      .catch((e: Error) => (opts.log ?? console).warn(`scheduled publishes: ${e.message}`))
      .finally(() => (running = undefined));
  }, opts.scheduleEveryMs ?? SCHEDULE_EVERY_MS);
  timer.unref();

  return {
    router,
    /** Stops this node's timer (and waits for a run in progress). */
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
