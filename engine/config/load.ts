import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { validateTree, validateValue } from './validate.ts';
import {
  PageFile, ResolverFile, SiteFile, TemplateFile,
  type ConfigError, type Configs, type Page, type Resolver, type Site, type SiteConfig, type Template,
} from './types.ts';

/**
 * Reads and validates every stored page config under `dir`:
 *   sites/{site}.json, pages/{site}/*.json, templates/{site}/*.json, resolvers/{site}.json
 * Invalid files are left out and reported in `errors` (as `npm run validate` prints them); the rest load.
 */
export async function loadConfigs(dir: string, registry: Registry): Promise<Configs> {
  const errors: ConfigError[] = [];
  const files = await fg(['sites/*.json', 'pages/*/*.json', 'templates/*/*.json', 'resolvers/*.json'], { cwd: dir });
  const read = async <T>(rel: string, schema: TSchema): Promise<T | undefined> => {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(path.join(dir, rel), 'utf8'));
    } catch (e) {
      errors.push({ file: rel, pointer: '', message: `not valid JSON: ${(e as Error).message}` });
      return undefined;
    }
    const found = validateValue(schema, value);
    found.forEach((e) => errors.push({ file: rel, ...e }));
    return found.length ? undefined : (value as T);
  };
  const checkTree = (rel: string, tree: Page | Template) => {
    const found = validateTree(registry, tree);
    found.forEach((e) => errors.push({ file: rel, ...e }));
    return found.length === 0;
  };

  const sites = new Map<string, SiteConfig>();
  for (const rel of files.filter((f) => f.startsWith('sites/')).sort()) {
    const site = await read<Site>(rel, SiteFile);
    if (!site) continue;
    if (path.basename(rel, '.json') !== site.id) errors.push({ file: rel, pointer: '/id', message: `site id "${site.id}" must match the file name` });
    else sites.set(site.id, { site, pages: [], templates: new Map(), resolvers: [] });
  }
  const siteOf = (rel: string, pointer = '') => {
    const id = rel.split('/')[1].replace(/\.json$/, '');
    const cfg = sites.get(id);
    if (!cfg) errors.push({ file: rel, pointer, message: `no site "${id}" in sites/ (configs are kept in a folder per site)` });
    return cfg;
  };

  for (const rel of files.filter((f) => f.startsWith('pages/')).sort()) {
    const cfg = siteOf(rel);
    const page = await read<Page>(rel, PageFile);
    if (!cfg || !page || !checkTree(rel, page)) continue;
    if (page.globalContent && !registry.source(page.globalContent.source)) {
      errors.push({ file: rel, pointer: '/globalContent/source', message: `unknown content source "${page.globalContent.source}"` });
    }
    const clash = cfg.pages.find((p) => p.uri === page.uri);
    if (clash) errors.push({ file: rel, pointer: '/uri', message: `uri "${page.uri}" is already served by another page` });
    else cfg.pages.push(page);
  }
  for (const rel of files.filter((f) => f.startsWith('templates/')).sort()) {
    const cfg = siteOf(rel);
    const template = await read<Template>(rel, TemplateFile);
    if (!cfg || !template || !checkTree(rel, template)) continue;
    const name = path.basename(rel, '.json');
    cfg.templates.set(name, { ...template, name });
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
      if (r.content && !registry.source(r.content.source)) {
        errors.push({ file: rel, pointer: `/resolvers/${i}/content/source`, message: `unknown content source "${r.content.source}"` });
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
