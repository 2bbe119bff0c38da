// The third-party origins one site's pages may use: what the site declares, plus what the blocks' integrations
// say they need on that site (e.g. an ad server once the site turns its ad scripts on). Nothing else opens the policy.
import type { Site } from '../config/types.ts';
import type { Registry } from '../registry.ts';
import { checkPolicyOrigins, mergePolicyOrigins, type PolicyOrigins } from './csp.ts';

/** The site property that declares extra origins by directive, e.g. { "img-src": ["https://images.example.com"] }. */
export const SITE_POLICY_PROPERTY = 'contentSecurityPolicy';

export type SitePolicy = (site: Pick<Site, 'id' | 'properties'>) => PolicyOrigins;

/**
 * Origins per site, worked out once per loaded site config (development reloads configs, and so recomputes).
 * A malformed entry is left out of the policy and logged, naming the site and where it came from.
 */
export function createSitePolicy(registry: Registry, log: Pick<Console, 'error'>): SitePolicy {
  const cache = new WeakMap<object, PolicyOrigins>();
  return (site) => {
    let origins = cache.get(site);
    if (origins) return origins;
    const declared = checkPolicyOrigins(site.properties?.[SITE_POLICY_PROPERTY]);
    for (const problem of declared.problems) log.error(`[csp] site ${site.id}, property ${SITE_POLICY_PROPERTY}: ${problem}`);
    const parts = [declared.origins];
    for (const { definition } of registry.blocks.values()) {
      if (!definition.policyOrigins) continue;
      try {
        const needed = checkPolicyOrigins(definition.policyOrigins(site.properties ?? {}));
        for (const problem of needed.problems) log.error(`[csp] site ${site.id}, block ${definition.name}: ${problem}`);
        parts.push(needed.origins);
      } catch (e) {
        log.error(`[csp] site ${site.id}, block ${definition.name}: policyOrigins failed: ${(e as Error).message}`);
      }
    }
    cache.set(site, (origins = mergePolicyOrigins(...parts)));
    return origins;
  };
}
