import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { parseJson } from './json.ts';
import { prepareTree, validateValue, type TreeError } from './validate.ts';
import { checkQuery } from './queries.ts';
import { markInvalid } from './invalid.ts';
import type { ConfigError, Page, PageTree } from './types.ts';
import type { ConfigSource } from './source.ts';

export interface ReadFile { value?: unknown; errors: ConfigError[] }

/** A stored config's JSON; `value` is missing when it cannot be read or parsed, and `errors` say where and why. */
export async function readConfigFile(source: ConfigSource, rel: string): Promise<ReadFile> {
  let text: string;
  try {
    text = await source.read(rel);
  } catch (e) {
    return { errors: [{ file: rel, pointer: '', message: `cannot be read: ${(e as Error).message}` }] };
  }
  const parsed = parseJson(text);
  if (parsed.ok) return { value: parsed.value, errors: [] };
  return { errors: [{ file: rel, pointer: '', message: `not valid JSON: ${parsed.message}`, line: parsed.line, column: parsed.column }] };
}

/** A value checked against its file's schema (defaults applied in place), each error naming the file. */
export function checkFile(schema: TSchema, rel: string, value: unknown): ConfigError[] {
  return validateValue(schema, value).map((e) => ({ file: rel, ...e }));
}

/**
 * A page or template: the envelope and the tree checked against the registry for `site`, the errors marked on the
 * tree, which is kept (see markInvalid). No tree when the value is not even an object. The value is changed in place
 * (ids, defaults, migrations): give each site its own copy of a shared file.
 */
export function checkStoredTree(
  registry: Registry, rel: string, value: unknown, schema: TSchema, opts: { site?: string; template: boolean },
): { tree?: PageTree; errors: ConfigError[] } {
  const found: TreeError[] = validateValue(schema, value);
  const tree = asTree(value);
  if (!tree) return { errors: found.map((e) => ({ file: rel, ...e })) };
  found.push(...prepareTree(registry, tree, '', { site: opts.site, placeholders: opts.template }));
  const global = (tree as Partial<Page>).globalContent;
  if (global && typeof global.source === 'string' && !found.some((e) => e.pointer.startsWith('/globalContent'))) {
    // A page's global content query is filled with {uri} and {site} (engine/routing.ts).
    found.push(...checkQuery(registry, global, { source: '/globalContent/source', query: '/globalContent/query' }, { placeholders: true }));
  }
  const errors = found.map((e) => ({ file: rel, ...e }));
  const layout = registry.block(tree.layout);
  return { tree: markInvalid(tree, errors, layout?.kind === 'layout' ? layout.sections : undefined), errors };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The parts of a stored page or template the renderer relies on, made safe when the envelope is wrong (its error
 * is reported already): sections that are not lists of blocks are dropped. Undefined when it is not an object.
 */
function asTree(value: unknown): PageTree | undefined {
  if (!isObject(value)) return undefined;
  if (!isObject(value.sections)) value.sections = {};
  const sections = value.sections as Record<string, unknown>;
  for (const [name, nodes] of Object.entries(sections)) if (!Array.isArray(nodes)) delete sections[name];
  if (typeof value.layout !== 'string') value.layout = '';
  return value as unknown as PageTree;
}
