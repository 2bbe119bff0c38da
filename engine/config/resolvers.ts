import type { Registry } from '../registry.ts';
import { checkQuery } from './queries.ts';
import { didYouMean } from './suggest.ts';
import type { ConfigError, Resolver, SiteConfig } from './types.ts';
import type { PlacedResolver } from './shared.ts';

/**
 * One of a site's resolvers checked for that site: its pattern compiles, its templates exist there, and its content
 * query fits its source (the pattern's named groups count as valid values: they are filled per request).
 * A resolver with an error is left out.
 */
export function checkResolver(registry: Registry, { entry: r, file, at }: PlacedResolver, cfg: SiteConfig): { resolver?: Resolver; errors: ConfigError[] } {
  const fail = (pointer: string, message: string) => ({ errors: [{ file, pointer: `${at}${pointer}`, message }] });
  let regex: RegExp;
  try {
    regex = new RegExp(r.pattern);
  } catch (e) {
    return fail('/pattern', `not a valid regular expression: ${(e as Error).message}`);
  }
  const noTemplate = (name: string) => `no template "${name}" for site ${cfg.site.id}${didYouMean(name, cfg.templates.keys())}`;
  if (!cfg.templates.has(r.template)) return fail('/template', noTemplate(r.template));
  const missing = Object.entries(r.templateByType ?? {}).find(([, t]) => !cfg.templates.has(t));
  if (missing) return fail(`/templateByType/${missing[0]}`, noTemplate(missing[1]));
  const queryErrors = r.content ? checkQuery(registry, r.content, { source: `${at}/content/source`, query: `${at}/content/query` }, { placeholders: true }) : [];
  if (queryErrors.length) return { errors: queryErrors.map((e) => ({ file, ...e })) };
  return { resolver: { ...r, regex }, errors: [] };
}
