// The editor API (docs/architecture.md's editor rows), the block catalogue and the content endpoint, as the app
// calls them. Writes send JSON, which the server requires of every write along with a same-origin Origin (its CSRF
// check; the browser sends that itself).
import { contentUrl } from '../engine/content/client-protocol.ts';
import { siteSetup } from '../common/site-setup.ts';
import type { MergeChange, MergeConflict } from '../engine/config/merge-tree.ts';
import type { CatalogueEntry, ConfigIssue, DocSummary, Revision, RevisionMeta } from './state/types.ts';

/** A refused call: the HTTP status and the server's `{ error, errors?, current? }` (a 409 on a save: `base`, `conflicts`). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: { error?: string; errors?: ConfigIssue[]; current?: Revision; base?: { id: number; value: unknown }; conflicts?: MergeConflict[] }) {
    super(body.error ?? `HTTP ${status}`);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { error: text.slice(0, 200) };
  }
  if (!res.ok) throw new ApiError(res.status, (parsed ?? {}) as ApiError['body']);
  return parsed as T;
}

/** A save from a stale base that the server merged with the head (`onto`), saved as `value`. */
export interface SaveMerged { value: unknown; onto: RevisionMeta; authors: string[]; changes: MergeChange[] }

/** A publish planned for a time (engine/server/editor-collab.ts). */
export interface ScheduledPublish { id: number; doc: string; revision: number; at: string; author: string; state: 'pending' | 'running' | 'done' | 'failed'; doneAt?: string; error?: string }

const q = (doc: string) => `doc=${encodeURIComponent(doc)}`;

export const api = {
  sites: () => call<Array<{ id: string; name: string; isDefault?: boolean; properties?: Record<string, unknown> }>>('GET', '/editor/api/sites'),
  docs: (site: string) => call<DocSummary[]>('GET', `/editor/api/docs?site=${encodeURIComponent(site)}`),
  doc: (doc: string) => call<{ doc: string; head: Revision; published: RevisionMeta | null; errors: ConfigIssue[] }>('GET', `/editor/api/doc?${q(doc)}`),
  save: (doc: string, base: number | null, value: unknown) => call<{ revision: RevisionMeta; errors: ConfigIssue[]; merged?: SaveMerged }>('POST', `/editor/api/doc?${q(doc)}`, { base, value }),
  validate: (doc: string, value: unknown) => call<{ errors: ConfigIssue[] }>('POST', '/editor/api/validate', { doc, value }),
  publish: (doc: string, revision: number) => call<{ published: RevisionMeta }>('POST', `/editor/api/publish?${q(doc)}`, { revision }),
  revisions: (doc: string) => call<Array<RevisionMeta & { published: boolean }>>('GET', `/editor/api/revisions?${q(doc)}`),
  revision: (doc: string, id: number) => call<Revision>('GET', `/editor/api/revision?${q(doc)}&id=${id}`),
  rollback: (doc: string, revision: number, base: number | null) => call<{ revision: RevisionMeta; published?: RevisionMeta } & Partial<Revision>>('POST', `/editor/api/rollback?${q(doc)}`, { revision, base }),
  preview: (doc: string, value: unknown, url?: string) => call<{ src: string }>('POST', '/editor/api/preview', { doc, value, ...(url ? { url } : {}) }),
  /** A heartbeat: this editor is on `doc`; who else is (every `everySeconds`, or the server forgets after `ttlSeconds`). */
  presence: (doc: string) => call<{ others: Array<{ id: string; name: string }>; ttlSeconds: number; everySeconds: number }>('POST', `/editor/api/presence?${q(doc)}`, {}),
  leave: (doc: string) => call<unknown>('POST', `/editor/api/presence/leave?${q(doc)}`, {}),
  schedules: (site: string) => call<ScheduledPublish[]>('GET', `/editor/api/schedules?site=${encodeURIComponent(site)}`),
  schedule: (doc: string, revision: number, at: string) => call<{ schedule: ScheduledPublish }>('POST', `/editor/api/schedule?${q(doc)}`, { revision, at }),
  cancelSchedule: (id: number) => call<{ cancelled: number }>('POST', '/editor/api/schedule/cancel', { id }),
  logout: () => call<unknown>('POST', '/editor/api/logout', {}),
  catalogue: () => call<CatalogueEntry[]>('GET', '/api/blocks'),
  /** A browser-allowed content source's answer for a site (engine/content/client-protocol.ts's URL shape). */
  content: <T = unknown>(source: string, query: Record<string, unknown>, site: string) =>
    call<T>('GET', contentUrl(source, query, { site, siteParam: siteSetup.siteParam })),
};
