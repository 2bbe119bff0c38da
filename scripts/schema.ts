// npm run schema: writes JSON Schemas of page configs generated from the registry into page-configs/schema/,
// and a .vscode/settings.json mapping so editors autocomplete block types and fields.
import { mkdir, writeFile } from 'node:fs/promises';
import { discoverRegistry } from '../engine/discover.ts';
import { pageConfigSchema } from '../engine/config/schema.ts';

export async function main(): Promise<number> {
  const registry = discoverRegistry();
  await mkdir('page-configs/schema', { recursive: true });
  for (const kind of ['page', 'template'] as const) {
    await writeFile(`page-configs/schema/${kind}.schema.json`, `${JSON.stringify(pageConfigSchema(registry, kind), null, 2)}\n`);
  }
  await mkdir('.vscode', { recursive: true });
  const settings = {
    'json.schemas': [
      { fileMatch: ['page-configs/pages/*/*.json'], url: './page-configs/schema/page.schema.json' },
      { fileMatch: ['page-configs/shared/templates/*.json', 'page-configs/templates/*/*.json'], url: './page-configs/schema/template.schema.json' },
    ],
  };
  await writeFile('.vscode/settings.json', `${JSON.stringify(settings, null, 2)}\n`);
  console.log(`wrote page-configs/schema/page.schema.json and template.schema.json (${registry.blocks.size} blocks)`);
  return 0;
}
