import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The resizer signing secret: RESIZER_SECRET from the environment. Outside production, when it is unset, a
 * random secret is generated once into `{dataDir}/resizer-secret` (data/ is gitignored) and reused, so signed
 * URLs stay valid across restarts. A production deployment of many nodes (a shared DATABASE_URL or REDIS_URL)
 * without RESIZER_SECRET is an error: a per-machine secret would make URLs signed on one node fail on another.
 * The single-node embedded default (`npm start` on a bare machine) generates one, as in development.
 */
export function resizerSecret(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  const fromEnv = env.RESIZER_SECRET?.trim();
  if (fromEnv) return checkSecretLength(fromEnv, 'RESIZER_SECRET');
  if (env.NODE_ENV === 'production' && (env.DATABASE_URL || env.REDIS_URL)) {
    throw new Error('RESIZER_SECRET is not set: a deployment of several nodes needs the same resizer secret on every node');
  }
  const file = path.join(path.resolve(opts.dataDir ?? 'data'), 'resizer-secret');
  const stored = readIfExists(file) ?? createOnce(file);
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable resizer secret (under 32 characters): delete it to generate a new one`);
  }
  return stored;
}

/**
 * Anyone who knows the secret can sign any image id, and a short one can be guessed offline from a single signed
 * URL (the token is HMAC-SHA256 of a public id): 32 characters is the least accepted, as hex that is 128 bits.
 */
export const MIN_SECRET_LENGTH = 32;

/** The secret itself, or an error naming where it came from and how to make a good one. */
export function checkSecretLength(secret: string, source = 'the resizer secret'): string {
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  throw new Error(
    `${source} is too short (${secret.length} characters): use at least ${MIN_SECRET_LENGTH} random characters, e.g. the output of \`openssl rand -hex 32\``,
  );
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
  // Written aside then hard-linked into place: the file appears whole or not at all, and if another process
  // got there first the link fails and we read theirs instead of overwriting it.
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
