import { checkSecretLength, MIN_SECRET_LENGTH, nodeSecret } from '../node-secret.ts';

/** HS256 keys shorter than the hash (256 bits) weaken it; as hex that is 64 characters, as text at least 32. */
export const MIN_JWT_SECRET_LENGTH = MIN_SECRET_LENGTH;

/**
 * The access-token signing key: IDENTITY_JWT_SECRET, else generated once into `{dataDir}/identity-jwt-secret` and
 * reused, so sessions survive restarts.
 */
export function identityJwtSecret(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  return nodeSecret({ variable: 'IDENTITY_JWT_SECRET', what: 'identity signing key', file: 'identity-jwt-secret' }, env, opts.dataDir);
}

export function checkJwtSecret(secret: string, source = 'the identity signing key'): string {
  return checkSecretLength(secret, source);
}
