import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import login from './index.ts';
import { isFailedSocialReturn, isOidcMode, isSignInAgain, isSilentOidc, isSocialReturn, wantsNewSignIn } from './hooks.ts';

/** The input (or select) tag named `name` in server HTML, '' when there is none. */
const tag = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('login block', () => {
  it('is an island hydrated at load (a reader comes to this page to use it)', () => {
    expect(login.island?.hydrate).toBe('load');
  });

  it('email (required, type email), password (required), remember me, and the links to one-time login, forgotten password and sign-up', () => {
    const html = renderBlock(login);
    expect(tag(html, 'email')).toContain('type="email"');
    expect(tag(html, 'email')).toContain('required=\"\"');
    expect(tag(html, 'password')).toContain('required=\"\"');
    expect(html).toContain('name="rememberMe"');
    expect(html).toContain('href="/account/request-one-time/"');
    expect(html).toContain('href="/account/forgot-password/"');
    expect(html).toContain('href="/account/signup/"');
  });

  it('its submit button waits for the identity client, so a form sent before hydration never puts a password in the address', () => {
    expect(renderBlock(login)).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('in Māori', () => {
    const html = renderBlock(login, { lang: 'mi' });
    expect(html).toContain('Takiuru');
    expect(html).toContain('Kupuhipa');
    expect(html).toContain('Maumaharatia ahau');
  });

  it('the link settings are the editor\'s', () => {
    expect(renderBlock(login, { customFields: { oneTimeLoginURL: '/magic/' } })).toContain('href="/magic/"');
  });
});

describe('the login page\'s other modes', () => {
  it('OIDC mode needs client_id and response_type=code', () => {
    expect(isOidcMode(new URLSearchParams('client_id=app&response_type=code'))).toBe(true);
    expect(isOidcMode(new URLSearchParams('client_id=app&response_type=token'))).toBe(false);
    expect(isOidcMode(new URLSearchParams('response_type=code'))).toBe(false);
  });

  it('a social return carries code and state', () => {
    expect(isSocialReturn(new URLSearchParams('code=c&state=s'))).toBe(true);
    expect(isSocialReturn(new URLSearchParams('code=c'))).toBe(false);
  });

  it('a provider\'s error answer carries error and state, and is no OIDC request of a client', () => {
    expect(isFailedSocialReturn(new URLSearchParams('error=access_denied&state=s'))).toBe(true);
    expect(isFailedSocialReturn(new URLSearchParams('error=access_denied'))).toBe(false);
    expect(isFailedSocialReturn(new URLSearchParams('error=x&state=s&client_id=app&response_type=code'))).toBe(false);
  });

  it('in OIDC mode, prompt=login asks for the form even when signed in, prompt=none for no page at all; 400008 asks for a sign-in', () => {
    const oidc = 'client_id=app&response_type=code';
    expect(wantsNewSignIn(new URLSearchParams(`${oidc}&prompt=login`))).toBe(true);
    expect(wantsNewSignIn(new URLSearchParams(`${oidc}&prompt=consent+login`))).toBe(true);
    expect(wantsNewSignIn(new URLSearchParams(`${oidc}&prompt=consent`))).toBe(false);
    expect(wantsNewSignIn(new URLSearchParams('prompt=login'))).toBe(false);
    expect(isSilentOidc(new URLSearchParams(`${oidc}&prompt=none`))).toBe(true);
    expect(isSilentOidc(new URLSearchParams(`${oidc}&prompt=login`))).toBe(false);
    expect(isSignInAgain({ code: '400008', message: 'Sign in again' })).toBe(true);
    expect(isSignInAgain({ code: '400000' })).toBe(false);
    expect(isSignInAgain(undefined)).toBe(false);
  });
});
