// npm run validate [dir]: checks every stored page config against the schema generated from the registry.
// Checks blocks, fields, sections and every content query against its source's params.
// Prints which site overrides which shared config (`te-rito: page-configs/templates/te-rito/article.json overrides
// page-configs/shared/templates/article.json`), then one line per error as `file  /json/pointer  message`; exits 1
// when there is any error. Without a dir it also checks the stored page configs (the published revisions in the
// services' database: DATABASE_URL, else DATA_DIR/pglite when it exists), which is what production serves.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { textSource, type ConfigSource } from '../engine/config/source.ts';
import { openPageConfigs } from './page-config-db.ts';
import { discoverRegistry } from '../engine/discover.ts';
import { loadConfigs } from '../engine/config/load.ts';
import { errorLines, overrideLines } from '../engine/config/report.ts';

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const dir = path.resolve(args[0] ?? 'page-configs');
  let failed = 0;
  for (const source of [dir, ...(args[0] ? [] : await storedSource(env))]) failed += await check(source);
  return failed ? 1 : 0;
}

/** The store's published configs, when there is a store to read (a server started here once, or DATABASE_URL). */
async function storedSource(env: NodeJS.ProcessEnv): Promise<ConfigSource[]> {
  if (!env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR || 'data', 'pglite'))) {
    console.log('no stored page configs here (no DATABASE_URL, no data/pglite): checked the files only');
    return [];
  }
  const configs = await openPageConfigs(env, { readOnly: true });
  try {
    return [textSource(`stored:${configs.where}`, await configs.store.publishedTexts())];
  } finally {
    await configs.close();
  }
}

async function check(from: string | ConfigSource): Promise<number> {
  const dir = typeof from === 'string' ? from : from.label;
  const configs = await loadConfigs(from, discoverRegistry());
  for (const line of overrideLines(configs.overrides ?? [], dir)) console.log(line);
  for (const line of errorLines(configs.errors, dir)) console.log(line);
  const pages = [...configs.sites.values()].reduce((n, s) => n + s.pages.length + s.templates.size, 0);
  if (configs.errors.length) {
    console.error(`${configs.errors.length} error(s) in page configs`);
    return 1;
  }
  console.log(`ok: ${configs.sites.size} site(s), ${pages} page(s) and template(s) valid (${dir})`);
  return 0;
}
