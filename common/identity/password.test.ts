import { describe, expect, it } from 'vitest';
import { escapePattern, passwordPattern, passwordTip, policyOf } from './password.ts';
import phrases from './phrases.json';

// The browser compiles a pattern attribute as ^(?:pattern)$ with the v flag.
const accepts = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, 'v').test(value);

describe('the password pattern from the policy', () => {
  const policy = policyOf({ pwLowercase: 1, pwMinLength: 8, pwNumbers: 2, pwSpecialCharacters: 1, pwUppercase: 1 });
  const pattern = passwordPattern(policy);

  it('accepts a password meeting every count', () => {
    expect(accepts(pattern, 'Abcdef12!')).toBe(true);
    expect(accepts(pattern, 'Ōkē-tā12')).toBe(true);
  });

  it('refuses one short of any count or of the length', () => {
    expect(accepts(pattern, 'Abcde12!')).toBe(true);
    expect(accepts(pattern, 'Abc12!x')).toBe(false);
    expect(accepts(pattern, 'abcdef12!')).toBe(false);
    expect(accepts(pattern, 'ABCDEF12!')).toBe(false);
    expect(accepts(pattern, 'Abcdefg1!')).toBe(false);
    expect(accepts(pattern, 'Abcdef123')).toBe(false);
  });

  it('reads the digit count as pwPwNumbers when pwNumbers is absent', () => {
    expect(policyOf({ pwPwNumbers: 3 }).pwNumbers).toBe(3);
    expect(policyOf({ pwNumbers: 1, pwPwNumbers: 3 }).pwNumbers).toBe(1);
  });

  it('with no counts, requires only a character', () => {
    const none = passwordPattern(policyOf({}));
    expect(accepts(none, 'x')).toBe(true);
    expect(accepts(none, '')).toBe(false);
  });
});

describe('the password tip', () => {
  const t = (key: string, vars?: Record<string, number>) => `${key}${vars ? `(${vars.n})` : ''}`;

  it('joins the default message with each rule whose count is above 0 into one sentence, then the common-password one', () => {
    const tip = passwordTip(policyOf({ pwMinLength: 8, pwLowercase: 0, pwUppercase: 1, pwNumbers: 2, pwSpecialCharacters: 0 }), t);
    expect(tip).toBe('password-tip password-tip-length(8); password-tip-uppercase(1); password-tip-numbers(2). password-tip-common');
  });

  it('the service\'s default policy (8 characters, no composition rules) reads as whole sentences in both languages', () => {
    const policy = policyOf({ pwMinLength: 8, pwLowercase: 0, pwUppercase: 0, pwNumbers: 0, pwSpecialCharacters: 0 });
    const say = (lang: 'en' | 'mi') => (key: string, vars?: Record<string, number>) =>
      (phrases as Record<string, Record<string, string>>)[lang]![key]!.replace('{n}', String(vars?.n));
    expect(passwordTip(policy, say('en'))).toBe('Your password needs at least 8 characters. Common passwords, such as password123, are refused.');
    expect(passwordTip(policy, say('mi'))).toBe('Me whai tō kupuhipa i kia 8 ngā pūāhua, neke atu. Ka whakakāhoretia ngā kupuhipa noa, pērā i te password123.');
  });

  it('is the common-password sentence alone when the policy counts nothing, never a sentence left open', () => {
    expect(passwordTip(policyOf({}), t)).toBe('password-tip-common');
  });
});

describe('the confirmation pattern', () => {
  it.each(['Abc123!x', 'a.b*c+d?e(f)g[h]i{j}k|l/m\\n^o$p', '(?=x)', 'ä😀-_,:;\'"`~', 'a-b'])('accepts exactly the typed password %j', (password) => {
    const pattern = escapePattern(password);
    expect(accepts(pattern, password)).toBe(true);
    expect(accepts(pattern, `${password}x`)).toBe(false);
    expect(accepts(pattern, password.slice(1))).toBe(false);
  });

  it('a pattern-like password does not match what its pattern would', () => {
    expect(accepts(escapePattern('.*'), 'anything')).toBe(false);
  });
});
