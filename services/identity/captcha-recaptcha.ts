// reCAPTCHA behind CaptchaVerifier: the token is checked by the verify URL (Google's, or a stand-in), then by the
// spec's score rule: a score of -1 is the checkbox version (v2: success is enough); 0 to 1 is the invisible
// version (v3: success and a score at least that high).
import type { CaptchaVerifier } from './ports.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const CHECKBOX_SCORE = -1;

export interface RecaptchaOptions {
  /** RECAPTCHA_SECRET: the site's secret key. */
  secret: string;
  /** RECAPTCHA_VERIFY_URL: where tokens are checked. */
  verifyUrl?: string;
  /** RECAPTCHA_SCORE: -1 for the checkbox (v2), else the least v3 score accepted, 0 to 1. */
  score?: number;
  /** Beyond this the check counts as failed: a slow verifier must not hold a sign-in open. */
  timeoutMs?: number;
  log?: { warn(message: string): void };
}

/** Longer than any token Google issues (about 2 KB): not worth sending on. */
const MAX_TOKEN_LENGTH = 8192;

export function recaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  if (!options.secret) throw new Error('RECAPTCHA_SECRET is empty');
  const score = checkScore(options.score ?? CHECKBOX_SCORE, 'the reCAPTCHA score');
  const verifyUrl = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async verify(token) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      let answer: { success?: unknown; score?: unknown };
      try {
        const res = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        answer = (await res.json()) as typeof answer;
      } catch (error) {
        // Fails closed: an unreachable verifier lets no bot through; the reader sees the captcha error and retries.
        options.log?.warn(`reCAPTCHA verification failed: ${(error as Error).message}`);
        return false;
      }
      if (answer?.success !== true) return false;
      if (score === CHECKBOX_SCORE) return true;
      return typeof answer.score === 'number' && answer.score >= score;
    },
  };
}

/** -1, or a number from 0 to 1 inclusive (spec section 9); anything else is a configuration error. */
export function checkScore(value: number, source: string): number {
  if (value === CHECKBOX_SCORE || (Number.isFinite(value) && value >= 0 && value <= 1)) return value;
  throw new Error(`${source} must be -1 (checkbox, v2) or from 0 to 1 (invisible, v3); got ${value}`);
}
