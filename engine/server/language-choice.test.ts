import { describe, expect, it } from 'vitest';
import { languageCookie, type SiteSetup } from '../site-setup.ts';
import { languageChoiceOf } from './language-choice.ts';

// Another site than the news site: the engine reads the parameter and prefixes from its setup alone.
const setup = {
  languages: ['de', 'fr'],
  defaultLanguage: 'de',
  languageCookie: 'locale',
  siteParam: 'site',
  pathPrefixes: ['/alt'],
  languagePaths: { fr: '/fr' },
  unavailablePage: {},
} as unknown as SiteSetup;

describe('a language choice on a page address (?<language cookie>=<lang>)', () => {
  it("sends the reader to the page's address in the chosen language, other parameters kept, the choice dropped", () => {
    expect(languageChoiceOf('/news/?locale=fr&page=2', setup)).toEqual({ lang: 'fr', location: '/fr/news/?page=2' });
    expect(languageChoiceOf('/fr/news/?page=2&locale=de', setup)).toEqual({ lang: 'de', location: '/news/?page=2' });
    expect(languageChoiceOf('/fr?locale=de', setup)).toEqual({ lang: 'de', location: '/' });
    expect(languageChoiceOf('/?locale=fr', setup)).toEqual({ lang: 'fr', location: '/fr/' });
    expect(languageChoiceOf('/fr/caf%C3%A9/?locale=fr', setup)).toEqual({ lang: 'fr', location: '/fr/caf%C3%A9/' });
  });

  it('a page address without the parameter is no choice', () => {
    expect(languageChoiceOf('/news/?page=2', setup)).toBeUndefined();
    expect(languageChoiceOf('/news/?xlocale=fr', setup)).toBeUndefined();
  });

  it('a language the site does not have, or the parameter twice, is an error naming the languages', () => {
    expect(languageChoiceOf('/news/?locale=en', setup)).toEqual({ error: 'query parameter "locale" must be one of de, fr once; got "en"' });
    expect(languageChoiceOf('/news/?locale=fr&locale=de', setup)).toEqual({ error: 'query parameter "locale" must be one of de, fr once; got "fr", "de"' });
  });

  it('never sends the reader to another host, whatever the target spells (open redirect)', () => {
    for (const target of ['//evil.example/?locale=fr', '/\\evil.example/?locale=de', '/.//evil.example/?locale=de', '/fr//evil.example?locale=de', '\\\\evil.example?locale=de']) {
      const choice = languageChoiceOf(target, setup) as { location: string };
      expect(choice.location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(choice.location, 'https://site.example').host, target).toBe('site.example');
    }
  });

  it("keeps the choice in the language cookie for a year, site-wide, same-site only, and refuses a language the site lacks", () => {
    expect(languageCookie('fr' as never, setup)).toBe('locale=fr; Path=/; Max-Age=31536000; SameSite=Strict');
    expect(() => languageCookie('en' as never, setup)).toThrow('language cookie: expected one of de, fr, got "en"');
  });
});
