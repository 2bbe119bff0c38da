/** Titles and descriptions per page type ("Page metadata"). */
import type { Lang } from '../../engine/index.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Separator of content titles (headline then ' – ' then site name). */
export const TITLE_SEPARATOR = ' – ';
/** Separator of listing titles, as in the spec's 'Search - {site name}'. */
export const LISTING_SEPARATOR = ' - ';

export const SEARCH_TITLE: Record<Lang, string> = { en: 'Search', mi: 'Rapu' };

const join = (name: string | undefined, siteName: string | undefined, sep: string) =>
  [name, siteName].filter(Boolean).join(sep);

/**
 * What the page is called, without the site: metadata_title or headline for content; the byline of the first
 * author; the tag or section name (a section's maori_title in Māori, as its menus name it); the search term.
 * Undefined when the content has none.
 */
export function subjectName(pageType: string | undefined, gc: any, lang: Lang = 'en'): string | undefined {
  switch (pageType) {
    case 'author':
      return text(gc?.authors?.[0]?.byline) ?? text(gc?.authors?.[0]?.name);
    case 'tag':
      return text(gc?.Payload?.[0]?.name);
    case 'section':
      return (lang === 'mi' ? text(gc?.maori_title) ?? text(gc?.navigation?.maori_title) : undefined) ?? text(gc?.name) ?? text(gc?.nav_title);
    case 'search':
    case 'search-widget':
    case 'homepage':
      return undefined;
    default:
      return text(gc?.metadata?.metadata_title) ?? text(gc?.headlines?.basic);
  }
}

/**
 * Titles: article and others '{headline} – {site}'; author '{byline} - {site}'; section and tag
 * '{name} - {site}'; search 'Search - {site}'; homepage the site name. When the content names nothing, the name
 * the page config gives (configName); without any name, the site name alone.
 */
export function pageTitle(pageType: string | undefined, gc: any, siteName: string | undefined, lang: Lang = 'en', configName?: string): string {
  const site = text(siteName);
  if (pageType === 'search' || pageType === 'search-widget') return join(SEARCH_TITLE[lang] ?? SEARCH_TITLE.en, site, LISTING_SEPARATOR);
  const name = subjectName(pageType, gc, lang) ?? text(configName);
  const sep = pageType === 'author' || pageType === 'tag' || pageType === 'section' ? LISTING_SEPARATOR : TITLE_SEPARATOR;
  return join(name, site, sep) || '';
}

/** Social title (og:title): the subject without the site name, which og:site_name carries. */
export function socialTitle(pageType: string | undefined, gc: any, siteName: string | undefined, lang: Lang = 'en', configName?: string): string {
  if (pageType === 'search' || pageType === 'search-widget') return pageTitle(pageType, gc, siteName, lang);
  return subjectName(pageType, gc, lang) ?? text(configName) ?? text(siteName) ?? '';
}

/**
 * Description: metadata_description, else description.basic for content; the author's bio; the tag's
 * description; the section's site description; else the page config's own description (configDescription), else
 * the site's about text (Māori about text in Māori).
 */
export function pageDescription(pageType: string | undefined, gc: any, siteProperties: Record<string, any> = {}, lang: Lang = 'en', configDescription?: string): string | undefined {
  const siteAbout = text(configDescription) ?? (lang === 'mi' ? text(siteProperties.maori_section_about) : undefined) ?? text(siteProperties.site_about);
  switch (pageType) {
    case 'author':
      return text(gc?.authors?.[0]?.bio) ?? text(gc?.authors?.[0]?.longBio) ?? siteAbout;
    case 'tag':
      return text(gc?.Payload?.[0]?.description) ?? siteAbout;
    case 'section':
      return text(gc?.site?.site_description) ?? text(gc?.site?.site_about) ?? siteAbout;
    case 'homepage':
    case 'search':
    case 'search-widget':
      return siteAbout;
    default:
      return text(gc?.metadata?.metadata_description) ?? text(gc?.description?.basic) ?? text(gc?.subheadlines?.basic) ?? siteAbout;
  }
}
