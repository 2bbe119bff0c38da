/** The key the site signs its OpenID id tokens with: from the environment, else generated once into data/. */
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { createOnce, readIfExists } from './secret.ts';

/**
 * IDENTITY_OIDC_KEY (PKCS8 PEM of a P-256 key, `\n` escapes allowed), else `{dataDir}/identity-oidc-key.pem`
 * created on first start. Several production nodes without it is an error: clients would meet keys they cannot
 * verify depending on the node that answered.
 */
export function oidcProviderKeyPem(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  // A PEM in one line of an env file has its newlines escaped.
  const fromEnv = env.IDENTITY_OIDC_KEY?.replace(/\\n/g, '\n').trim();
  if (fromEnv) return fromEnv;
  if (env.NODE_ENV === 'production' && (env.DATABASE_URL || env.REDIS_URL)) {
    throw new Error('IDENTITY_OIDC_KEY is not set: a deployment of several nodes needs the same OpenID signing key on every node (openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256)');
  }
  const file = path.join(path.resolve(opts.dataDir ?? 'data'), 'identity-oidc-key.pem');
  const pem = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return readIfExists(file) ?? createOnce(file, pem);
}
