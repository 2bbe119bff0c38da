// npm run configs -- export [dir] | import [dir]   (dir: page-configs/ by default)
// export: writes every published revision to its file under dir, byte for byte as stored (git diffs stay small).
// import: every file whose text differs from the published revision becomes a new revision, published (author
// "files"), and every node reloads (the invalidation bus of REDIS_URL / DATABASE_URL); refused, with the errors as
// `npm run validate` prints them, when the configs it would publish have any error. Nothing is imported then.
import path from 'node:path';
import { discoverRegistry } from '../engine/discover.ts';
import { createInvalidationBus } from '../engine/content/create-bus.ts';
import { loadConfigs } from '../engine/config/load.ts';
import { errorLines } from '../engine/config/report.ts';
import { directorySource, overlaySource, textSource } from '../engine/config/source.ts';
import { exportPublished, FILES_AUTHOR, readTexts } from '../services/page-configs/files.ts';
import { PUBLISHED_TAG } from '../services/page-configs/index.ts';
import { openForCommand } from './page-config-db.ts';

const USAGE = 'usage: npm run configs -- export [dir] | import [dir]';

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env, out: Pick<Console, 'log' | 'error'> = console): Promise<number> {
  const [command, dirArg] = args;
  if (command !== 'export' && command !== 'import') {
    out.error(command ? `unknown command "${command}"; ${USAGE}` : USAGE);
    return 2;
  }
  const dir = path.resolve(dirArg ?? 'page-configs');
  const configs = await openForCommand(out, env, { readOnly: command === 'export' });
  if (!configs) return 1;
  try {
    if (command === 'export') {
      const written = await exportPublished(configs.store, dir);
      out.log(`exported ${written.length} published page config(s) from ${configs.where} to ${dir}`);
      return 0;
    }
    const published = await configs.store.publishedTexts();
    const changed = (await readTexts(directorySource(dir))).filter((f) => published.get(f.doc) !== f.text);
    const after = overlaySource(textSource(dir, published), new Map(changed.map((f) => [f.doc, f.text])));
    const { errors } = await loadConfigs(after, discoverRegistry());
    if (errors.length) {
      for (const line of errorLines(errors, dir)) out.error(line);
      out.error(`${errors.length} error(s): nothing imported`);
      return 1;
    }
    await configs.store.importTexts(changed, FILES_AUTHOR, { files: true });
    if (changed.length) {
      // Running nodes reload now (those sharing this database: its bus, or Redis's).
      const bus = createInvalidationBus(env, out as unknown as Pick<Console, 'warn'>);
      await bus.publish([PUBLISHED_TAG], `configs-import-${process.pid}`).finally(() => bus.close());
    }
    out.log(`imported ${changed.length} changed page config(s) from ${dir} into ${configs.where}, published${changed.length && changed.length <= 10 ? `: ${changed.map((f) => f.doc).join(', ')}` : ''}`);
    return 0;
  } finally {
    await configs.close();
  }
}
