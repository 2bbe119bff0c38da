// The page-config store for the operator's commands (npm run configs, editor-role, validate): the services'
// database as server.ts opens it (DATABASE_URL, else PGlite in DATA_DIR/pglite). PGlite belongs to one process:
// commands that only read (validate, export) open a copy of its folder, so they are safe while the server runs;
// those that write (import, editor-role) open it in place, with the embedded server stopped: while it runs they are
// refused (services/content-api/folder-lock.ts), the reason printed, not a stack trace.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContentStore } from '../services/content-api/index.ts';
import { FolderInUseError } from '../services/content-api/folder-lock.ts';
import { createPageConfigs } from '../services/page-configs/index.ts';

export async function openPageConfigs(env: NodeJS.ProcessEnv = process.env, opts: { readOnly?: boolean } = {}) {
  const databaseUrl = env.DATABASE_URL || undefined;
  const folder = path.join(env.DATA_DIR || 'data', 'pglite');
  const copy = !databaseUrl && opts.readOnly && existsSync(folder) ? mkdtempSync(path.join(tmpdir(), 'kupu-pglite-read-')) : undefined;
  if (copy) cpSync(folder, copy, { recursive: true });
  const remove = () => copy && rmSync(copy, { recursive: true, force: true });
  try {
    const store = await createContentStore({ databaseUrl, dataDir: copy ?? folder });
    const pageConfigs = await createPageConfigs({ db: store.db });
    return { ...pageConfigs, db: store.db, where: databaseUrl ? 'DATABASE_URL' : folder, close: () => store.close().finally(remove) };
  } catch (error) {
    remove();
    throw error;
  }
}

/** openPageConfigs for a command: undefined, the reason printed, when another process has the embedded database open. */
export async function openForCommand(out: Pick<Console, 'error'>, env: NodeJS.ProcessEnv = process.env, opts: { readOnly?: boolean } = {}) {
  try {
    return await openPageConfigs(env, opts);
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    out.error(error.message);
    return undefined;
  }
}
