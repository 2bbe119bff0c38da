import type { Lang } from '../../engine/index.ts';

/** A cookie named lang (path /, strict same-site) holds en or mi; mi selects Māori text everywhere. */
export const LANG_COOKIE = 'lang';

/** Each language is named in itself, so a reader finds their own whatever the page's language. */
export const LANGUAGES: ReadonlyArray<{ lang: Lang; label: string }> = [
  { lang: 'en', label: 'English' },
  { lang: 'mi', label: 'Māori' },
];

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'mi';
}

/** A reader's language choice outlives the browser session: kept for a year. */
export const LANG_COOKIE_MAX_AGE_S = 31_536_000;

/** The document.cookie assignment that switches the reader's language. */
export function langCookie(lang: Lang): string {
  if (!isLang(lang)) throw new Error(`lang cookie: expected "en" or "mi", got ${JSON.stringify(lang)}`);
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Strict`;
}
