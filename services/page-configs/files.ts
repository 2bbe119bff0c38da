/**
 * The page-configs/ files and the store: an empty store is seeded from them (author "files", published), development
 * imports a file again whenever its text changes, and export writes the published revisions back as they are stored
 * (the bytes that were imported or saved, so git diffs stay small). The files are read through a source of names and
 * texts (the engine's directorySource, passed in: services import nothing of the engine).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { digestOf, type PageConfigStore } from './store.ts';

export interface TextSource { list(): Promise<string[]>; read(name: string): Promise<string> }

export const FILES_AUTHOR = 'files';

export async function readTexts(files: TextSource): Promise<Array<{ doc: string; text: string }>> {
  const names = await files.list();
  return Promise.all(names.map(async (doc) => ({ doc, text: await files.read(doc) })));
}

/** Seeds an empty store with every file, in one statement; the number imported (0: the store had documents). */
export async function seedIfEmpty(store: PageConfigStore, files: TextSource): Promise<number> {
  if (!(await store.isEmpty())) return 0;
  return store.importTexts(await readTexts(files), FILES_AUTHOR, { files: true });
}

/**
 * Development: each file whose text differs from what was last imported from it becomes a new published revision
 * (an edited file shows on the next request, as before the store). One sync at a time: concurrent requests would
 * import one change twice.
 */
export function fileSync(store: PageConfigStore, files: TextSource) {
  let running: Promise<number> = Promise.resolve(0);
  return (): Promise<number> =>
    (running = running.catch(() => 0).then(async () => {
      const [texts, known] = await Promise.all([readTexts(files), store.fileDigests()]);
      const changed = texts.filter((t) => known.get(t.doc) !== digestOf(t.text));
      return store.importTexts(changed, FILES_AUTHOR, { files: true });
    }));
}

/** Writes every published revision under `dir` (created as needed); the names written. */
export async function exportPublished(store: PageConfigStore, dir: string): Promise<string[]> {
  const texts = await store.publishedTexts();
  for (const [doc, text] of texts) {
    const file = path.join(dir, doc);
    // Document names are checked paths (no "..", no absolute), but never write outside `dir` whatever is stored.
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`refusing to export "${doc}": not a path under ${dir}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return [...texts.keys()];
}
