/**
 * The origin each site is publicly reached at, from the environment: PUBLIC_ORIGIN_<SITE_ID> (upper-case, dashes
 * as underscores) for one site, PUBLIC_ORIGIN for the default site. It replaces the stored `websiteDomain`, which
 * canonical links, og:url, feeds and sitemaps all read, so one config serves every deployment. Without either the
 * stored value stands: the Host header is never trusted for it, as a forged one would end up in cached pages.
 */

type Env = Record<string, string | undefined>;

export const PUBLIC_ORIGIN = 'PUBLIC_ORIGIN';

/** PUBLIC_ORIGIN_TE_RITO for the site "te-rito". */
export function originVariable(siteId: string): string {
  return `${PUBLIC_ORIGIN}_${siteId.toUpperCase().replace(/-/g, '_')}`;
}

/** `https://news.example` from `https://news.example/`; anything but a bare http(s) origin is refused by name. */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an origin like https://www.example.com, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) origin with no path, query or credentials (like https://www.example.com), got "${value}"`);
  }
  return url.origin;
}

/**
 * The site-properties hook for createApp: every PUBLIC_ORIGIN* variable is checked now, so a typo stops the
 * server at start-up instead of printing wrong links.
 */
export function publicOrigins(env: Env) {
  const origins = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value === '' || (name !== PUBLIC_ORIGIN && !name.startsWith(`${PUBLIC_ORIGIN}_`))) continue;
    origins.set(name, parseOrigin(name, value));
  }
  return (site: { id: string; properties: Record<string, unknown> }, isDefault: boolean): Record<string, unknown> => {
    const origin = origins.get(originVariable(site.id)) ?? (isDefault ? origins.get(PUBLIC_ORIGIN) : undefined);
    return origin ? { ...site.properties, websiteDomain: origin } : site.properties;
  };
}
