import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './config.ts';
import { TOO_COMMON, hashPassword, policyViolations, setHashCostForTests, verifyPassword } from './passwords.ts';

// Other test files hash at a test-only cost (tests/support/cheap-hashing.ts): this one checks production's.
beforeAll(() => setHashCostForTests());

describe('passwords', () => {
  it('are hashed with argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane), salted, and verify only the same password', async () => {
    const [a, b] = await Promise.all([hashPassword('Kia-ora-2026'), hashPassword('Kia-ora-2026')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Kia-ora-2026')).toBe(true);
    expect(await verifyPassword(a, 'kia-ora-2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Kia-ora-2026')).toBe(false);
  });

  it('the policy an operator sets counts each kind of character, Māori vowels with macrons as letters, and names every broken rule', () => {
    const policy = { ...DEFAULT_CONFIG, pwMinLength: 10, pwSpecialCharacters: 2, pwNumbers: 2, pwLowercase: 1, pwUppercase: 1 };
    expect(policyViolations('Āwhina-2026!', policy)).toEqual([]);
    expect(policyViolations('āwhina', policy)).toEqual([
      'at least 10 characters',
      'at least 1 upper-case letters',
      'at least 2 digits',
      'at least 2 special characters',
    ]);
    expect(policyViolations('x', { pwMinLength: 0, pwLowercase: 0, pwUppercase: 0, pwNumbers: 0, pwSpecialCharacters: 0 })).toEqual([]);
  });

  it('the default policy has no composition rules (ASVS 6.2.5): a passphrase passes, whatever its letters', () => {
    expect(DEFAULT_CONFIG).toMatchObject({ pwMinLength: 8, pwLowercase: 0, pwUppercase: 0, pwNumbers: 0, pwSpecialCharacters: 0 });
    expect(policyViolations('correct horse battery staple', DEFAULT_CONFIG)).toEqual([]);
    expect(policyViolations('tōku kāinga i ōtautahi', DEFAULT_CONFIG)).toEqual([]);
    expect(policyViolations('ALLCAPSNODIGITS', DEFAULT_CONFIG)).toEqual([]);
  });

  it('common and breached passwords are refused as too common (ASVS 6.2.4), in any case, whatever the composition rules', () => {
    for (const password of ['Password1', 'password123', 'PASSWORD123', 'qwertyuiop', 'iloveyou', 'trustno1', 'Ｐａｓｓｗｏｒｄ１'])
      expect(policyViolations(password, DEFAULT_CONFIG), password).toEqual([TOO_COMMON]);
    // Meeting an operator's composition rules does not make a common password acceptable.
    const strict = { ...DEFAULT_CONFIG, pwLowercase: 1, pwUppercase: 1, pwNumbers: 1 };
    expect(policyViolations('Password1', strict)).toEqual([TOO_COMMON]);
    expect(TOO_COMMON).toBe('this password is too common');
  });

  it('the length is counted in code points, up to 256: an emoji is one character, not two UTF-16 units', () => {
    expect(policyViolations('🦜🦜🦜🦜🦜🦜🦜', DEFAULT_CONFIG)).toEqual(['at least 8 characters']);
    expect(policyViolations('🦜🦜🦜🦜🦜🦜🦜🦜', DEFAULT_CONFIG)).toEqual([]);
    expect(policyViolations('🦜'.repeat(256), DEFAULT_CONFIG)).toEqual([]);
    expect(policyViolations('🦜'.repeat(257), DEFAULT_CONFIG)).toEqual(['at most 256 characters']);
  });
});
