import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './config.ts';
import { hashPassword, policyViolations, setHashCostForTests, verifyPassword } from './passwords.ts';

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

  it('the policy counts each kind of character, Māori vowels with macrons as letters, and names every broken rule', () => {
    const policy = { ...DEFAULT_CONFIG, pwMinLength: 10, pwSpecialCharacters: 2, pwNumbers: 2 };
    expect(policyViolations('Āwhina-2026!', policy)).toEqual([]);
    expect(policyViolations('āwhina', policy)).toEqual([
      'at least 10 characters',
      'at least 1 upper-case letters',
      'at least 2 digits',
      'at least 2 special characters',
    ]);
    expect(policyViolations('x', { pwMinLength: 0, pwLowercase: 0, pwUppercase: 0, pwNumbers: 0, pwSpecialCharacters: 0 })).toEqual([]);
  });
});
