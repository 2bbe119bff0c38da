/**
 * Which captcha a form shows, and how the embedded one is solved (spec section 5). The flag of the form's context
 * turns it on; a `recaptchaSiteKey` in the config selects Google's reCAPTCHA (score -1: the checkbox, v2; 0 to 1:
 * the invisible score version, v3); otherwise it is the service's own proof of work (ALTCHA), solved here with
 * altcha-lib on Web Crypto: nothing is loaded from another site.
 */
import type { Challenge } from 'altcha-lib';
import type { IdentityConfig } from '../../sdk/identity/index.ts';

/** `checkout`: the sales checkout, whose flag is the sales config's (sdk/sales `getConfig`). */
export type CaptchaContext = 'signin' | 'signup' | 'magicLink' | 'resetPassword' | 'checkout';

export type CaptchaKind = { kind: 'none' } | { kind: 'altcha' } | { kind: 'recaptcha'; version: 'v2' | 'v3'; siteKey: string };

const FLAGS: Record<CaptchaContext, string> = {
  signin: 'signinRecaptcha',
  signup: 'signupRecaptcha',
  magicLink: 'magicLinkRecaptcha',
  resetPassword: 'resetPasswordRecaptcha',
  checkout: 'checkoutRecaptchaEnabled',
};

/** Score -1 is the checkbox (v2); 0 to 1 inclusive the invisible score version (v3). */
export function recaptchaVersion(score: unknown): 'v2' | 'v3' | undefined {
  const n = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (n === -1) return 'v2';
  if (typeof n === 'number' && n >= 0 && n <= 1) return 'v3';
  return undefined;
}

export function captchaKind(config: IdentityConfig | undefined, context: CaptchaContext): CaptchaKind {
  if (!config || config[FLAGS[context]] !== true) return { kind: 'none' };
  const siteKey = config.recaptchaSiteKey;
  if (typeof siteKey === 'string' && siteKey !== '') {
    const version = recaptchaVersion(config.recaptchaScore ?? -1);
    // A site key with a score outside the spec's range cannot be shown: better no widget than a wrong one
    // (the service refuses the call with its captcha error, which the form shows).
    return version ? { kind: 'recaptcha', version, siteKey } : { kind: 'none' };
  }
  return { kind: 'altcha' };
}

export const CHALLENGE_PATH = '/identity/public/v1/captcha/challenge';

/**
 * Fetches a fresh challenge and solves it: the token is base64 of `{ challenge, solution }`, the payload the
 * service verifies (services/identity/captcha-altcha.ts). Undefined when aborted.
 */
export async function solveAltcha(apiOrigin: string, signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetchImpl(`${apiOrigin}${CHALLENGE_PATH}`, { signal, credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  // Loaded only when a form shows the captcha: with the flags off (the default) no reader downloads the solver.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution }));
}
