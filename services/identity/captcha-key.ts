// The proof-of-work captcha's signing key: whoever knows it can sign challenges that cost nothing to solve.
import { MIN_SECRET_LENGTH, nodeSecret } from '../node-secret.ts';

export const MIN_CAPTCHA_KEY_LENGTH = MIN_SECRET_LENGTH;

/** ALTCHA_HMAC_KEY, else generated once into `{dataDir}/altcha-hmac-key`, so challenges outlive a restart. */
export function altchaHmacKey(env: NodeJS.ProcessEnv, opts: { dataDir: string }): string {
  return nodeSecret({ variable: 'ALTCHA_HMAC_KEY', what: 'captcha key', file: 'altcha-hmac-key' }, env, opts.dataDir);
}
