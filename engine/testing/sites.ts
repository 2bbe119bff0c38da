// Site properties as the server gives them to blocks (engine/server/handler.ts: properties plus siteName),
// read from the same page-configs/sites files, so stories see the real logos, names and links; and the site setup
// (languages, site parameter) server.ts passes to createApp, from the site's own module.
import type { SiteSetup } from '../site-setup.ts';

interface SiteFile { id: string; name: string; default?: boolean; properties?: Record<string, unknown> }

const files = Object.values(import.meta.glob<SiteFile>('/page-configs/sites/*.json', { eager: true, import: 'default' }));

const setups = Object.values(import.meta.glob<SiteSetup>('/common/site-setup.ts', { eager: true, import: 'siteSetup' }));

/** The site setup of this repository (common/site-setup.ts), as the server is given it. */
export function siteSetupOf(): SiteSetup {
  if (!setups[0]) throw new Error('testing kit: no common/site-setup.ts exporting siteSetup (the languages and site parameter blocks render with)');
  return setups[0];
}

/** The site the server falls back to: the one marked default, else the first. */
export function defaultSiteId(): string {
  return (files.find((s) => s.default) ?? files[0])?.id ?? 'default';
}

export function sitePropertiesOf(site: string): Record<string, unknown> {
  const file = files.find((s) => s.id === site);
  return file ? { ...file.properties, siteName: file.name } : { siteName: site };
}
