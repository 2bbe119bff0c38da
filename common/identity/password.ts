/**
 * The password field's rules from the service's policy (spec section 5). The browser checks them through the
 * input's `pattern` (compiled with the `v` flag, anchored), so the counts use the same character classes as the
 * service (services/identity/passwords.ts): what the form accepts, the service accepts.
 */
import type { IdentityConfig } from '../../sdk/identity/index.ts';

export interface Policy {
  pwLowercase: number;
  pwMinLength: number;
  pwNumbers: number;
  pwSpecialCharacters: number;
  pwUppercase: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** The policy from the config; one block of the original reads the digit count as pwPwNumbers, so both count. */
export function policyOf(config: IdentityConfig): Policy {
  return {
    pwLowercase: count(config.pwLowercase),
    pwMinLength: count(config.pwMinLength),
    pwNumbers: count(config.pwNumbers ?? config.pwPwNumbers),
    pwSpecialCharacters: count(config.pwSpecialCharacters),
    pwUppercase: count(config.pwUppercase),
  };
}

const CLASSES = {
  pwLowercase: ['\\p{Ll}', '\\P{Ll}'],
  pwUppercase: ['\\p{Lu}', '\\P{Lu}'],
  pwNumbers: ['\\p{Nd}', '\\P{Nd}'],
  pwSpecialCharacters: ['[^\\p{L}\\p{Nd}\\s]', '[\\p{L}\\p{Nd}\\s]'],
} as const;

/** The `pattern` attribute: a lookahead per counted class, then the minimum length (in characters). */
export function passwordPattern(policy: Policy): string {
  const lookaheads = (Object.keys(CLASSES) as Array<keyof typeof CLASSES>)
    .filter((rule) => policy[rule] > 0)
    .map((rule) => {
      const [one, other] = CLASSES[rule];
      return `(?=(?:${other}*${one}){${policy[rule]}})`;
    });
  return `${lookaheads.join('')}.{${Math.max(policy.pwMinLength, 1)},}`;
}

/** Tip phrase keys, in the order they are joined. */
export const TIP_RULES = [
  ['pwMinLength', 'password-tip-length'],
  ['pwLowercase', 'password-tip-lowercase'],
  ['pwUppercase', 'password-tip-uppercase'],
  ['pwNumbers', 'password-tip-numbers'],
  ['pwSpecialCharacters', 'password-tip-special'],
] as const;

/**
 * The tip: the default message with each rule's message whose count is above 0, joined into one sentence, then the
 * sentence on common passwords, which the service refuses whatever the counts (services/identity/passwords.ts).
 * With no counts at all (an operator's choice), that sentence alone: the default message needs a rule to end it.
 */
export function passwordTip(policy: Policy, t: (key: string, vars?: Record<string, number>) => string): string {
  const rules = TIP_RULES.filter(([rule]) => policy[rule] > 0).map(([rule, key]) => t(key, { n: policy[rule] }));
  const needs = rules.length ? [`${t('password-tip')} ${rules.join('; ')}.`] : [];
  return [...needs, t('password-tip-common')].join(' ');
}

/**
 * The confirmation field's pattern: the typed password itself, every character the pattern syntax would read
 * escaped (the `v` flag allows escaping only these), so the browser accepts exactly that text.
 */
export function escapePattern(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** The confirmation field of a password field (spec section 3). */
export const confirmationName = (name: string) => `${name}-confirmation`;
