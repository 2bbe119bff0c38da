// The page-config store for the operator's commands (npm run configs, editor-role, validate): the services'
// database as server.ts opens it (DATABASE_URL, else PGlite in DATA_DIR/pglite). PGlite is one process's: stop the
// embedded server before running a command on its data folder.
import path from 'node:path';
import { createContentStore } from '../services/content-api/index.ts';
import { createPageConfigs } from '../services/page-configs/index.ts';

export async function openPageConfigs(env: NodeJS.ProcessEnv = process.env) {
  const databaseUrl = env.DATABASE_URL || undefined;
  const store = await createContentStore({ databaseUrl, dataDir: path.join(env.DATA_DIR || 'data', 'pglite') });
  const pageConfigs = await createPageConfigs({ db: store.db });
  return { ...pageConfigs, db: store.db, where: databaseUrl ? 'DATABASE_URL' : path.join(env.DATA_DIR || 'data', 'pglite'), close: () => store.close() };
}
