// The committed JSON Schemas of page configs, sites and resolvers (editors' autocompletion) match the registry and
// the loader's types, and npm run schema merges its mapping into the editor settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { discoverRegistry } from '../engine/discover.ts';
import { configSchemas, pageConfigSchema } from '../engine/config/schema.ts';
import { mergeSchemaSettings, SCHEMA_MAPPING } from '../scripts/schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const registry = discoverRegistry();

describe('page-config JSON Schema (npm run schema)', () => {
  for (const [kind, schema] of Object.entries(configSchemas(registry))) {
    it(`page-configs/schema/${kind}.schema.json is up to date with the blocks and config types (run npm run schema after changing a block's fields)`, () => {
      const committed = JSON.parse(readFileSync(path.join(root, `page-configs/schema/${kind}.schema.json`), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
    });
  }

  it('the schema accepts the shipped homepage and rejects an unknown block type, a wrong field type and an unknown section', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(pageConfigSchema(registry, 'page'));
    const home = JSON.parse(readFileSync(path.join(root, 'page-configs/pages/teaomarama/homepage.json'), 'utf8'));
    expect(validate(home), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(validate({ ...home, sections: { main: [{ type: 'no-such-block' }] } })).toBe(false);
    expect(validate({ ...home, sections: { latestnews: [{ type: 'double', customFields: { columnOne: 'two' }, children: [] }] } })).toBe(false);
    expect(validate({ ...home, sections: { sidebar: [] } })).toBe(false);
  });

  const storedFiles = (glob: string) => fg.sync(glob, { cwd: root }).map((f) => [f, JSON.parse(readFileSync(path.join(root, f), 'utf8'))] as const);
  const compile = (kind: 'site' | 'resolver' | 'shared-resolver') => new Ajv({ strict: false, allErrors: true }).compile(configSchemas(registry)[kind]);

  it('the site schema accepts every stored site and rejects a bad id, a missing name and an unknown key', () => {
    const validate = compile('site');
    const sites = storedFiles('page-configs/sites/*.json');
    expect(sites.length).toBeGreaterThan(0);
    for (const [file, site] of sites) expect(validate(site), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    const [, site] = sites[0]!;
    expect(validate({ ...site, id: 'Te Rito' })).toBe(false);
    expect(validate({ ...site, name: undefined })).toBe(false);
    expect(validate({ ...site, colour: 'red' })).toBe(false);
  });

  it.each([
    ['resolver', 'page-configs/resolvers/*.json'],
    ['shared-resolver', 'page-configs/shared/resolvers.json'],
  ] as const)('the %s schema accepts every stored file of its kind (priority may be left to its default) and rejects a resolver without a template or with an unknown key', (kind, glob) => {
    const validate = compile(kind);
    const files = storedFiles(glob);
    expect(files.length).toBeGreaterThan(0);
    for (const [file, resolvers] of files) expect(validate(resolvers), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    const first = files[0]![1].resolvers[0];
    const { priority: _p, ...withoutPriority } = first;
    expect(validate({ resolvers: [withoutPriority] })).toBe(true);
    const { template: _t, ...withoutTemplate } = first;
    expect(validate({ resolvers: [withoutTemplate] })).toBe(false);
    expect(validate({ resolvers: [{ ...first, templates: 'article' }] })).toBe(false);
    expect(validate({ resolvers: [{ ...first, content: { source: 'content-api', query: { website_url: ['/a/'] } } }] })).toBe(false);
  });
});

describe('npm run schema editor settings', () => {
  it("keeps the developer's own settings and schema entries, and replaces only its own entries", () => {
    const mine = { fileMatch: ['other/*.json'], url: './other.schema.json' };
    const stale = { fileMatch: ['page-configs/old/*.json'], url: './page-configs/schema/page.schema.json' };
    const merged = mergeSchemaSettings({ 'editor.tabSize': 4, 'json.schemas': [mine, stale] });
    expect(merged['editor.tabSize']).toBe(4);
    expect(merged['json.schemas']).toEqual([mine, ...SCHEMA_MAPPING]);
  });

  it('maps pages, templates, sites and resolvers, each to a schema it writes', () => {
    const written = Object.keys(configSchemas(registry)).map((name) => `./page-configs/schema/${name}.schema.json`);
    expect(SCHEMA_MAPPING.map((m) => m.url).sort()).toEqual(written.sort());
    expect(mergeSchemaSettings({})['json.schemas']).toEqual(SCHEMA_MAPPING);
  });
});
