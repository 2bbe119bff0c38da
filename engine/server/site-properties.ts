// Deployment-specific site properties over the stored ones (e.g. the public origin a deployment is reached at,
// from its environment): applied once to every loaded config, so pages and endpoints read the same values.
import type { Configs, Site } from '../config/types.ts';

/** Returns the properties a site is served with; `isDefault` says whether it is the default site. */
export type SitePropertiesHook = (site: Site, isDefault: boolean) => Record<string, unknown>;

export function withSiteProperties(configs: Configs, hook: SitePropertiesHook | undefined): Configs {
  if (!hook) return configs;
  const sites = new Map(
    [...configs.sites].map(([id, cfg]) => [id, { ...cfg, site: { ...cfg.site, properties: hook(cfg.site, id === configs.defaultSite) } }]),
  );
  return { ...configs, sites };
}
