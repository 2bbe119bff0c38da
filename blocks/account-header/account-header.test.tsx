import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import accountHeader from './index.ts';
import { readAccountView } from './session.ts';
import { ACCOUNT_HEADER_DEFAULTS, sitePath } from './view.ts';

const client = (loggedIn: boolean | Error, profile: { email: string } | Error = { email: 'mere@example.com' }) => ({
  isLoggedIn: async () => {
    if (loggedIn instanceof Error) throw loggedIn;
    return loggedIn;
  },
  getUserProfile: async () => {
    if (profile instanceof Error) throw profile;
    return { uuid: 'u1', identities: [], ...profile };
  },
});

describe('account header view', () => {
  it('a signed-in reader whose profile loads gets the Account menu, with the profile\'s email', async () => {
    expect(await readAccountView(client(true))).toEqual({ kind: 'signedIn', email: 'mere@example.com' });
  });

  it('a reader who is not signed in gets Sign up and Log in', async () => {
    expect(await readAccountView(client(false))).toEqual({ kind: 'signedOut' });
  });

  it('when the profile fails to load the signed-out view shows', async () => {
    expect(await readAccountView(client(true, new Error('Missing or invalid jwt')))).toEqual({ kind: 'signedOut' });
    expect(await readAccountView(client(new Error('offline')))).toEqual({ kind: 'signedOut' });
  });

  it('default routes: sign up /account/signup/, log in /account/login/, manage /account/, log out to /', () => {
    expect(ACCOUNT_HEADER_DEFAULTS).toEqual({ signUpURL: '/account/signup/', loginURL: '/account/login/', manageAccountURL: '/account/', logoutURL: '/' });
    const fields = accountHeader.fields!.properties as Record<string, { default?: string }>;
    expect(fields.signUpURL?.default).toBe('/account/signup/');
    expect(fields.logoutURL?.default).toBe('/');
  });

  it('an editor\'s path is used only when it stays on the site; anything else falls back to the default', () => {
    expect(sitePath('/konae/', '/account/')).toBe('/konae/');
    for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '']) expect(sitePath(bad, '/account/')).toBe('/account/');
  });
});

describe('account header block', () => {
  it('the server sends the signed-out bar, and an inline script that hides it and flags the block to hydrate when a session is stored', () => {
    const html = renderBlock(accountHeader, {});
    expect(html).toContain('data-state="signedOut"');
    for (const text of ['Sign up', 'Log in']) expect(html).toContain(`>${text}<`);
    expect(html).not.toContain('>Account<');
    const script = html.match(/<script[^>]*>(.*?)<\/script>/)?.[1]?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
    expect(script).toBeDefined();
    // The script, run against a page root and a storage, as the browser runs it before first paint.
    const run = (stored: string | null) => {
      const attributes = new Set<string>();
      const root = { setAttribute: (name: string) => void attributes.add(name) };
      new Function('document', 'localStorage', script!)({ documentElement: root }, { getItem: (key: string) => (key === 'identity.userInfo' ? stored : null) });
      return [...attributes];
    };
    expect(run(JSON.stringify({ accessToken: 'a', refreshToken: 'r' }))).toEqual(['data-hydrate-account-header']);
    expect(run(null)).toEqual([]);
    expect(run('not json')).toEqual([]);
    expect(run(JSON.stringify({}))).toEqual([]);
  });

  it('editors\' previews start as readers\' pages do: the signed-out bar in the reader language, and the same flag script (the island hydrates in a preview too)', () => {
    const en = renderBlock(accountHeader, { isAdmin: true });
    expect(en).toMatch(/<script[^>]*>try\{.*data-hydrate-account-header/);
    expect(en).toContain('href="/account/signup/">Sign up</a>');
    expect(en).toContain('href="/account/login/">Log in</a>');
    expect(en).toMatch(/aria-expanded="false"[^>]*>Log in options/);
    const mi = renderBlock(accountHeader, { isAdmin: true, lang: 'mi' });
    expect(mi).toContain('>Rēhita</a>');
    expect(mi).toContain('>Takiuru</a>');
    expect(mi).toContain('aria-label="Tō pūkete"');
  });

  it('the editor\'s routes are the links', () => {
    const html = renderBlock(accountHeader, { isAdmin: true, customFields: { signUpURL: '/rehita/', loginURL: '/takiuru/' } });
    expect(html).toContain('href="/rehita/"');
    expect(html).toContain('href="/takiuru/"');
  });

  it('AMP output (no scripts, so identity can never be initialised) gets no account bar', () => {
    expect(renderBlock(accountHeader, { outputType: 'amp' })).not.toContain('account-header');
  });
});
