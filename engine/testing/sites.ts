// Site properties as the server gives them to blocks (engine/server/handler.ts: properties plus siteName),
// read from the same page-configs/sites files, so stories see the real logos, names and links.
interface SiteFile { id: string; name: string; default?: boolean; properties?: Record<string, unknown> }

const files = Object.values(import.meta.glob<SiteFile>('/page-configs/sites/*.json', { eager: true, import: 'default' }));

/** The site the server falls back to: the one marked default, else the first. */
export function defaultSiteId(): string {
  return (files.find((s) => s.default) ?? files[0])?.id ?? 'default';
}

export function sitePropertiesOf(site: string): Record<string, unknown> {
  const file = files.find((s) => s.id === site);
  return file ? { ...file.properties, siteName: file.name } : { siteName: site };
}
