import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import socialSignOn from './index.ts';
import { checkPolicyOrigins } from '../../engine/server/csp.ts';
import { FACEBOOK_REDIRECT_DELAY_MS } from './provider-buttons.tsx';
import { afterSignIn, rememberReferrer, signInButtons, socialPolicyOrigins } from './providers.ts';

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
    expect(signInButtons({ oidcProviders: [{ name: 'iwi-login' }, { name: '<script>' }, null, { nope: 1 }] as unknown as Array<{ name: string }> })).toEqual([{ kind: 'oidc', name: 'iwi-login' }]);
  });
});

describe('where a reader goes after signing in with a provider', () => {
  const origin = 'https://news.example';
  const store = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it('to the previous page of this site by default (redirectToPreviousPage defaults to true)', () => {
    const s = store();
    rememberReferrer({ referrer: 'https://news.example/news/story/?a=1', location: `${origin}/account/login/`, store: s });
    expect(afterSignIn({ search: '', origin, store: s })).toBe('https://news.example/news/story/');
  });

  it('as the login form: nothing remembered after a password reset (reset_password) or from this page itself', () => {
    const s = store();
    rememberReferrer({ referrer: 'https://news.example/account/reset-password/', location: `${origin}/account/login/?reset_password=true`, store: s });
    rememberReferrer({ referrer: 'https://news.example/account/login/?x=1', location: `${origin}/account/login/`, store: s });
    expect(afterSignIn({ search: '', origin, store: s })).toBe('https://news.example/account/');
  });

  it('the redirect query parameter comes first', () => {
    const s = store();
    rememberReferrer({ referrer: 'https://news.example/news/', location: `${origin}/account/login/`, store: s });
    expect(afterSignIn({ search: '?redirect=/sport/', origin, store: s })).toBe('https://news.example/sport/');
  });

  it('to redirectURL (default /account/) when turned off, or when there is no previous page of this site', () => {
    const s = store();
    rememberReferrer({ referrer: 'https://news.example/news/', location: `${origin}/account/login/`, store: s });
    expect(afterSignIn({ redirectToPreviousPage: false, search: '', origin, store: s })).toBe('https://news.example/account/');
    expect(afterSignIn({ redirectURL: '/konae/', redirectToPreviousPage: false, search: '', origin, store: s })).toBe('https://news.example/konae/');
    const other = store();
    rememberReferrer({ referrer: 'https://evil.example/', location: `${origin}/account/login/`, store: other });
    expect(afterSignIn({ search: '', origin, store: other })).toBe('https://news.example/account/');
    expect(afterSignIn({ search: '', origin })).toBe('https://news.example/account/');
  });

  it('never to another origin: a hostile redirect parameter or redirectURL gives the site root', () => {
    for (const target of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\tx']) {
      expect(afterSignIn({ search: `?redirect=${encodeURIComponent(target)}`, origin, store: store() })).toBe('/');
      expect(afterSignIn({ redirectURL: target, redirectToPreviousPage: false, search: '', origin })).toBe('/');
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
    expect(html).toContain('data-state="pending"');
    expect(html).not.toContain('<button');
  });
});

describe('Facebook sign-in', () => {
  it('waits 1500 ms after Facebook reports the reader connected before checking the login and redirecting', () => {
    expect(FACEBOOK_REDIRECT_DELAY_MS).toBe(1500);
  });
});

describe('content security policy for the providers', () => {
  it('no origin is allowed unless the site lists the provider in identitySocialProviders', () => {
    expect(socialPolicyOrigins({})).toBeUndefined();
    expect(socialPolicyOrigins({ identitySocialProviders: ['apple', 'nope'] })).toBeUndefined();
  });

  it('Google: its frames and calls; with Facebook too, both, each origin once; every origin passes the policy check', () => {
    expect(socialPolicyOrigins({ identitySocialProviders: ['google'] })).toEqual({ 'frame-src': ['https://accounts.google.com'], 'connect-src': ['https://accounts.google.com'] });
    const both = socialPolicyOrigins({ identitySocialProviders: ['google', 'facebook', 'google'] })!;
    expect(both['frame-src']).toEqual(['https://accounts.google.com', 'https://www.facebook.com', 'https://web.facebook.com']);
    expect(checkPolicyOrigins(both).problems).toEqual([]);
  });
});
