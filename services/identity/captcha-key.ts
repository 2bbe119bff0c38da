// The proof-of-work captcha's signing key: ALTCHA_HMAC_KEY, or on a single node one generated into data/.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whoever knows the key can sign challenges of no cost: as hex, 32 characters are 128 bits. */
export const MIN_CAPTCHA_KEY_LENGTH = 32;

/**
 * ALTCHA_HMAC_KEY from the environment; else, outside a production deployment of several nodes (a shared
 * DATABASE_URL or REDIS_URL), a random key generated once into `{dataDir}/altcha-hmac-key` and reused, so
 * challenges handed out before a restart still verify. Several nodes need one key: a challenge served by one
 * node must verify on another, hence the start-up error.
 */
export function altchaHmacKey(env: NodeJS.ProcessEnv, opts: { dataDir: string }): string {
  const fromEnv = env.ALTCHA_HMAC_KEY?.trim();
  if (fromEnv) return checkLength(fromEnv, 'ALTCHA_HMAC_KEY');
  if (env.NODE_ENV === 'production' && (env.DATABASE_URL || env.REDIS_URL)) {
    throw new Error('ALTCHA_HMAC_KEY is not set: a deployment of several nodes needs the same captcha key on every node (e.g. `openssl rand -hex 32`)');
  }
  const file = path.join(path.resolve(opts.dataDir), 'altcha-hmac-key');
  return checkLength(readIfExists(file) ?? createOnce(file), `${file} (delete it to generate a new key)`);
}

function checkLength(key: string, source: string): string {
  if (key.length >= MIN_CAPTCHA_KEY_LENGTH) return key;
  throw new Error(`${source} is too short (${key.length} characters): use at least ${MIN_CAPTCHA_KEY_LENGTH} random characters, e.g. \`openssl rand -hex 32\``);
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function createOnce(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then hard-linked into place: two processes starting at once end up with the same key.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8').trim();
}
