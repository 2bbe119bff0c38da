// What the identity service needs from the outside world, as narrow interfaces: mail delivery, bot checks and
// rate limits each have an embedded default and a production implementation, chosen in one place at start.

/** One mail in the reader's language, already rendered. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** The identity config flags that can ask for a captcha (spec: signinRecaptcha, signupRecaptcha, ...). */
export type IdentityCaptchaContext = 'signin' | 'signup' | 'magicLink' | 'resetPassword';
/** Where a captcha token is spent: an identity form, or the sales checkout (order creation, payment finalisation). */
export type CaptchaContext = IdentityCaptchaContext | 'checkout';

export interface CaptchaVerifier {
  /** True when the token proves a human for that context; false for a missing, reused or failing token. */
  verify(token: string | undefined, context: CaptchaContext): Promise<boolean>;
}

/** What is counted: each key is an account (normalised email) or a client address, as the kind says. */
export type RateLimitKind = 'login-account' | 'login-address' | 'signup' | 'magic-link' | 'password-reset';

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimits {
  /** Counts one attempt; refuses it (with the seconds to wait) once the kind's budget for that key is spent. */
  consume(kind: RateLimitKind, key: string): Promise<RateLimitVerdict>;
  /** Forgets a key's count, e.g. an account's failed logins after a successful one. */
  reset(kind: RateLimitKind, key: string): Promise<void>;
}
