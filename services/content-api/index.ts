/**
 * Embedded Arc-compatible content API. The lead mounts it:
 *   const store = await createContentStore(contentStoreOptionsFromEnv());
 *   app.use('/arc', createContentApi(store, { token: process.env.ARC_ACCESS_TOKEN }));
 */
export { createContentStore, type ContentStoreOptions } from './store.ts';
export { createContentApi, type ContentApiOptions } from './router.ts';
export { DEFAULT_DATA_DIR } from './db.ts';
export { validateDocument } from './validate.ts';
export { validateNavigation } from './validate-navigation.ts';
export * from './types.ts';

/** DATABASE_URL selects PostgreSQL; otherwise PGlite in CONTENT_DATA_DIR (default data/pglite). */
export function contentStoreOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; dataDir?: string } {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.CONTENT_DATA_DIR || undefined };
}
