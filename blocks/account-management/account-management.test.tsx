import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import type { UserProfile } from '../../sdk/identity/index.ts';
import accountManagement from './index.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormButtons } from './section.tsx';
import { accountError, forgetLinkNonce, hasPassword, linkNonce, loadAccount, reportFile, sensitiveChangeError, signInRedirect, socialIdentities } from './account.ts';

const profile = (types: string[]): UserProfile => ({ uuid: 'u1', email: 'mere@example.com', identities: types.map((type) => ({ type, userName: `${type}-user` })) });

describe('account page rules', () => {
  it('loading, then signed out when not logged in, or signed in with the profile read afresh', async () => {
    const reads: unknown[] = [];
    const signedIn = { isLoggedIn: async () => true, getUserProfile: async (o?: unknown) => (reads.push(o), profile(['Password'])) };
    expect(await loadAccount(signedIn)).toEqual({ status: 'ready', profile: profile(['Password']) });
    expect(reads).toEqual([{ forceRefresh: true }]);
    expect(await loadAccount({ isLoggedIn: async () => false, getUserProfile: async () => profile([]) })).toEqual({ status: 'signedOut' });
    expect(await loadAccount({ isLoggedIn: async () => { throw new Error('offline'); }, getUserProfile: async () => profile([]) })).toEqual({ status: 'signedOut' });
  });

  it('a profile that fails to load is an error, not an empty account', async () => {
    expect(await loadAccount({ isLoggedIn: async () => true, getUserProfile: async () => { throw { code: '400001', message: 'x' }; } })).toEqual({ status: 'error' });
  });

  it('not logged in: to redirectURL (default /account/login/) carrying this page to come back to', () => {
    const here = { origin: 'https://news.example', pathname: '/account/' };
    expect(signInRedirect(undefined, here)).toBe('/account/login/?redirect=%2Faccount%2F');
    expect(signInRedirect('/takiuru/', here)).toBe('/takiuru/?redirect=%2Faccount%2F');
    expect(signInRedirect('/takiuru/?redirect=/elsewhere/', here)).toBe('/takiuru/?redirect=/elsewhere/');
  });

  it('an off-site redirectURL is never followed: the default login page instead', () => {
    const here = { origin: 'https://news.example', pathname: '/account/' };
    for (const bad of ['//evil.example/', 'https://evil.example/login', 'javascript:alert(1)', '/\\evil.example']) {
      expect(signInRedirect(bad, here)).toBe('/account/login/?redirect=%2Faccount%2F');
    }
  });

  it('a Password identity means the password is changed with the current one; without it one is created', () => {
    expect(hasPassword(profile(['Password', 'Google']))).toBe(true);
    expect(hasPassword(profile(['Google']))).toBe(false);
    expect(socialIdentities(profile(['Password', 'Google', 'OIDC'])).map((i) => i.type)).toEqual(['Google', 'OIDC']);
  });

  it('error codes: 300044 social-unlink, 130001 captcha invalid and 010122 captcha required (at the captcha), others the section\'s own message', () => {
    expect(accountError({ code: '300044', message: 'm' }, 'error-something-went-wrong')).toEqual({ key: 'social-unlink-error', at: 'form' });
    expect(accountError({ code: '130001', message: 'm' }, 'error-something-went-wrong')).toEqual({ key: 'error-captcha-invalid', at: 'captcha' });
    expect(accountError({ code: '010122', message: 'm' }, 'error-something-went-wrong')).toEqual({ key: 'captcha-required', at: 'captcha' });
    expect(accountError({ code: '300039', message: 'm' }, 'error-something-went-wrong')).toEqual({ key: 'error-something-went-wrong', at: 'form' });
    expect(accountError({ code: '400002', message: 'm' }, 'update-email-error')).toEqual({ key: 'update-email-error', at: 'form' });
    expect(accountError(new Error('network'), 'update-password-error')).toEqual({ key: 'update-password-error', at: 'form' });
    // The service asks for a recent sign-in before a password is added: the reader is told to sign in again.
    expect(accountError({ code: '400008', message: 'm' }, 'error-something-went-wrong')).toEqual({ key: 'sign-in-again', at: 'form' });
  });

  it('a wrong current password has its own message; for an email change or a deletion a sign-in too old asks to sign in again for this change, and a taken address says so', () => {
    expect(accountError({ code: '400007', message: 'm' }, 'update-password-error')).toEqual({ key: 'current-password-wrong', at: 'form' });
    expect(sensitiveChangeError({ code: '400008', message: 'm' }, 'update-email-error')).toEqual({ key: 'change-sign-in-again', at: 'form' });
    expect(sensitiveChangeError({ code: '400007', message: 'm' }, 'error-something-went-wrong')).toEqual({ key: 'current-password-wrong', at: 'form' });
    expect(sensitiveChangeError({ code: '300039', message: 'm' }, 'update-email-error')).toEqual({ key: 'email-taken', at: 'form' });
    expect(sensitiveChangeError(new Error('network'), 'update-email-error')).toEqual({ key: 'update-email-error', at: 'form' });
  });

  it("a mailed link's nonce is read from the page's address and, once used, taken out of it (the rest of the address kept)", () => {
    expect(linkNonce('delete_nonce', 'https://news.example/account/?delete_nonce=abc&x=1')).toBe('abc');
    expect(linkNonce('delete_nonce', 'https://news.example/account/?delete_nonce=')).toBeUndefined();
    expect(linkNonce('delete_nonce', 'https://news.example/account/')).toBeUndefined();
    const replaced: string[] = [];
    const win = { location: { href: 'https://news.example/account/?delete_nonce=abc&x=1#top' }, history: { state: null, replaceState: (_s: unknown, _u: string, url: string) => void replaced.push(url) } };
    forgetLinkNonce('delete_nonce', win);
    expect(replaced).toEqual(['/account/?x=1#top']);
    forgetLinkNonce('delete_nonce', { ...win, location: { href: 'https://news.example/account/' } });
    expect(replaced).toHaveLength(1);
  });

  it('the data download is the report as JSON', async () => {
    const file = reportFile({ data: { email: 'mere@example.com' } });
    expect(file.type).toBe('application/json');
    expect(JSON.parse(await file.text())).toEqual({ data: { email: 'mere@example.com' } });
  });

  it('every phrase the block uses exists in English and Māori', () => {
    const book = accountManagement.phrases as Record<string, Record<string, string>>;
    expect(Object.keys(book.mi!).sort()).toEqual(Object.keys(book.en!).sort());
    for (const key of ['update-email-error', 'update-password-error', 'social-unlink-error', 'captcha-required', 'error-captcha-invalid', 'error-something-went-wrong', 'current-password-wrong', 'change-sign-in-again', 'email-taken', 'email-change-sent', 'email-pending', 'delete-request', 'delete-check-inbox', 'delete-final', 'delete-kept', 'delete-link-invalid', 'current-password-label', 'password-required']) {
      expect(book.en![key], key).toBeTruthy();
      expect(book.mi![key], key).toBeTruthy();
    }
  });
});

describe('account management block', () => {
  const all = { showEmail: true, showPassword: true, showSocialProfile: true };

  it('readers get the loading state from the server: the account is read in the browser', () => {
    const html = renderBlock(accountManagement, { customFields: all });
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading your account');
    expect(html).not.toContain('Email address');
  });

  it('section flags default to false: the admin preview (which skips the login check) shows none of the three', () => {
    const html = renderBlock(accountManagement, { isAdmin: true });
    expect(html).toContain('data-state="ready"');
    for (const heading of ['Email address</h2>', 'Password</h2>', 'Connected accounts</h2>']) expect(html).not.toContain(heading);
  });

  it('each enabled section shows in view mode with its edit button, in the reader language', () => {
    const en = renderBlock(accountManagement, { isAdmin: true, customFields: all });
    expect(en).toContain('Email address</h2>');
    expect(en).toContain('>Change email</button>');
    expect(en).toContain('>Change password</button>');
    expect(en).toContain('Connected accounts</h2>');
    expect(en).toContain('No connected accounts.');
    expect(en).not.toContain('<form');
    const mi = renderBlock(accountManagement, { isAdmin: true, customFields: all, lang: 'mi' });
    expect(mi).toContain('Tō pūkete');
    expect(mi).toContain('>Huri īmēra</button>');
    expect(mi).toContain('>Muku i taku pūkete</button>');
  });

  it('a section form waiting to be ready to send (no identity config yet) keeps Save disabled, as while sending', () => {
    const t = (key: string) => key;
    const save = (props: { busy: boolean; waiting?: boolean }) => /<button type="submit"[^>]*>/.exec(renderToStaticMarkup(<FormButtons t={t} onCancel={() => {}} {...props} />))![0];
    expect(save({ busy: false })).not.toContain('disabled');
    expect(save({ busy: false, waiting: true })).toContain('disabled');
    expect(save({ busy: true })).toContain('disabled');
  });
});
