import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkSiteSetup, languageOf, languageOfPath, languagePath, withoutPrefix, type SiteSetup } from './site-setup.ts';
import { parsePageRequest, RequestError } from './server/request.ts';
import type { Configs } from './config/types.ts';
import type { Lang } from './define.ts';

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

  it("a setup's language paths give each non-default language its own addresses; without them the cookie alone decides", () => {
    const withPaths = { ...other, languagePaths: { fr: '/fr' } } as unknown as SiteSetup;
    const parseWith = (url: string, cookie?: string) =>
      parsePageRequest({ url, headers: cookie ? { cookie } : {} } as unknown as IncomingMessage, configs, { outputTypes: ['default'], dev: false, setup: withPaths });
    expect(parseWith('/fr/news/', 'locale=de')).toMatchObject({ lang: 'fr', path: '/news/' });
    expect(parseWith('/news/', 'locale=fr')).toMatchObject({ lang: 'fr', path: '/news/' });
    expect(parse('/fr/news/')).toMatchObject({ lang: 'de', path: '/fr/news/' });
    expect(languageOfPath('/fr', withPaths)).toEqual({ lang: 'fr', path: '/' });
    expect(languageOfPath('/free/', withPaths)).toEqual({ path: '/free/' });
    expect(languagePath('/news/', 'fr' as Lang, withPaths)).toBe('/fr/news/');
    expect(languagePath('/news/', 'de' as Lang, withPaths)).toBe('/news/');
    expect(languagePath('/', 'fr' as Lang, withPaths)).toBe('/fr/');
  });

  it('language paths that cannot work are refused at start-up, saying what is wrong', () => {
    const bad = (languagePaths: Record<string, string>) => () => checkSiteSetup({ ...other, languagePaths } as unknown as SiteSetup);
    expect(bad({ es: '/es' })).toThrow('languagePaths names "es", not one of languages (fr, de)');
    expect(bad({ de: '/de' })).toThrow('languagePaths gives the default language "de" a prefix: its addresses are the unprefixed ones');
    expect(bad({ fr: 'fr/' })).toThrow('language path "fr/" of "fr" must be one segment like "/name"');
    expect(bad({ fr: '/old' })).toThrow('language path "/old" of "fr" is already a path prefix or another language\'s');
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
