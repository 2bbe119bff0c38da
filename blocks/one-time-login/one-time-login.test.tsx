import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import oneTimeLogin from './index.ts';

/** The input (or select) tag named `name` in server HTML, '' when there is none. */
const tag = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('one-time-login block', () => {
  it('without a nonce: the request form (required email) and a way to log in with a password', () => {
    const html = renderBlock(oneTimeLogin);
    expect(tag(html, 'email')).toContain('required=\"\"');
    expect(html).toContain('href="/account/login/"');
  });

  it('in Māori', () => {
    expect(renderBlock(oneTimeLogin, { lang: 'mi' })).toContain('Takiuru mā te hono kotahi');
  });
});
