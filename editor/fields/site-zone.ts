// The time zone a site's dates are written in: its `dateLocalization.timeZone` property (the same one its pages
// format dates with), read once per editor visit from the sites list. New Zealand's until the list answers.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { useLang } from '../i18n.tsx';
import { formatMoment } from './zoned-time.ts';

export const FALLBACK_TIME_ZONE = 'Pacific/Auckland';

let sites: Promise<Array<{ id: string; properties?: Record<string, any> }>> | undefined;

/** The zone a site's properties name, if it is one this browser knows. */
export function zoneOf(properties: Record<string, any> | undefined): string | undefined {
  const zone = properties?.dateLocalization?.timeZone;
  if (typeof zone !== 'string') return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

export function useSiteTimeZone(site: string): string {
  const [zone, setZone] = useState(FALLBACK_TIME_ZONE);
  useEffect(() => {
    let live = true;
    sites ??= api.sites() as Promise<Array<{ id: string; properties?: Record<string, any> }>>;
    sites.then((list) => live && setZone(zoneOf(list.find((s) => s.id === site)?.properties) ?? FALLBACK_TIME_ZONE), () => {});
    return () => {
      live = false;
    };
  }, [site]);
  return zone;
}

/** The site a document belongs to (`pages/<site>/...`; none for shared templates, whose times use the fallback). */
export const siteOfDoc = (doc: string) => (/^(?:pages|templates|resolvers)\/([^/]+)\//.exec(doc)?.[1] ?? /^sites\/([^/]+)\.json$/.exec(doc)?.[1] ?? '');

/** Formats moments for a document's site: its zone, New Zealand's format, the editor's language. */
export function useMomentFormat(doc: string): (iso: string) => string {
  const zone = useSiteTimeZone(siteOfDoc(doc));
  const lang = useLang();
  return (iso) => formatMoment(iso, zone, lang);
}
