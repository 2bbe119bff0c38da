/** The key the site signs its OpenID id tokens with: from the environment, else generated once into data/. */
import { generateKeyPairSync } from 'node:crypto';
import { nodeSecret } from '../node-secret.ts';

/**
 * IDENTITY_OIDC_KEY (PKCS8 PEM of a P-256 key; a PEM in one line of an env file has its newlines escaped as `\n`),
 * else `{dataDir}/identity-oidc-key.pem` created on first start. Several production nodes without it is an error:
 * clients would meet keys they cannot verify depending on the node that answered.
 */
export function oidcProviderKeyPem(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  const pem = nodeSecret(
    {
      variable: 'IDENTITY_OIDC_KEY',
      what: 'OpenID signing key',
      file: 'identity-oidc-key.pem',
      generate: () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      howTo: 'openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256',
    },
    env,
    opts.dataDir,
  );
  return pem.replace(/\\n/g, '\n').trim();
}
