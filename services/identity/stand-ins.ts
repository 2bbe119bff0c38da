/**
 * What the identity service uses when the caller gives no port implementation: a mailer that prints each mail to
 * the log (its links work when copied), a captcha that proves nothing (any flag turned on refuses every request
 * rather than letting bots through) and no rate limits. The real implementations (mail*.ts, captcha*.ts,
 * rate-limit*.ts) are chosen in services/index.ts once they exist; these keep `npm start` working until then.
 */
import type { CaptchaVerifier, Mailer, RateLimits } from './ports.ts';

export const logMailer = (log: Pick<Console, 'log'> = console): Mailer => ({
  async send(mail) {
    log.log(`identity mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
  },
});

export const noCaptcha: CaptchaVerifier = { verify: async () => false };

export const noRateLimits: RateLimits = {
  consume: async () => ({ ok: true }),
  reset: async () => undefined,
};
