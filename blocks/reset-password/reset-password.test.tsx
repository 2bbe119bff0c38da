import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import resetPassword from './index.ts';
import { successAddress } from './success.ts';

/** The input (or select) tag named `name` in server HTML, '' when there is none. */
const tag = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('reset-password block', () => {
  it('a new password and its confirmation', () => {
    const html = renderBlock(resetPassword);
    expect(tag(html, 'password')).toContain('required=\"\"');
    expect(tag(html, 'password-confirmation')).toContain('required=""');
  });

  it('in the editor\'s preview it renders, says it does not submit, and its button is disabled', () => {
    const html = renderBlock(resetPassword, { isAdmin: true });
    expect(html).toContain('Editor preview');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('the success button goes to the login page with reset_password=true', () => {
    expect(successAddress('/account/login/')).toBe('/account/login/?reset_password=true');
    expect(successAddress('/login/?lang=mi')).toBe('/login/?lang=mi&reset_password=true');
  });

  it('in Māori', () => {
    expect(renderBlock(resetPassword, { lang: 'mi' })).toContain('Kōwhiria he kupuhipa hou');
  });
});
