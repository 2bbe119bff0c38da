// The committed JSON Schemas of page configs (editors' autocompletion) match the registry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { discoverRegistry } from '../engine/discover.ts';
import { pageConfigSchema } from '../engine/config/schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const registry = discoverRegistry();

describe('page-config JSON Schema (npm run schema)', () => {
  for (const kind of ['page', 'template'] as const) {
    it(`page-configs/schema/${kind}.schema.json is up to date with the blocks (run npm run schema after changing a block's fields)`, () => {
      const committed = JSON.parse(readFileSync(path.join(root, `page-configs/schema/${kind}.schema.json`), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(pageConfigSchema(registry, kind))));
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
});
