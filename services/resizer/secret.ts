import { checkSecretLength as check, MIN_SECRET_LENGTH, nodeSecret } from '../node-secret.ts';

export { MIN_SECRET_LENGTH };

/**
 * The resizer signing secret: RESIZER_SECRET, else generated once into `{dataDir}/resizer-secret` (data/ is
 * gitignored) so signed URLs stay valid across restarts. Anyone who knows it can sign any image id.
 */
export function resizerSecret(env: NodeJS.ProcessEnv = process.env, opts: { dataDir?: string } = {}): string {
  return nodeSecret({ variable: 'RESIZER_SECRET', what: 'resizer secret', file: 'resizer-secret' }, env, opts.dataDir);
}

export function checkSecretLength(secret: string, source = 'the resizer secret'): string {
  return check(secret, source);
}
