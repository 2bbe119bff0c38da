import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** HS256 keys shorter than the hash (256 bits) weaken it; as hex that is 64 characters, as text at least 32. */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * The access-token signing key: IDENTITY_JWT_SECRET from the environment, else (one node) a random key generated
 * once into `{dataDir}/identity-jwt-secret` and reused, so sessions survive restarts. Several production nodes
 * (a shared DATABASE_URL or REDIS_URL) without it is an error: a token signed on one node would fail on another.
 */
export function identityJwtSecret(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  const fromEnv = env.IDENTITY_JWT_SECRET?.trim();
  if (fromEnv) return checkJwtSecret(fromEnv, 'IDENTITY_JWT_SECRET');
  if (env.NODE_ENV === 'production' && (env.DATABASE_URL || env.REDIS_URL)) {
    throw new Error('IDENTITY_JWT_SECRET is not set: a deployment of several nodes needs the same identity signing key on every node');
  }
  const file = path.join(path.resolve(opts.dataDir ?? 'data'), 'identity-jwt-secret');
  return checkJwtSecret(readIfExists(file) ?? createOnce(file), file);
}

export function checkJwtSecret(secret: string, source = 'the identity signing key'): string {
  if (secret.length >= MIN_JWT_SECRET_LENGTH) return secret;
  throw new Error(
    `${source} is too short (${secret.length} characters): use at least ${MIN_JWT_SECRET_LENGTH} random characters, e.g. the output of \`openssl rand -hex 32\``,
  );
}

export function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function createOnce(file: string, content = () => randomBytes(32).toString('hex') + '\n'): string {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then hard-linked into place: whole or not at all, and a process that got there first wins.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content(), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8').trim();
}
