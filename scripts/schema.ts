// npm run schema: writes JSON Schemas of page configs, sites and resolvers (generated from the registry and the
// loader's types) into page-configs/schema/, and maps them in .vscode/settings.json so editors autocomplete block
// types and fields. The settings file is merged, not overwritten: a developer's own settings stay.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { discoverRegistry } from '../engine/discover.ts';
import { configSchemas } from '../engine/config/schema.ts';

const SETTINGS = '.vscode/settings.json';

/** Which stored files each schema checks (VS Code `json.schemas` entries). */
export const SCHEMA_MAPPING = [
  { fileMatch: ['page-configs/pages/*/*.json'], url: './page-configs/schema/page.schema.json' },
  { fileMatch: ['page-configs/shared/templates/*.json', 'page-configs/templates/*/*.json'], url: './page-configs/schema/template.schema.json' },
  { fileMatch: ['page-configs/sites/*.json'], url: './page-configs/schema/site.schema.json' },
  { fileMatch: ['page-configs/resolvers/*.json'], url: './page-configs/schema/resolver.schema.json' },
  { fileMatch: ['page-configs/shared/resolvers.json'], url: './page-configs/schema/shared-resolver.schema.json' },
];

type SchemaEntry = { fileMatch?: string[]; url?: string };

/**
 * The editor settings with our schema mapping in them: every other setting and every other `json.schemas` entry is
 * kept; entries pointing at our schema folder are replaced (so a renamed glob does not leave its old line behind).
 */
export function mergeSchemaSettings(settings: Record<string, unknown>, mapping: SchemaEntry[] = SCHEMA_MAPPING): Record<string, unknown> {
  const existing = Array.isArray(settings['json.schemas']) ? (settings['json.schemas'] as SchemaEntry[]) : [];
  const theirs = existing.filter((entry) => !(typeof entry?.url === 'string' && entry.url.startsWith('./page-configs/schema/')));
  return { ...settings, 'json.schemas': [...theirs, ...mapping] };
}

/** The current settings object, or why the file cannot be merged (VS Code allows comments; we do not rewrite those). */
async function readSettings(): Promise<Record<string, unknown> | string> {
  if (!existsSync(SETTINGS)) return {};
  const text = await readFile(SETTINGS, 'utf8');
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    return `${SETTINGS} is not a JSON object`;
  } catch (e) {
    return `${SETTINGS} is not plain JSON (${(e as Error).message}); comments are not kept by a rewrite`;
  }
}

export async function main(): Promise<number> {
  const registry = discoverRegistry();
  await mkdir('page-configs/schema', { recursive: true });
  const schemas = configSchemas(registry);
  for (const [name, schema] of Object.entries(schemas)) {
    await writeFile(`page-configs/schema/${name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
  }
  console.log(`wrote page-configs/schema/{${Object.keys(schemas).join(',')}}.schema.json (${registry.blocks.size} blocks)`);
  const settings = await readSettings();
  if (typeof settings === 'string') {
    console.error(`${settings}: add these "json.schemas" entries by hand:\n${JSON.stringify(SCHEMA_MAPPING, null, 2)}`);
    return 1;
  }
  await mkdir('.vscode', { recursive: true });
  await writeFile(SETTINGS, `${JSON.stringify(mergeSchemaSettings(settings), null, 2)}\n`);
  console.log(`mapped them in ${SETTINGS} (other settings kept)`);
  return 0;
}
