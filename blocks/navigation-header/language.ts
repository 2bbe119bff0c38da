import type { Lang } from '../../engine/index.ts';
import { siteSetup } from '../../common/site-setup.ts';

/** The cookie the server reads the reader's language from (path /, strict same-site): mi selects Māori text everywhere. */
export const LANG_COOKIE = siteSetup.languageCookie;

/** Each language is named in itself, so a reader finds their own whatever the page's language. */
export const LANGUAGES: ReadonlyArray<{ lang: Lang; label: string }> = [
  { lang: 'en', label: 'English' },
  { lang: 'mi', label: 'Māori' },
];

export function isLang(value: unknown): value is Lang {
  return siteSetup.languages.includes(value as Lang);
}

/** A reader's language choice outlives the browser session: kept for a year. */
export const LANG_COOKIE_MAX_AGE_S = 31_536_000;

/** The document.cookie assignment that switches the reader's language. */
export function langCookie(lang: Lang): string {
  if (!isLang(lang)) throw new Error(`lang cookie: expected "en" or "mi", got ${JSON.stringify(lang)}`);
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Strict`;
}
