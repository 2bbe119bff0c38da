import { describe, expect, it } from 'vitest';
import { hostileTargets } from '../../tests/fixtures/hostile-redirects.ts';
import { checkTarget, rememberPreviousPage, REDIRECT_KEY, safeTarget, signInTarget, type RedirectStore } from './redirect.ts';

const origin = 'https://news.example';
const HOSTILE = hostileTargets(origin);

const memory = (initial: Record<string, string> = {}): RedirectStore & { items: Record<string, string> } => {
  const items = { ...initial };
  return { items, getItem: (k) => items[k] ?? null, setItem: (k, v) => void (items[k] = v) };
};


describe('the redirect target check', () => {
  it.each(HOSTILE)('refuses %j: the reader stays on the site (root)', (target) => {
    expect(checkTarget(target, origin)).toBeUndefined();
    const store = memory({ [REDIRECT_KEY]: target });
    const result = safeTarget(target, origin, store);
    expect(result).toBe('/');
    expect(store.items[REDIRECT_KEY]).toBe('/');
  });

  it('a bare slash stays a bare slash', () => {
    expect(checkTarget('/', origin)).toBe('/');
  });

  it('a relative path starting with one slash becomes an absolute address on the same origin', () => {
    expect(checkTarget('/account/', origin)).toBe('https://news.example/account/');
    expect(checkTarget('/news/2026/a-story/?x=1#top', origin)).toBe('https://news.example/news/2026/a-story/?x=1#top');
    expect(checkTarget('/%2F%2Fevil.com', origin)).toBe('https://news.example/%2F%2Fevil.com');
  });

  it('a same-origin absolute address is kept, whatever the case of its scheme and host', () => {
    expect(checkTarget('https://news.example/account/', origin)).toBe('https://news.example/account/');
    expect(checkTarget('HTTPS://News.Example/account/', origin)).toBe('https://news.example/account/');
  });

  it('a kept target leaves the stored address alone', () => {
    const store = memory({ [REDIRECT_KEY]: '/stored/' });
    expect(safeTarget('/account/', origin, store)).toBe('https://news.example/account/');
    expect(store.items[REDIRECT_KEY]).toBe('/stored/');
  });
});

describe('the target after signing in', () => {
  it('is the redirect query parameter first', () => {
    const store = memory({ [REDIRECT_KEY]: '/stored/' });
    expect(signInTarget({ search: '?redirect=%2Fsport%2F', origin, store, loggedInPage: '/account/' })).toBe('https://news.example/sport/');
  });

  it('then the address kept in session storage', () => {
    const store = memory({ [REDIRECT_KEY]: '/stored/' });
    expect(signInTarget({ search: '', origin, store, loggedInPage: '/account/' })).toBe('https://news.example/stored/');
  });

  it('then the logged-in page', () => {
    expect(signInTarget({ search: '', origin, store: memory(), loggedInPage: '/account/' })).toBe('https://news.example/account/');
  });

  it('a hostile redirect parameter sends the reader to the site root and resets the stored address', () => {
    const store = memory({ [REDIRECT_KEY]: '/stored/' });
    expect(signInTarget({ search: '?redirect=%2F%2Fevil.com', origin, store, loggedInPage: '/account/' })).toBe('/');
    expect(store.items[REDIRECT_KEY]).toBe('/');
  });

  it('carries paymentMethodID from the query to the target', () => {
    expect(signInTarget({ search: '?redirect=/checkout/&paymentMethodID=42', origin, loggedInPage: '/account/' })).toBe('https://news.example/checkout/?paymentMethodID=42');
    expect(signInTarget({ search: '?redirect=/&paymentMethodID=7', origin, loggedInPage: '/account/' })).toBe('/?paymentMethodID=7');
  });
});

describe('the previous page', () => {
  it('is remembered when the referrer is on the same origin, without its query string', () => {
    const store = memory();
    rememberPreviousPage({ referrer: 'https://news.example/sport/story/?utm=x', origin, store, defaultRedirect: '/account/' });
    expect(store.items[REDIRECT_KEY]).toBe('/sport/story/');
  });

  it('keeps the query string after a reset-password visit', () => {
    const store = memory();
    rememberPreviousPage({ referrer: 'https://news.example/account/reset-password/?nonce=abc', origin, store, defaultRedirect: '/account/' });
    expect(store.items[REDIRECT_KEY]).toBe('/account/reset-password/?nonce=abc');
  });

  it('is ignored from another origin', () => {
    const store = memory();
    rememberPreviousPage({ referrer: 'https://evil.com/sport/', origin, store, defaultRedirect: '/account/' });
    expect(store.items[REDIRECT_KEY]).toBeUndefined();
  });

  it('is the default redirect for a page-builder page', () => {
    const store = memory();
    rememberPreviousPage({ referrer: 'https://news.example/pagebuilder/editor/', origin, store, defaultRedirect: '/account/' });
    expect(store.items[REDIRECT_KEY]).toBe('/account/');
  });
});
