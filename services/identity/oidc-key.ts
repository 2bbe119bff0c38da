/**
 * The keys the site signs its OpenID id tokens with, one per algorithm a client may register: ES256 (P-256) and
 * RS256 (RSA, the algorithm OpenID Connect Discovery 1.0 requires every provider to offer). Each comes from the
 * environment, else is generated once into data/; both public halves are published in the JWKS.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import { nodeSecret } from '../node-secret.ts';

export type IdTokenAlg = 'ES256' | 'RS256';
export const ID_TOKEN_ALGS: readonly IdTokenAlg[] = ['RS256', 'ES256'];

const newEcPem = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
// 2048 bits: RFC 7518 3.3's minimum for RS256, and what relying parties expect.
const newRsaPem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * IDENTITY_OIDC_KEY (PKCS8 PEM of a P-256 key; a PEM in one line of an env file has its newlines escaped as `\n`),
 * else `{dataDir}/identity-oidc-key.pem` created on first start. Several production nodes without it is an error:
 * clients would meet keys they cannot verify depending on the node that answered.
 */
export function oidcProviderKeyPem(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  const pem = nodeSecret(
    { variable: 'IDENTITY_OIDC_KEY', what: 'OpenID signing key', file: 'identity-oidc-key.pem', generate: newEcPem, howTo: 'openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256' },
    env,
    opts.dataDir,
  );
  return pem.replace(/\\n/g, '\n').trim();
}

/** IDENTITY_OIDC_RSA_KEY (PKCS8 PEM of an RSA key of 2048 bits or more, for RS256), else `{dataDir}/identity-oidc-rsa-key.pem`, as the P-256 key. */
export function oidcProviderRsaKeyPem(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  const pem = nodeSecret(
    { variable: 'IDENTITY_OIDC_RSA_KEY', what: 'OpenID RSA signing key', file: 'identity-oidc-rsa-key.pem', generate: newRsaPem, howTo: 'openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048' },
    env,
    opts.dataDir,
  );
  return pem.replace(/\\n/g, '\n').trim();
}

export interface SigningKey {
  alg: IdTokenAlg;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as published: kid (its thumbprint), alg, use. */
  jwk: JWK;
}

/** A signing key from PKCS8 PEM, or a new one (tests; the service's start reads or generates it into data/ otherwise). */
export async function providerKey(alg: IdTokenAlg, pem?: string): Promise<SigningKey> {
  const privateKey = createPrivateKey(pem ?? (alg === 'ES256' ? newEcPem() : newRsaPem()));
  if (alg === 'ES256' && (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1')) {
    throw new Error('the OpenID provider key must be a P-256 EC private key (PKCS8 PEM), for ES256');
  }
  if (alg === 'RS256' && (privateKey.asymmetricKeyType !== 'rsa' || (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)) {
    throw new Error('the OpenID provider RSA key must be an RSA private key of at least 2048 bits (PKCS8 PEM), for RS256');
  }
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = alg;
  jwk.use = 'sig';
  return { alg, privateKey, publicKey, jwk };
}

/** Both keys by algorithm: `ec` and `rsa` are their PEMs (IDENTITY_OIDC_KEY, IDENTITY_OIDC_RSA_KEY). */
export async function providerKeys(pems: { ec?: string; rsa?: string } = {}): Promise<Record<IdTokenAlg, SigningKey>> {
  const [ES256, RS256] = await Promise.all([providerKey('ES256', pems.ec), providerKey('RS256', pems.rsa)]);
  return { ES256, RS256 };
}
