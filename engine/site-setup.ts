import type { Lang } from './define.ts';

/**
 * What a site tells the engine about itself, so the engine stays locale- and site-neutral: the languages its
 * readers choose between and where that choice comes from, the query parameter that names a site, and path
 * prefixes older links carry in front of a page's path. Declared once by the site (common/site-setup.ts) and
 * passed to createApp (`siteSetup`), which hands it to request parsing and the render.
 */
export interface SiteSetup {
  /** Every language the site is read in; a reader asks for one through `languageCookie`. */
  languages: readonly Lang[];
  /** The language of a request that asks for none (or for one the site does not have); phrases fall back to it. */
  defaultLanguage: Lang;
  /** The cookie holding the reader's language. */
  languageCookie: string;
  /** The query parameter naming the site a request is for (pages and /api/content). */
  siteParam: string;
  /** Prefixes served as the path after them (e.g. an older platform's `/x/<path>` links), each `/name`. */
  pathPrefixes: readonly string[];
  /**
   * An address per language: the path prefix (`/name`) of each language but the default, whose pages have none. A
   * request under a language's prefix is in that language whatever the cookie says, and is the page at the path
   * after it; an unprefixed request is in the cookie's language. None: one address per page, the cookie alone.
   */
  languagePaths?: Readonly<Partial<Record<Lang, string>>>;
  /** The 503 page while the content upstream is down and nothing is cached, by language. */
  unavailablePage: Readonly<Record<Lang, { title: string; text: string; home: string }>>;
}

/** The setup, checked once at start-up: a mistake in it is a refusal to start, not odd pages later. */
export function checkSiteSetup(setup: SiteSetup): SiteSetup {
  const problems: string[] = [];
  if (!setup.languages.length) problems.push('languages is empty');
  if (!setup.languages.includes(setup.defaultLanguage)) problems.push(`defaultLanguage "${setup.defaultLanguage}" is not one of languages (${setup.languages.join(', ')})`);
  for (const lang of setup.languages) if (!setup.unavailablePage[lang]) problems.push(`unavailablePage has no text for "${lang}"`);
  if (!/^[\w-]+$/.test(setup.languageCookie)) problems.push(`languageCookie "${setup.languageCookie}" is not a cookie name`);
  if (!/^[\w-]+$/.test(setup.siteParam)) problems.push(`siteParam "${setup.siteParam}" is not a query parameter name`);
  for (const prefix of setup.pathPrefixes) if (!/^\/[^/]+$/.test(prefix)) problems.push(`path prefix "${prefix}" must be one segment like "/name"`);
  problems.push(...languagePathProblems(setup));
  if (problems.length) throw new Error(`site setup: ${problems.join('; ')}`);
  return setup;
}

/** The reader's language: the cookie's when the site has it (exactly as written), else the default. */
export function languageOf(cookies: Record<string, string>, setup: Pick<SiteSetup, 'languages' | 'defaultLanguage' | 'languageCookie'>): Lang {
  const asked = cookies[setup.languageCookie];
  return setup.languages.find((l) => l === asked) ?? setup.defaultLanguage;
}

/** A reader's language choice outlives the browser session: kept for a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/** The Set-Cookie value that keeps a reader's language: the whole site (path /), sent on same-site requests only. */
export function languageCookie(lang: Lang, setup: Pick<SiteSetup, 'languages' | 'languageCookie'>): string {
  if (!setup.languages.includes(lang)) throw new Error(`language cookie: expected one of ${setup.languages.join(', ')}, got ${JSON.stringify(lang)}`);
  return `${setup.languageCookie}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Strict`;
}

function languagePathProblems(setup: SiteSetup): string[] {
  const problems: string[] = [];
  const seen = new Set<string>(setup.pathPrefixes);
  for (const [lang, prefix] of Object.entries(setup.languagePaths ?? {})) {
    if (!setup.languages.includes(lang as Lang)) problems.push(`languagePaths names "${lang}", not one of languages (${setup.languages.join(', ')})`);
    else if (lang === setup.defaultLanguage) problems.push(`languagePaths gives the default language "${lang}" a prefix: its addresses are the unprefixed ones`);
    if (typeof prefix !== 'string' || !/^\/[^/]+$/.test(prefix)) problems.push(`language path "${String(prefix)}" of "${lang}" must be one segment like "/name"`);
    else if (seen.has(prefix)) problems.push(`language path "${prefix}" of "${lang}" is already a path prefix or another language's`);
    else seen.add(prefix);
  }
  return problems;
}

/**
 * The language an address names by its prefix (none for an unprefixed one, which the cookie decides) and the page's
 * path after it (`/p` and `/p/...`, not `/px`; the prefix alone is the homepage).
 */
export function languageOfPath(path: string, setup: Pick<SiteSetup, 'languagePaths'>): { lang?: Lang; path: string } {
  for (const [lang, prefix] of Object.entries(setup.languagePaths ?? {}) as Array<[Lang, string]>) {
    if (path === prefix) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { path };
}

/** The address of the page at `path` (unprefixed, from `/`) in `lang`: its language's prefix in front, if it has one. */
export function languagePath(path: string, lang: Lang, setup: Pick<SiteSetup, 'languagePaths'>): string {
  const prefix = setup.languagePaths?.[lang];
  return prefix ? `${prefix}${path.startsWith('/') ? path : `/${path}`}` : path;
}

/** A path without the first of `prefixes` it starts with (`/x` and `/x/...`; not `/xyz`). */
export function withoutPrefix(path: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (path === prefix) return '/';
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/** A label's text in `lang`, else in its first language (a plain string label is the same in every language). */
export function labelText(label: string | Partial<Record<string, string>>, lang?: string): string {
  if (typeof label === 'string') return label;
  return (lang !== undefined ? label[lang] : undefined) ?? Object.values(label).find((t) => t !== undefined) ?? '';
}
