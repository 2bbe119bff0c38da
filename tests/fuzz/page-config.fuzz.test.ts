// Fuzzing page-config validation with the real blocks: any JSON a file could hold is either a valid tree or a
// list of errors with JSON pointers, never an exception (which would stop the server loading every other config).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discoverRegistry } from '../../engine/discover.ts';
import { catalogue } from '../../engine/registry.ts';
import { prepareTree, validateValue, type TreeError } from '../../engine/config/validate.ts';
import { PageFile, TemplateFile, type PageTree } from '../../engine/config/types.ts';
import { PROTOTYPE_NAMES } from './arbitraries.ts';

const registry = discoverRegistry();
const blocks = catalogue(registry) as Array<{ name: string; kind: string; sections?: string[] }>;
const names = blocks.map((b) => b.name);
const layouts = blocks.filter((b) => b.kind === 'layout');
const sectionNames = [...new Set(layouts.flatMap((l) => l.sections ?? [])), 'nope', ...PROTOTYPE_NAMES];

const key = fc.oneof(fc.constantFrom('type', 'id', 'customFields', 'children', 'title', 'heading', 'contentService', 'contentConfigValues', ...PROTOTYPE_NAMES), fc.string({ maxLength: 6 }));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.boolean(), fc.double(), fc.integer(), fc.string({ maxLength: 8 }), fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
})).value;

/** Blocks of real types with arbitrary ids, fields and children (a chain's children are blocks again). */
const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    json,
    fc.record(
      {
        type: fc.oneof(fc.constantFrom(...names), json),
        id: fc.oneof(fc.string({ maxLength: 6 }), json),
        customFields: fc.oneof(json, fc.dictionary(key, json, { maxKeys: 4 })),
        children: fc.oneof(fc.array(tie('node'), { maxLength: 3 }), json),
      },
      { requiredKeys: ['type'] },
    ),
  ),
})).node;

const tree = fc.record(
  {
    uri: fc.constantFrom('/', '/x/'),
    layout: fc.oneof(fc.constantFrom(...layouts.map((l) => l.name), ...names), fc.string({ maxLength: 6 })),
    sections: fc.dictionary(fc.constantFrom(...sectionNames), fc.array(node, { maxLength: 4 }), { maxKeys: 3 }),
    meta: fc.dictionary(key, json, { maxKeys: 2 }),
  },
  { requiredKeys: ['layout', 'sections'] },
);

/** What loading a stored file does: the file's shape first, then the tree against the registry. */
function validateFile(value: unknown, schema: typeof PageFile | typeof TemplateFile): TreeError[] {
  const shape = validateValue(schema, value);
  return shape.length ? shape : prepareTree(registry, value as PageTree);
}

function expectErrorList(errors: TreeError[]) {
  expect(Array.isArray(errors)).toBe(true);
  for (const e of errors) {
    expect(typeof e.pointer).toBe('string');
    expect(e.pointer === '' || e.pointer.startsWith('/')).toBe(true);
    expect(typeof e.message).toBe('string');
    expect(e.message.length).toBeGreaterThan(0);
  }
}

describe('fuzz: page-config validation', () => {
  it('any JSON value as a page or template file gives a list of errors (maybe empty), never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(json, tree), fc.boolean(), (value, isPage) => {
        expectErrorList(validateFile(structuredClone(value), isPage ? PageFile : TemplateFile));
      }),
      { numRuns: 400 },
    );
  });

  it('a tree of real block types with arbitrary fields, ids and children gives errors with pointers, never an exception', () => {
    fc.assert(
      fc.property(tree, (value) => {
        expectErrorList(prepareTree(registry, structuredClone(value) as PageTree));
      }),
      { numRuns: 400 },
    );
  });
});
