/**
 * A page's address in each language (the site setup's `languagePaths`: te reo Māori under /mi, English
 * unprefixed), as head links, Open Graph locales and sitemap entries name them. One page, one canonical per
 * language: English the unprefixed address, Māori the /mi one; `x-default` is the unprefixed address, where the
 * reader's cookie picks the language.
 */
import { languageOfPath, languagePath, type Lang } from '../../engine/index.ts';
import { siteSetup } from '../site-setup.ts';

/** Open Graph's locale of each language (language_TERRITORY): the site is New Zealand's. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_NZ', mi: 'mi_NZ' };

/** The hreflang value of the address whose language the reader's cookie picks. */
export const X_DEFAULT = 'x-default';

export interface LanguageLink { hreflang: string; href: string }

const originOf = (address: string | undefined): string | undefined => {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * An absolute address (e.g. a canonical URL) in `lang`: on the site's own origin its path moves under the
 * language's prefix (a prefix it already carries is replaced); an address elsewhere (a wire story's own
 * canonical) is left as it is, since no other language of it is served there.
 */
export function addressIn(address: string, lang: Lang, websiteDomain: string | undefined): string {
  const origin = originOf(websiteDomain);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (!origin || url.origin !== origin) return address;
  url.pathname = languagePath(languageOfPath(url.pathname, siteSetup).path, lang, siteSetup);
  return url.href;
}

/**
 * The alternates of a page whose (any language's) canonical is `address`: each language's address, then
 * `x-default`, the default language's unprefixed one. None for an address off the site's origin.
 */
export function languageLinks(address: string | undefined, websiteDomain: string | undefined): LanguageLink[] {
  if (!address || originOf(address) !== originOf(websiteDomain) || !originOf(address)) return [];
  const links = siteSetup.languages.map((lang) => ({ hreflang: lang, href: addressIn(address, lang, websiteDomain) }));
  return [...links, { hreflang: X_DEFAULT, href: addressIn(address, siteSetup.defaultLanguage, websiteDomain) }];
}

/** og:locale of the page's language, then og:locale:alternate of each other language. */
export function ogLocales(lang: Lang): Array<{ property: string; content: string }> {
  return [
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...siteSetup.languages.filter((l) => l !== lang).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALES[l] })),
  ];
}
