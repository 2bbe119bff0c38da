import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import verifyEmail from './index.ts';

/** The input (or select) tag named `name` in server HTML, '' when there is none. */
const tag = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('verify-email block', () => {
  it('without a nonce: a form asking for the address to send a new link to, in English and Māori', () => {
    expect(tag(renderBlock(verifyEmail), 'email')).toContain('required=\"\"');
    expect(renderBlock(verifyEmail, { lang: 'mi' })).toContain('Manatokohia tō wāhitau īmēra');
  });
});
