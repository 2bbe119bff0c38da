/** Password hashing (argon2id, OWASP parameters) and the configured password policy, enforced on the server. */
import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords.ts';
import type { PasswordPolicy } from './config.ts';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum isolatedModules cannot read */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Longer inputs only cost hashing time: no policy needs them, and a megabyte password is a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

let options: typeof OPTIONS | (Omit<typeof OPTIONS, 'memoryCost' | 'timeCost'> & { memoryCost: number; timeCost: number }) = OPTIONS;

/**
 * Tests only (the setup file tests/support/cheap-hashing.ts): a cheaper argon2id, so the hundreds of sign-ups the
 * suites make cost milliseconds rather than a loaded machine's quarter second each. Without a cost, the production
 * parameters again (passwords.test.ts asserts them). Nothing outside tests calls it.
 */
export function setHashCostForTests(cost?: { memoryCost: number; timeCost: number }): void {
  options = cost ? { ...OPTIONS, ...cost } : OPTIONS;
}

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a hash of nothing anyone knows, so a login for an unknown email costs what a wrong password
 * costs and the answer's timing does not tell whether the account exists.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
}

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

/** Said of a password on the common list, whatever the operator's policy: no setting turns the check off. */
export const TOO_COMMON = 'this password is too common';

/**
 * The rules a password breaks, in words; empty when it meets the policy. The length is counted in code points (an
 * emoji or a macron vowel is one character). The composition counts are the operator's choice (spec section 3):
 * by default 0, as ASVS 6.2.5 asks, since they push readers to `Password1` rather than to a long passphrase.
 */
export function policyViolations(password: string, policy: PasswordPolicy): string[] {
  const broken: string[] = [];
  const length = [...password].length;
  if (isCommonPassword(password)) broken.push(TOO_COMMON);
  if (length < policy.pwMinLength) broken.push(`at least ${policy.pwMinLength} characters`);
  if (length > MAX_PASSWORD_LENGTH) broken.push(`at most ${MAX_PASSWORD_LENGTH} characters`);
  if (count(password, /\p{Ll}/gu) < policy.pwLowercase) broken.push(`at least ${policy.pwLowercase} lower-case letters`);
  if (count(password, /\p{Lu}/gu) < policy.pwUppercase) broken.push(`at least ${policy.pwUppercase} upper-case letters`);
  if (count(password, /\p{Nd}/gu) < policy.pwNumbers) broken.push(`at least ${policy.pwNumbers} digits`);
  if (count(password, /[^\p{L}\p{Nd}\s]/gu) < policy.pwSpecialCharacters) broken.push(`at least ${policy.pwSpecialCharacters} special characters`);
  return broken;
}
