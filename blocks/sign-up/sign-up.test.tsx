import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import signUp from './index.ts';

/** The input (or select) tag named `name` in server HTML, '' when there is none. */
const tag = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('sign-up block', () => {
  it('email, password and its confirmation field named password-confirmation, all required', () => {
    const html = renderBlock(signUp);
    for (const name of ['email', 'password', 'password-confirmation']) expect(tag(html, name)).toContain('required=""');
  });

  it('asks to agree to the terms, linked to /privacy-policy/ by default', () => {
    const html = renderBlock(signUp);
    expect(tag(html, 'terms')).toMatch(/type="checkbox"[^>]*required=""/);
    expect(html).toContain('href="/privacy-policy/"');
    expect(renderBlock(signUp, { customFields: { termsURL: '/terms/' } })).toContain('href="/terms/"');
  });

  it('in Māori', () => {
    expect(renderBlock(signUp, { lang: 'mi' })).toContain('Whakaūngia te kupuhipa');
  });
});
