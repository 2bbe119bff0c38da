/** Text pieces of a story card: headline, description and overline (spec section 3 fields). */
import type { Lang } from '../../engine/index.ts';
import { storyUrl, type PromoItem } from './link.ts';

export function headlineOf(item: PromoItem | null | undefined): string {
  return (item?.headlines?.basic ?? '').trim();
}

export function descriptionOf(item: PromoItem | null | undefined): string {
  return (item?.description?.basic ?? '').trim();
}

export interface Overline {
  text: string;
  url?: string;
}

/**
 * The small label above a headline: the item's label when it is set to display, else its section on this
 * site, named by its Māori title in Māori and its nav title (else name) in English, linking to the section.
 */
export function overlineOf(item: PromoItem | null | undefined, site: string, lang: Lang): Overline | undefined {
  const label = item?.label?.basic;
  if (label?.display && label.text?.trim()) return { text: label.text.trim(), ...(label.url ? { url: label.url } : {}) };
  const section = item?.websites?.[site]?.website_section;
  if (!section || !storyUrl(item, site)) return undefined;
  const primary = item?.taxonomy?.primary_section;
  const samePrimary = primary && primary._id === section._id ? primary : undefined;
  const maori = samePrimary?.maori_title ?? samePrimary?.navigation?.maori_title ?? (section as { maori_title?: string }).maori_title;
  const english = samePrimary?.nav_title ?? samePrimary?.navigation?.nav_title ?? (section as { nav_title?: string }).nav_title ?? section.name;
  const text = ((lang === 'mi' && maori) || english || section.name || '').trim();
  if (!text) return undefined;
  return { text, ...(section._id ? { url: sectionUrl(section._id) } : {}) };
}

/** A section id ('/news') as a link ('/news/'). */
export function sectionUrl(id: string): string {
  return id.endsWith('/') ? id : `${id}/`;
}
