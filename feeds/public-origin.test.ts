import { describe, expect, it } from 'vitest';
import { originVariable, parseOrigin, publicOrigins } from './public-origin.ts';

const site = (id: string, websiteDomain = 'http://localhost:3000') => ({ id, properties: { websiteDomain, rssUrl: '/rss/' } });

describe('public origin per site', () => {
  it('names the variable of a site in upper case with dashes as underscores', () => {
    expect(originVariable('te-rito')).toBe('PUBLIC_ORIGIN_TE_RITO');
    expect(originVariable('teaomarama')).toBe('PUBLIC_ORIGIN_TEAOMARAMA');
  });

  it("a site's own variable wins over PUBLIC_ORIGIN, which applies to the default site only; other properties are kept", () => {
    const hook = publicOrigins({ PUBLIC_ORIGIN: 'https://news.example/', PUBLIC_ORIGIN_TE_RITO: 'https://te-rito.example', PUBLIC_ORIGIN_TEAOMARAMA: 'https://www.teaomarama.example' });
    expect(hook(site('teaomarama'), true)).toEqual({ websiteDomain: 'https://www.teaomarama.example', rssUrl: '/rss/' });
    expect(hook(site('te-rito'), false).websiteDomain).toBe('https://te-rito.example');
    expect(hook(site('open-justice', 'http://oj.localhost:3000'), false).websiteDomain).toBe('http://oj.localhost:3000');
    expect(publicOrigins({ PUBLIC_ORIGIN: 'https://news.example/' })(site('teaomarama'), true).websiteDomain).toBe('https://news.example');
  });

  it('without any variable (or with an empty one) the stored websiteDomain stands', () => {
    const stored = site('teaomarama', 'http://localhost:3000');
    expect(publicOrigins({})(stored, true)).toBe(stored.properties);
    expect(publicOrigins({ PUBLIC_ORIGIN: '' })(stored, true).websiteDomain).toBe('http://localhost:3000');
  });

  it('refuses anything but a bare http(s) origin, naming the variable', () => {
    for (const bad of ['news.example', 'ftp://news.example', 'https://news.example/news', 'https://news.example/?a=1', 'https://u:p@news.example', 'https://news.example/#x']) {
      expect(() => publicOrigins({ PUBLIC_ORIGIN_TE_RITO: bad }), bad).toThrow(/^PUBLIC_ORIGIN_TE_RITO must be/);
    }
    expect(parseOrigin('X', ' https://News.Example:8443/ ')).toBe('https://news.example:8443');
  });
});
