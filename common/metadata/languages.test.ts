import { describe, expect, it } from 'vitest';
import { addressIn, languageLinks, ogLocales } from './languages.ts';
import { pageMetadata } from './page-metadata.ts';
import { pageTitle } from './text.ts';

const DOMAIN = 'https://www.teaomarama.example';
const story = { type: 'story', canonical_url: '/2026/11/02/kia-ora/', headlines: { basic: 'Kia ora' }, language: 'mi' };

describe('a page address per language (English unprefixed, Māori under /mi)', () => {
  it("an address on the site's origin moves under the language's prefix, or out of it; another origin's stays as it is", () => {
    expect(addressIn(`${DOMAIN}/news/?a=1`, 'mi', DOMAIN)).toBe(`${DOMAIN}/mi/news/?a=1`);
    expect(addressIn(`${DOMAIN}/mi/news/`, 'en', DOMAIN)).toBe(`${DOMAIN}/news/`);
    expect(addressIn(`${DOMAIN}/mi/news/`, 'mi', DOMAIN)).toBe(`${DOMAIN}/mi/news/`);
    expect(addressIn(`${DOMAIN}/`, 'mi', DOMAIN)).toBe(`${DOMAIN}/mi/`);
    expect(addressIn('https://wire.example/story/', 'mi', DOMAIN)).toBe('https://wire.example/story/');
  });

  it('the alternates are each language and x-default (the unprefixed address), whichever language is given; none off the origin', () => {
    const links = [
      { hreflang: 'en', href: `${DOMAIN}/news/` },
      { hreflang: 'mi', href: `${DOMAIN}/mi/news/` },
      { hreflang: 'x-default', href: `${DOMAIN}/news/` },
    ];
    expect(languageLinks(`${DOMAIN}/news/`, DOMAIN)).toEqual(links);
    expect(languageLinks(`${DOMAIN}/mi/news/`, DOMAIN)).toEqual(links);
    expect(languageLinks('https://wire.example/story/', DOMAIN)).toEqual([]);
    expect(languageLinks(undefined, DOMAIN)).toEqual([]);
  });

  it('og:locale is the page language as en_NZ or mi_NZ, the other one its og:locale:alternate', () => {
    expect(ogLocales('en')).toEqual([{ property: 'og:locale', content: 'en_NZ' }, { property: 'og:locale:alternate', content: 'mi_NZ' }]);
    expect(ogLocales('mi')).toEqual([{ property: 'og:locale', content: 'mi_NZ' }, { property: 'og:locale:alternate', content: 'en_NZ' }]);
  });

  it("a page's canonical and og:url are its address in its own language, with both alternates", () => {
    const input = { pageType: 'article', globalContent: story, siteProperties: { websiteDomain: DOMAIN, siteName: 'Te Ao Mārama' } };
    const mi = pageMetadata({ ...input, lang: 'mi' });
    const en = pageMetadata({ ...input, lang: 'en' });
    expect(mi.canonical).toBe(`${DOMAIN}/mi/2026/11/02/kia-ora/`);
    expect(en.canonical).toBe(`${DOMAIN}/2026/11/02/kia-ora/`);
    expect(mi.meta.find((m) => m.property === 'og:url')?.content).toBe(mi.canonical);
    expect(mi.alternates).toEqual(en.alternates);
    expect(mi.alternates?.map((a) => a.href)).toEqual([en.canonical, mi.canonical, en.canonical]);
  });
});

describe("a section page's title in Māori", () => {
  const section = { _id: '/news', name: 'News', maori_title: 'Ngā Kōrero', site: {} };

  it("is the section's maori_title in Māori and its name in English", () => {
    expect(pageTitle('section', section, 'Te Ao Mārama', 'mi')).toBe('Ngā Kōrero - Te Ao Mārama');
    expect(pageTitle('section', section, 'Te Ao Mārama', 'en')).toBe('News - Te Ao Mārama');
    expect(pageTitle('section', { _id: '/x', name: 'X', site: {} }, 'Te Ao Mārama', 'mi')).toBe('X - Te Ao Mārama');
  });
});
