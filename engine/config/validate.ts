import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { fieldsOf, type BlockDefinition } from '../define.ts';
import type { BlockNode, PageTree } from './types.ts';
import { contentFieldNames } from '../content/plan.ts';
import { checkQuery } from './queries.ts';
import { didYouMean } from './suggest.ts';

export interface TreeError { pointer: string; message: string }

// verbose: an unknown field's error carries the schema it broke, whose properties are the names to suggest.
const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, verbose: true });
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: TSchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) compiled.set(schema, (fn = ajv.compile(schema)));
  return fn;
}

/** Validates a JSON value against a schema; defaults are applied in place. */
export function validateValue(schema: TSchema, value: unknown, base = ''): TreeError[] {
  const fn = validatorFor(schema);
  return fn(value) ? [] : describeErrors(fn.errors ?? [], base);
}

export function describeErrors(errors: ErrorObject[], base: string): TreeError[] {
  return errors.map((e) => {
    const pointer = base + e.instancePath;
    switch (e.keyword) {
      case 'additionalProperties':
        return { pointer: `${pointer}/${escape(e.params.additionalProperty)}`, message: `unknown field "${e.params.additionalProperty}"${didYouMean(e.params.additionalProperty, knownFields(e))}` };
      case 'required':
        return { pointer, message: `missing required field "${e.params.missingProperty}"` };
      case 'enum':
        return { pointer, message: `must be one of ${e.params.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')}` };
      case 'type':
        // null is how the editor stores a required field emptied in its form.
        if (e.data === null) return { pointer, message: 'is empty: this field needs a value' };
        return { pointer, message: `wrong type: must be ${e.params.type}` };
      case 'pattern': {
        // A schema may say in words what its pattern accepts: an editor cannot be expected to read the regex.
        const expected = (e.parentSchema as { 'x-expected'?: unknown } | undefined)?.['x-expected'];
        return { pointer, message: typeof expected === 'string' ? `must be ${expected}, not ${JSON.stringify(e.data)}` : (e.message ?? e.keyword) };
      }
      default:
        return { pointer, message: e.message ?? e.keyword };
    }
  });
}

/** The field names the schema an `additionalProperties` error broke declares (verbose errors carry it). */
const knownFields = (e: ErrorObject): string[] => Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface TreeOptions {
  /** The site the tree serves: blocks' declared content is planned with it. */
  site?: string;
  /** A template's queries may name URL parts (`{section}`), filled per request: they pass as valid values. */
  placeholders?: boolean;
}

/**
 * Prepares a stored page tree for rendering, in place, and says what is wrong with it: each block's migrations and
 * field defaults are applied and a node without an id gets a stable one from its position (the tree is changed,
 * not copied: loading does this once per stored file); the errors name the layout and its section names, every
 * block's type, kind, node shape and custom fields, each by JSON pointer.
 */
export function prepareTree(registry: Registry, tree: PageTree, base = '', opts: TreeOptions = {}): TreeError[] {
  const errors: TreeError[] = [];
  const layout = registry.block(tree.layout);
  if (!layout) {
    errors.push({ pointer: `${base}/layout`, message: `unknown layout "${tree.layout}"${didYouMean(tree.layout, namesOf(registry, (kind) => kind === 'layout'))}` });
  } else if (layout.kind !== 'layout') {
    errors.push({ pointer: `${base}/layout`, message: `"${tree.layout}" is a ${layout.kind}, not a layout` });
  }
  for (const [section, nodes] of Object.entries(tree.sections ?? {})) {
    const pointer = `${base}/sections/${escape(section)}`;
    if (layout?.kind === 'layout' && !layout.sections.includes(section)) {
      errors.push({ pointer, message: `unknown section "${section}" for layout "${layout.name}"${didYouMean(section, layout.sections)} (its sections: ${layout.sections.join(', ')})` });
    }
    nodes.forEach((node, i) => validateNode(registry, node, `${pointer}/${i}`, `${section}-${i}`, errors, opts));
  }
  checkUniqueIds(tree, base, errors);
  return errors;
}

/** An id names one block in the page (the browser finds islands and lazy blocks by it): two blocks may not share one. */
function checkUniqueIds(tree: PageTree, base: string, errors: TreeError[]) {
  const seen = new Map<string, string>();
  const visit = (node: BlockNode, pointer: string) => {
    if (!node || typeof node !== 'object' || typeof node.id !== 'string') return;
    const first = seen.get(node.id);
    if (first) errors.push({ pointer: `${pointer}/id`, message: `id "${node.id}" is already used by the block at ${first}` });
    else seen.set(node.id, pointer);
    if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, `${pointer}/children/${i}`));
  };
  for (const [section, nodes] of Object.entries(tree.sections ?? {})) nodes.forEach((node, i) => visit(node, `${base}/sections/${escape(section)}/${i}`));
}

/** Names of the registered blocks of the kinds asked for: what a misspelt type or layout may have meant. */
const namesOf = (registry: Registry, kinds: (kind: BlockDefinition['kind']) => boolean) =>
  [...registry.blocks.values()].filter((b) => kinds(b.definition.kind)).map((b) => b.definition.name);

const NODE_KEYS = new Set(['type', 'id', 'customFields', 'children']);

function validateNode(registry: Registry, node: BlockNode, pointer: string, autoId: string, errors: TreeError[], opts: TreeOptions) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    errors.push({ pointer, message: 'a block must be an object with a "type"' });
    return;
  }
  for (const key of Object.keys(node)) {
    if (!NODE_KEYS.has(key)) errors.push({ pointer: `${pointer}/${escape(key)}`, message: `unknown block property "${key}" (allowed: type, id, customFields, children)` });
  }
  const def: BlockDefinition | undefined = typeof node.type === 'string' ? registry.block(node.type) : undefined;
  if (!def) {
    errors.push({
      pointer: `${pointer}/type`,
      message: typeof node.type === 'string' ? `unknown block type "${node.type}"${didYouMean(node.type, namesOf(registry, (kind) => kind !== 'layout'))}` : 'missing block "type"',
    });
    return;
  }
  if (def.kind === 'layout') {
    errors.push({ pointer: `${pointer}/type`, message: `"${def.name}" is a layout; sections hold features and chains` });
    return;
  }
  if (node.id !== undefined && (typeof node.id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(node.id))) {
    errors.push({ pointer: `${pointer}/id`, message: 'id must be a string of letters, digits, "-" or "_"' });
  }
  node.id ??= autoId;
  const stored = node.customFields ?? {};
  node.customFields = def.migrate ? def.migrate(stored) : stored;
  const fieldErrors = validateValue(fieldsOf(def), node.customFields, `${pointer}/customFields`);
  errors.push(...fieldErrors, ...checkQueries(registry, def, node, pointer, fieldErrors, opts));
  if (node.children !== undefined) {
    if (def.kind !== 'chain') {
      errors.push({ pointer: `${pointer}/children`, message: `"${def.name}" is a feature and cannot have children` });
    } else if (!Array.isArray(node.children)) {
      errors.push({ pointer: `${pointer}/children`, message: 'children must be an array of blocks' });
    } else {
      // An invalid id (already reported) must not name the children: it may not even convert to a string.
      const base = typeof node.id === 'string' ? node.id : autoId;
      node.children.forEach((child, i) => validateNode(registry, child, `${pointer}/children/${i}`, `${base}-${i}`, errors, opts));
    }
  }
}

/**
 * The content a block will ask for, checked against each source's params: its contentConfig fields and the
 * content it declares (known from its fields and the site alone). Fields that are already wrong are skipped
 * (their error says more), as is declared content of a block whose fields are wrong.
 */
function checkQueries(registry: Registry, def: BlockDefinition, node: BlockNode, pointer: string, fieldErrors: TreeError[], opts: TreeOptions): TreeError[] {
  const errors: TreeError[] = [];
  const fieldsAt = `${pointer}/customFields`;
  for (const name of contentFieldNames(fieldsOf(def))) {
    const at = `${fieldsAt}/${escape(name)}`;
    const config = node.customFields?.[name] as { contentService?: unknown; contentConfigValues?: Record<string, unknown> } | undefined;
    if (typeof config?.contentService !== 'string' || fieldErrors.some((e) => e.pointer === at || e.pointer.startsWith(`${at}/`))) continue;
    errors.push(...checkQuery(registry, { source: config.contentService, query: config.contentConfigValues },
      { source: `${at}/contentService`, query: `${at}/contentConfigValues` }, opts));
  }
  if (def.kind !== 'feature' || !def.content || fieldErrors.length) return errors;
  let declared: Array<{ source: string; query: Record<string, unknown> }>;
  try {
    declared = def.content({ site: opts.site ?? '', customFields: node.customFields ?? {} } as never);
  } catch (e) {
    return [...errors, { pointer, message: `the content "${def.name}" declares could not be planned: ${(e as Error).message}` }];
  }
  for (const request of declared) {
    for (const e of checkQuery(registry, request, { source: pointer, query: pointer }, opts)) {
      errors.push({ pointer, message: `content "${def.name}" declares: ${e.message}` });
    }
  }
  return errors;
}
