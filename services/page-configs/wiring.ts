/**
 * The page-config store as a server uses it (server.ts, and tests that start one): seeded from the files when
 * empty, its published set as the engine's config source (kept in step with the files in development), and the
 * editor's ports (engine/server/editor-ports.ts, by shape): the store, and sign-in by identity tokens and roles.
 */
import type { ReaderVerifier } from '../identity/index.ts';
import { fileSync, seedIfEmpty, type TextSource } from './files.ts';
import type { PageConfigs } from './index.ts';
import { storeSource, type ChangeBus } from './source.ts';

export async function pageConfigsWiring(opts: {
  pageConfigs: PageConfigs;
  readerOf: ReaderVerifier;
  /** The page-configs/ folder (the engine's directorySource over it). */
  files: TextSource;
  dev: boolean;
  /** The invalidation bus every node shares; without it a publish reaches only this node. */
  bus?: ChangeBus;
  log?: Pick<Console, 'warn'>;
}) {
  const { store, access } = opts.pageConfigs;
  const seeded = await seedIfEmpty(store, opts.files);
  const sync = fileSync(store, opts.files);
  const source = storeSource(store, { bus: opts.bus, log: opts.log, beforeList: opts.dev ? async () => void (await sync()) : undefined });
  const editor = {
    store: { ...store, published: () => source.published() },
    auth: { ...access, readerOf: opts.readerOf },
  };
  return { seeded, source, editor };
}
