// npm run validate [dir]: checks every stored page config against the schema generated from the registry.
// Checks blocks, fields, sections and every content query against its source's params.
// Prints which site overrides which shared config (`te-rito: page-configs/templates/te-rito/article.json overrides
// page-configs/shared/templates/article.json`), then one line per error as `file  /json/pointer  message`; exits 1
// when there is any error.
import path from 'node:path';
import { discoverRegistry } from '../engine/discover.ts';
import { loadConfigs } from '../engine/config/load.ts';
import { errorLines, overrideLines } from '../engine/config/report.ts';

export async function main(args: string[]): Promise<number> {
  const dir = path.resolve(args[0] ?? 'page-configs');
  const configs = await loadConfigs(dir, discoverRegistry());
  for (const line of overrideLines(configs.overrides ?? [], dir)) console.log(line);
  for (const line of errorLines(configs.errors, dir)) console.log(line);
  const pages = [...configs.sites.values()].reduce((n, s) => n + s.pages.length + s.templates.size, 0);
  if (configs.errors.length) {
    console.error(`${configs.errors.length} error(s) in page configs`);
    return 1;
  }
  console.log(`ok: ${configs.sites.size} site(s), ${pages} page(s) and template(s) valid`);
  return 0;
}
