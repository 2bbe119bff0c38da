import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { validateTree, validateValue, type TreeError } from './validate.ts';
import { checkQuery } from './queries.ts';
import { markInvalid } from './invalid.ts';
import {
  PageFile, ResolverFile, SiteFile, TemplateFile,
  type ConfigError, type Configs, type Page, type PageTree, type Resolver, type Site, type SiteConfig, type Template,
} from './types.ts';

/**
 * Reads and validates every stored page config under `dir`:
 *   sites/{site}.json, pages/{site}/*.json, templates/{site}/*.json, resolvers/{site}.json
 * Every error is reported in `errors` (as `npm run validate` prints them). A page or template with errors still
 * loads when it can be served at all (it has a uri; it is a JSON object): its invalid blocks are marked and its
 * other errors kept on the tree (see markInvalid), so the rest of the page renders and editors see what is wrong.
 * Sites and resolvers with errors are left out.
 */
export async function loadConfigs(dir: string, registry: Registry): Promise<Configs> {
  const errors: ConfigError[] = [];
  const files = await fg(['sites/*.json', 'pages/*/*.json', 'templates/*/*.json', 'resolvers/*.json'], { cwd: dir });
  const readJson = async (rel: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(path.join(dir, rel), 'utf8'));
    } catch (e) {
      errors.push({ file: rel, pointer: '', message: `not valid JSON: ${(e as Error).message}` });
      return undefined;
    }
  };
  const read = async <T>(rel: string, schema: TSchema): Promise<T | undefined> => {
    const value = await readJson(rel);
    if (value === undefined) return undefined;
    const found = validateValue(schema, value);
    found.forEach((e) => errors.push({ file: rel, ...e }));
    return found.length ? undefined : (value as T);
  };
  /** A page or template: the envelope and the tree checked, the errors marked on the tree, which is kept. */
  const readTree = async <T extends PageTree>(rel: string, schema: TSchema, site: string): Promise<T | undefined> => {
    const value = await readJson(rel);
    if (value === undefined) return undefined;
    const found: TreeError[] = validateValue(schema, value);
    const tree = asTree(value);
    if (!tree) {
      found.forEach((e) => errors.push({ file: rel, ...e }));
      return undefined;
    }
    const isTemplate = rel.startsWith('templates/');
    found.push(...validateTree(registry, tree, '', { site, placeholders: isTemplate }));
    const global = (tree as Partial<Page>).globalContent;
    if (global && typeof global.source === 'string' && !found.some((e) => e.pointer.startsWith('/globalContent'))) {
      // A page's global content query is filled with {uri} and {site} (engine/routing.ts).
      found.push(...checkQuery(registry, global, { source: '/globalContent/source', query: '/globalContent/query' }, { placeholders: true }));
    }
    const withFile = found.map((e) => ({ file: rel, ...e }));
    errors.push(...withFile);
    const layout = registry.block(tree.layout);
    return markInvalid(tree, withFile, layout?.kind === 'layout' ? layout.sections : undefined) as T;
  };

  const sites = new Map<string, SiteConfig>();
  for (const rel of files.filter((f) => f.startsWith('sites/')).sort()) {
    const site = await read<Site>(rel, SiteFile);
    if (!site) continue;
    if (path.basename(rel, '.json') !== site.id) errors.push({ file: rel, pointer: '/id', message: `site id "${site.id}" must match the file name` });
    else sites.set(site.id, { site, pages: [], templates: new Map(), resolvers: [] });
  }
  const siteOf = (rel: string, pointer = '') => {
    const id = siteIdOf(rel);
    const cfg = sites.get(id);
    if (!cfg) errors.push({ file: rel, pointer, message: `no site "${id}" in sites/ (configs are kept in a folder per site)` });
    return cfg;
  };

  for (const rel of files.filter((f) => f.startsWith('pages/')).sort()) {
    const cfg = siteOf(rel);
    const page = await readTree<Page>(rel, PageFile, siteIdOf(rel));
    // Without a uri a page cannot be served at all (its error is reported above).
    if (!cfg || !page || typeof page.uri !== 'string' || !page.uri.startsWith('/')) continue;
    const clash = cfg.pages.find((p) => p.uri === page.uri);
    if (clash) errors.push({ file: rel, pointer: '/uri', message: `uri "${page.uri}" is already served by another page` });
    else cfg.pages.push(page);
  }
  for (const rel of files.filter((f) => f.startsWith('templates/')).sort()) {
    const cfg = siteOf(rel);
    const template = await readTree<Template>(rel, TemplateFile, siteIdOf(rel));
    if (!cfg || !template) continue;
    const name = path.basename(rel, '.json');
    cfg.templates.set(name, Object.assign(template, { name }));
  }
  for (const rel of files.filter((f) => f.startsWith('resolvers/')).sort()) {
    const cfg = siteOf(rel);
    const file = await read<{ resolvers: Omit<Resolver, 'regex'>[] }>(rel, ResolverFile);
    if (!cfg || !file) continue;
    file.resolvers.forEach((r, i) => {
      let regex: RegExp;
      try {
        regex = new RegExp(r.pattern);
      } catch (e) {
        errors.push({ file: rel, pointer: `/resolvers/${i}/pattern`, message: `not a valid regular expression: ${(e as Error).message}` });
        return;
      }
      if (!cfg.templates.has(r.template)) {
        errors.push({ file: rel, pointer: `/resolvers/${i}/template`, message: `no template "${r.template}" for site ${cfg.site.id}` });
        return;
      }
      const missing = Object.entries(r.templateByType ?? {}).find(([, t]) => !cfg.templates.has(t));
      if (missing) {
        errors.push({ file: rel, pointer: `/resolvers/${i}/templateByType/${missing[0]}`, message: `no template "${missing[1]}" for site ${cfg.site.id}` });
        return;
      }
      // Its query is filled from the pattern's named groups per request: those placeholders pass as valid values.
      const queryErrors = r.content ? checkQuery(registry, r.content, { source: `/resolvers/${i}/content/source`, query: `/resolvers/${i}/content/query` }, { placeholders: true }) : [];
      if (queryErrors.length) {
        queryErrors.forEach((e) => errors.push({ file: rel, ...e }));
        return;
      }
      cfg.resolvers.push({ ...r, regex });
    });
    cfg.resolvers.sort((a, b) => b.priority - a.priority);
  }
  const all = [...sites.values()];
  const defaultSite = all.find((s) => s.site.default)?.site.id ?? all[0]?.site.id ?? '';
  return { sites, defaultSite, errors };
}

/** Configs are kept in a folder per site (pages/{site}/x.json), resolvers in a file per site (resolvers/{site}.json). */
const siteIdOf = (rel: string) => rel.split('/')[1].replace(/\.json$/, '');

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
