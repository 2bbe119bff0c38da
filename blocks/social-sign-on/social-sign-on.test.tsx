import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import socialSignOn from './index.ts';
import { afterSignIn, signInButtons } from './providers.ts';

describe('which social sign-on buttons show', () => {
  it('none when the config names no provider', () => {
    expect(signInButtons({ googleClientId: '', facebookAppId: '', teamId: '', keyId: '', urlToReceiveAuthToken: '', oidcProviders: [] })).toEqual([]);
    expect(signInButtons({})).toEqual([]);
  });

  it('Google with a client id, Facebook with an app id (the first of a comma-separated list counts)', () => {
    expect(signInButtons({ googleClientId: 'g1.apps,g2.apps' })).toEqual([{ kind: 'google' }]);
    expect(signInButtons({ facebookAppId: '1234' })).toEqual([{ kind: 'facebook' }]);
    expect(signInButtons({ googleClientId: ' , ' })).toEqual([]);
  });

  it('Apple only with team id, key id and the token URL together', () => {
    expect(signInButtons({ teamId: 'T', keyId: 'K' })).toEqual([]);
    expect(signInButtons({ teamId: 'T', keyId: 'K', urlToReceiveAuthToken: 'https://news.example/account/login/' })).toEqual([{ kind: 'apple' }]);
  });

  it('one button per OpenID provider the service signs readers in with, by a plain name; malformed entries are skipped', () => {
    expect(signInButtons({ oidcProviders: [{ name: 'iwi-login' }, { name: '<script>' }, null, { nope: 1 }] })).toEqual([{ kind: 'oidc', name: 'iwi-login' }]);
  });
});

describe('where a reader goes after signing in with a provider', () => {
  const location = 'https://news.example/account/login/';

  it('to the previous page of this site by default (redirectToPreviousPage defaults to true)', () => {
    expect(afterSignIn({ referrer: 'https://news.example/news/story/?a=1#top', location })).toBe('/news/story/?a=1#top');
  });

  it('to redirectURL (default /account/) when turned off, with no referrer, or when the referrer is this page', () => {
    expect(afterSignIn({ redirectToPreviousPage: false, referrer: 'https://news.example/news/', location })).toBe('/account/');
    expect(afterSignIn({ redirectURL: '/konae/', redirectToPreviousPage: false, referrer: 'https://news.example/news/', location })).toBe('/konae/');
    expect(afterSignIn({ referrer: '', location })).toBe('/account/');
    expect(afterSignIn({ referrer: location, location })).toBe('/account/');
  });

  it('never to another origin: a foreign referrer or an off-site redirectURL gives the default', () => {
    for (const referrer of ['https://evil.example/', 'http://news.example/news/', 'https://news.example.evil.example/']) {
      expect(afterSignIn({ referrer, location })).toBe('/account/');
    }
    for (const redirectURL of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\tx']) {
      expect(afterSignIn({ redirectURL, redirectToPreviousPage: false, referrer: '', location })).toBe('/account/');
    }
  });

  it('field defaults: redirectURL /account/, redirectToPreviousPage true', () => {
    const fields = socialSignOn.fields!.properties as Record<string, { default?: unknown }>;
    expect(fields.redirectURL?.default).toBe('/account/');
    expect(fields.redirectToPreviousPage?.default).toBe(true);
  });
});

describe('social sign-on block', () => {
  it('the server sends no button: which providers exist is read from the identity config in the browser', () => {
    const html = renderBlock(socialSignOn, {});
    expect(html).toContain('data-state="empty"');
    expect(html).not.toContain('<button');
  });
});
