/**
 * Configs every site shares, overridden per site: `shared/templates/{name}.json` serves each site that has no
 * `templates/{site}/{name}.json` of its own; `shared/resolvers.json` holds every site's resolvers, and
 * `resolvers/{site}.json` replaces one by name, adds its own, or turns shared ones off (`disable`).
 * A shared file is checked once per site it serves (a block's declared content depends on the site); its errors are
 * reported once, saying how many sites it applies to.
 */
import { isDeepStrictEqual } from 'node:util';
import { didYouMean } from './suggest.ts';
import type { ConfigError, ConfigOverride, ResolverEntry } from './types.ts';

export const SHARED_TEMPLATES = 'shared/templates/';
export const SHARED_RESOLVERS = 'shared/resolvers.json';

/** Errors of shared files per site, reported once per file, pointer and message with the sites they apply to. */
export function sharedErrors() {
  const users = new Map<string, Set<string>>();
  const found = new Map<string, { error: ConfigError; sites: string[] }>();
  return {
    /** `site` uses the shared file `rel`, which gave these errors for it (none is fine). */
    add(rel: string, site: string, errors: ConfigError[]) {
      users.set(rel, (users.get(rel) ?? new Set()).add(site));
      for (const error of errors) {
        const key = `${error.file}\0${error.pointer}\0${error.message}`;
        if (!found.has(key)) found.set(key, { error, sites: [] });
        found.get(key)!.sites.push(site);
      }
    },
    /** A shared file no site uses (every site has its own): its errors still count. */
    addUnused(errors: ConfigError[]) {
      for (const error of errors) found.set(`${error.file}\0${error.pointer}\0${error.message}`, { error, sites: [] });
    },
    list(): ConfigError[] {
      return [...found.values()].map(({ error, sites }) => ({ ...error, message: `${error.message} ${appliesTo(sites, users.get(error.file))}` }));
    },
  };
}

function appliesTo(sites: string[], users = new Set<string>()): string {
  if (!users.size) return '(shared file: every site has its own)';
  if (sites.length === users.size) return `(shared file: applies to ${plural(users.size, 'site')})`;
  return `(shared file: for ${sites.join(', ')} of the ${plural(users.size, 'site')} using it)`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A site's own template over the shared one of its name, as `npm run validate` reports it. */
export function templateOverride(site: string, own: { rel: string; value?: unknown }, shared?: { rel: string; value?: unknown }): ConfigOverride {
  if (!shared) return { site, file: own.rel, action: 'adds', target: 'a template no other site shares' };
  const identical = own.value !== undefined && isDeepStrictEqual(own.value, shared.value);
  return { site, file: own.rel, action: 'overrides', target: shared.rel, ...(identical ? { identical } : {}) };
}

/** A resolver with the file and pointer it came from. */
export interface PlacedResolver { entry: ResolverEntry; file: string; at: string }

/**
 * The site's resolvers: the shared ones, less those the site disables, each replaced by the site's own of the same
 * name (in the shared one's place), then the site's others. Names are unique within a file.
 */
export function layerResolvers(
  site: string,
  shared: Array<[ResolverEntry, number]>,
  own: { rel: string; resolvers?: ResolverEntry[]; disable?: string[] } | undefined,
): { resolvers: PlacedResolver[]; errors: ConfigError[]; overrides: ConfigOverride[] } {
  const errors: ConfigError[] = [];
  const overrides: ConfigOverride[] = [];
  const layered = new Map<string, PlacedResolver>();
  for (const [entry, i] of shared) layered.set(entry.name, { entry, file: SHARED_RESOLVERS, at: `/resolvers/${i}` });
  if (!own) return { resolvers: [...layered.values()], errors, overrides };
  own.disable?.forEach((name, i) => {
    if (layered.delete(name)) overrides.push({ site, file: own.rel, action: 'disables', target: `shared resolver "${name}"` });
    else errors.push({ file: own.rel, pointer: `/disable/${i}`, message: `no shared resolver "${name}" to disable${didYouMean(name, layered.keys())}` });
  });
  const { unique, errors: twice } = uniqueNames(own.resolvers ?? [], own.rel);
  errors.push(...twice);
  for (const [entry, i] of unique) {
    const replaces = layered.has(entry.name);
    overrides.push({ site, file: own.rel, action: replaces ? 'overrides' : 'adds', target: `${replaces ? 'shared ' : ''}resolver "${entry.name}"` });
    layered.set(entry.name, { entry, file: own.rel, at: `/resolvers/${i}` });
  }
  return { resolvers: [...layered.values()], errors, overrides };
}

/** A file's resolvers with their index, each name once: a name used again is an error and that resolver is left out. */
export function uniqueNames(entries: ResolverEntry[], rel: string): { unique: Array<[ResolverEntry, number]>; errors: ConfigError[] } {
  const seen = new Map<string, number>();
  const unique: Array<[ResolverEntry, number]> = [];
  const errors: ConfigError[] = [];
  entries.forEach((entry, i) => {
    const first = seen.get(entry.name);
    if (first !== undefined) errors.push({ file: rel, pointer: `/resolvers/${i}/name`, message: `resolver name "${entry.name}" is already used at /resolvers/${first}` });
    else {
      seen.set(entry.name, i);
      unique.push([entry, i]);
    }
  });
  return { unique, errors };
}
