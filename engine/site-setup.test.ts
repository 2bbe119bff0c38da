import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkSiteSetup, languageOf, withoutPrefix, type SiteSetup } from './site-setup.ts';
import { parsePageRequest, RequestError } from './server/request.ts';
import type { Configs } from './config/types.ts';

// Another site than the news site: the engine must serve it with nothing of the news site's conventions.
const other = {
  languages: ['fr', 'de'],
  defaultLanguage: 'de',
  languageCookie: 'locale',
  siteParam: 'site',
  pathPrefixes: ['/legacy', '/old'],
  unavailablePage: { fr: { title: 'Indisponible', text: '…', home: 'Accueil' }, de: { title: 'Nicht verfügbar', text: '…', home: 'Start' } },
} as unknown as SiteSetup;

const configs: Configs = {
  sites: new Map(['alpha', 'beta'].map((id) => [id, { site: { id, name: id, properties: {} }, pages: [], templates: new Map(), resolvers: [] }])),
  defaultSite: 'alpha',
  errors: [],
};
const parse = (url: string, cookie?: string) =>
  parsePageRequest({ url, headers: cookie ? { cookie } : {} } as unknown as IncomingMessage, configs, { outputTypes: ['default'], dev: false, setup: other });

describe('site setup: the languages, site parameter and path prefixes are the site setup\'s', () => {
  it("a request's language is the setup's language cookie when the site has that language, else the setup's default", () => {
    expect(parse('/', 'locale=fr').lang).toBe('fr');
    expect(parse('/', 'locale=es').lang).toBe('de');
    expect(parse('/', 'lang=fr').lang).toBe('de');
    expect(languageOf({ locale: 'FR' }, other)).toBe('de');
  });

  it("the site is named by the setup's parameter, and only by it", () => {
    expect(parse('/?site=beta').site).toBe('beta');
    expect(parse('/?_website=beta').site).toBe('alpha');
    const e = (() => { try { parse('/?site=nope'); } catch (x) { return x; } })();
    expect(e).toBeInstanceOf(RequestError);
    expect((e as Error).message).toBe('unknown site "nope" in site (known: alpha, beta)');
  });

  it("each of the setup's path prefixes is the page after it; a path merely starting with its letters is not", () => {
    expect(parse('/legacy/news/').path).toBe('/news/');
    expect(parse('/old').path).toBe('/');
    expect(parse('/legacyish/').path).toBe('/legacyish/');
    expect(parse('/pf/news/').path).toBe('/pf/news/');
    expect(withoutPrefix('/old/', ['/old'])).toBe('/');
  });

  it('a setup that contradicts itself is refused at start-up, saying what is wrong', () => {
    expect(() => checkSiteSetup({ ...other, defaultLanguage: 'en' } as unknown as SiteSetup)).toThrow('site setup: defaultLanguage "en" is not one of languages (fr, de)');
    expect(() => checkSiteSetup({ ...other, pathPrefixes: ['legacy/'] })).toThrow('path prefix "legacy/" must be one segment like "/name"');
    expect(() => checkSiteSetup({ ...other, siteParam: 'a b', unavailablePage: {} } as unknown as SiteSetup)).toThrow(
      'site setup: unavailablePage has no text for "fr"; unavailablePage has no text for "de"; siteParam "a b" is not a query parameter name',
    );
    expect(checkSiteSetup(other)).toBe(other);
  });
});
