// The news site as the engine sees it: its two languages, the language cookie, the site query parameter and the
// Fusion path prefix. server.ts passes it to createApp; the testing kit and Storybook read it from here too.
import type { SiteSetup } from '../engine/index.ts';

declare module '../engine/index.ts' {
  // Blocks' labels, phrase books and `lang` are English and te reo Māori, checked by the type checker.
  interface SiteTypes {
    lang: 'en' | 'mi';
  }
}

export const siteSetup: SiteSetup = {
  languages: ['en', 'mi'],
  defaultLanguage: 'en',
  languageCookie: 'lang',
  siteParam: '_website',
  // PageBuilder (Fusion) links, /pf/<path> (Up Next, More Videos, video details), are the page at <path>.
  pathPrefixes: ['/pf'],
  // An address per language, so crawlers and shared links carry it: te reo Māori under /mi, English unprefixed (and
  // the cookie's choice there). A path prefix rather than a subdomain keeps one origin per site (cookies, CSP, the
  // identity and sales APIs stay same-origin); rather than a query parameter, which sharers drop and caches mishandle.
  languagePaths: { mi: '/mi' },
  // While the content upstream is down and nothing is cached: a 503 no cache keeps, so the page comes back as soon as
  // the upstream does (never a 404 that tells search engines the story is gone).
  unavailablePage: {
    en: { title: 'Temporarily unavailable', text: 'We could not load this page just now. Please try again in a minute.', home: 'Home' },
    mi: { title: 'Kāore e wātea ana i tēnei wā', text: 'Kāore i taea te uta i tēnei whārangi i tēnei wā. Me whakamātau anō ā tētahi meneti.', home: 'Kāinga' },
  },
};
