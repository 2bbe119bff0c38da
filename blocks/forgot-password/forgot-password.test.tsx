import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import forgotPassword from './index.ts';

/** The input (or select) tag named `name` in server HTML, '' when there is none. */
const tag = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('forgot-password block', () => {
  it('a required email field and a way back to log in, in English and Māori', () => {
    const html = renderBlock(forgotPassword);
    expect(tag(html, 'email')).toContain('required=\"\"');
    expect(html).toContain('href="/account/login/"');
    expect(renderBlock(forgotPassword, { lang: 'mi' })).toContain('Kua wareware tō kupuhipa?');
  });
});
