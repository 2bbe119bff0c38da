/**
 * The page-config store (issue 14, "Where pages live"): page configs as revisions in the services' database, the
 * published set served to readers (source.ts), and who may edit them (editors.ts). Seeding from and exporting to
 * the page-configs/ files is done by the wiring (wiring/page-configs.ts) and `npm run configs`.
 */
import type { Kysely } from 'kysely';
import { editorAccess } from './editors.ts';
import { migratePageConfigDb } from './migrations.ts';
import { presenceStore } from './presence.ts';
import { scheduleStore } from './schedules.ts';
import { pageConfigStore } from './store.ts';

export { ConflictError, UnknownRevisionError, digestOf, type PageConfigStore, type Revision, type RevisionMeta, type StoredDoc } from './store.ts';
export type { Present } from './presence.ts';
export type { Schedule } from './schedules.ts';
export { EDITOR_ROLE, type EditorAccess, type EditorAccount } from './editors.ts';
export { storeSource, PUBLISHED_TAG, type ChangeBus, type StoreSource } from './source.ts';

export async function createPageConfigs(opts: { db: Kysely<any>; schema?: string; now?: () => number }) {
  await migratePageConfigDb(opts.db, opts.schema);
  return { store: { ...pageConfigStore(opts.db), ...presenceStore(opts.db), ...scheduleStore(opts.db) }, access: editorAccess(opts.db, opts.now) };
}

export type PageConfigs = Awaited<ReturnType<typeof createPageConfigs>>;
