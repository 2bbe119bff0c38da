import path from 'node:path';
import type { Registry } from '../registry.ts';
import { checkFile, checkStoredTree, readConfigFile } from './read.ts';
import { checkResolver } from './resolvers.ts';
import { layerResolvers, sharedErrors, SHARED_RESOLVERS, SHARED_TEMPLATES, templateOverride, uniqueNames } from './shared.ts';
import { asSource, isConfigName, type ConfigSource } from './source.ts';
import {
  PageFile, ResolverFile, SharedResolverFile, SiteFile, TemplateFile,
  type ConfigError, type ConfigOverride, type Configs, type Page, type ResolverEntry, type Site, type SiteConfig, type Template,
} from './types.ts';

/**
 * Reads and validates every stored page config of `from` (a folder, or another source: source.ts):
 *   sites/{site}.json, pages/{site}/*.json,
 *   shared/templates/*.json (every site's) and templates/{site}/*.json (a site's own, winning by name),
 *   shared/resolvers.json (every site's) and resolvers/{site}.json (a site's own over them, by name; see shared.ts).
 * Every error is reported in `errors` (as `npm run validate` prints them), and what each site's own files change of
 * the shared ones in `overrides`. A page or template with errors still loads when it can be served at all (it has a
 * uri; it is a JSON object): its invalid blocks are marked and its other errors kept on the tree (see markInvalid), so
 * the rest of the page renders and editors see what is wrong. Sites and resolvers with errors are left out.
 */
export async function loadConfigs(from: string | ConfigSource, registry: Registry): Promise<Configs> {
  const source = asSource(from);
  const errors: ConfigError[] = [];
  const overrides: ConfigOverride[] = [];
  const files = (await source.list()).filter(isConfigName).sort();
  const under = (prefix: string) => files.filter((f) => f.startsWith(prefix));
  const read = async (rel: string) => {
    const file = await readConfigFile(source, rel);
    errors.push(...file.errors);
    return file.value;
  };

  const sites = new Map<string, SiteConfig>();
  for (const rel of under('sites/')) {
    const site = await read(rel);
    if (site === undefined || report(checkFile(SiteFile, rel, site), errors)) continue;
    const { id } = site as Site;
    if (path.basename(rel, '.json') !== id) errors.push({ file: rel, pointer: '/id', message: `site id "${id}" must match the file name` });
    else sites.set(id, { site: site as Site, pages: [], templates: new Map(), resolvers: [] });
  }
  /** The site a per-site file belongs to, by its folder (pages/{site}/x.json) or name (resolvers/{site}.json). */
  const siteOf = (rel: string) => {
    const id = rel.split('/')[1].replace(/\.json$/, '');
    const cfg = sites.get(id);
    if (!cfg) errors.push({ file: rel, pointer: '', message: `no site "${id}" in sites/ (configs are kept in a folder per site)` });
    return cfg;
  };

  for (const rel of under('pages/')) {
    const cfg = siteOf(rel);
    const value = await read(rel);
    if (!cfg || value === undefined) continue;
    const { tree, errors: found } = checkStoredTree(registry, rel, value, PageFile, { site: cfg.site.id, template: false });
    errors.push(...found);
    const page = tree as Page | undefined;
    // Without a uri a page cannot be served at all (its error is reported above).
    if (!page || typeof page.uri !== 'string' || !page.uri.startsWith('/')) continue;
    const clash = cfg.pages.find((p) => p.uri === page.uri);
    if (clash) errors.push({ file: rel, pointer: '/uri', message: `uri "${page.uri}" is already served by another page` });
    else cfg.pages.push(page);
  }

  const shared = sharedErrors();
  const nameOf = (rel: string) => path.basename(rel, '.json');
  const sharedTemplates = new Map<string, { rel: string; value?: unknown; errors: ConfigError[] }>();
  for (const rel of under(SHARED_TEMPLATES)) sharedTemplates.set(nameOf(rel), { rel, ...(await readConfigFile(source, rel)) });
  const ownTemplates = new Map<string, Map<string, { rel: string; value?: unknown }>>();
  for (const rel of under('templates/')) {
    const cfg = siteOf(rel);
    const value = await read(rel);
    if (!cfg) continue;
    const own = ownTemplates.get(cfg.site.id) ?? new Map();
    ownTemplates.set(cfg.site.id, own.set(nameOf(rel), { rel, value }));
  }
  const checkTemplate = (rel: string, value: unknown, site?: string) =>
    value === undefined ? { errors: [] } : checkStoredTree(registry, rel, value, TemplateFile, { site, template: true });
  const used = new Set<string>();
  for (const cfg of sites.values()) {
    const site = cfg.site.id;
    const own = ownTemplates.get(site) ?? new Map<string, { rel: string; value?: unknown }>();
    for (const name of [...new Set([...sharedTemplates.keys(), ...own.keys()])].sort()) {
      const mine = own.get(name);
      const common = sharedTemplates.get(name);
      let checked: ReturnType<typeof checkTemplate>;
      if (mine) {
        overrides.push(templateOverride(site, mine, common)); // before checking: that fills in defaults and ids
        checked = checkTemplate(mine.rel, mine.value, site);
        errors.push(...checked.errors);
      } else {
        used.add(name);
        // A shared file is checked (and changed: ids, defaults) once per site: each gets its own copy.
        checked = checkTemplate(common!.rel, structuredClone(common!.value), site);
        shared.add(common!.rel, site, [...common!.errors, ...checked.errors]);
      }
      if (checked.tree) cfg.templates.set(name, Object.assign(checked.tree as Template, { name }));
    }
  }
  for (const [name, { rel, value, errors: unread }] of sharedTemplates) {
    if (!used.has(name)) shared.addUnused([...unread, ...checkTemplate(rel, value).errors]);
  }

  let sharedResolvers: Array<[ResolverEntry, number]> = [];
  const sharedRead = files.includes(SHARED_RESOLVERS) ? await readConfigFile(source, SHARED_RESOLVERS) : undefined;
  const sharedFileErrors = sharedRead ? [...sharedRead.errors] : [];
  if (sharedRead?.value !== undefined) {
    sharedFileErrors.push(...checkFile(SharedResolverFile, SHARED_RESOLVERS, sharedRead.value));
    if (!sharedFileErrors.length) {
      const { unique, errors: twice } = uniqueNames((sharedRead.value as { resolvers: ResolverEntry[] }).resolvers, SHARED_RESOLVERS);
      sharedResolvers = unique;
      sharedFileErrors.push(...twice);
    }
  }
  const ownResolvers = new Map<string, { rel: string; resolvers?: ResolverEntry[]; disable?: string[] }>();
  for (const rel of under('resolvers/')) {
    const cfg = siteOf(rel);
    const value = await read(rel);
    if (!cfg || value === undefined || report(checkFile(ResolverFile, rel, value), errors)) continue;
    ownResolvers.set(cfg.site.id, { rel, ...(value as { resolvers?: ResolverEntry[]; disable?: string[] }) });
  }
  for (const cfg of sites.values()) {
    const site = cfg.site.id;
    const layered = layerResolvers(site, sharedResolvers, ownResolvers.get(site));
    errors.push(...layered.errors);
    overrides.push(...layered.overrides);
    const fromShared: ConfigError[] = [...sharedFileErrors];
    for (const placed of layered.resolvers) {
      const { resolver, errors: found } = checkResolver(registry, placed, cfg);
      (placed.file === SHARED_RESOLVERS ? fromShared : errors).push(...found);
      if (resolver) cfg.resolvers.push(resolver);
    }
    if (sharedRead) shared.add(SHARED_RESOLVERS, site, fromShared);
    cfg.resolvers.sort((a, b) => b.priority - a.priority);
  }
  if (sharedRead && !sites.size) shared.addUnused(sharedFileErrors);
  errors.push(...shared.list());

  const all = [...sites.values()];
  const defaultSite = all.find((s) => s.site.default)?.site.id ?? all[0]?.site.id ?? '';
  return { sites, defaultSite, errors, overrides };
}

/** Adds `found` to `errors`; true when there were any. */
function report(found: ConfigError[], errors: ConfigError[]): boolean {
  errors.push(...found);
  return found.length > 0;
}
