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
  if (problems.length) throw new Error(`site setup: ${problems.join('; ')}`);
  return setup;
}

/** The reader's language: the cookie's when the site has it (exactly as written), else the default. */
export function languageOf(cookies: Record<string, string>, setup: Pick<SiteSetup, 'languages' | 'defaultLanguage' | 'languageCookie'>): Lang {
  const asked = cookies[setup.languageCookie];
  return setup.languages.find((l) => l === asked) ?? setup.defaultLanguage;
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
