// A secret every node of a deployment must share (a signing key): from the environment, or on a single node
// generated once into data/ and reused, so what was signed before a restart still verifies after it.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** As hex, 32 characters are 128 bits: shorter keys can be guessed offline from one signed value. */
export const MIN_SECRET_LENGTH = 32;

export interface SecretSpec {
  /** The environment variable, e.g. RESIZER_SECRET. */
  variable: string;
  /** What it is, in words, for messages: "resizer secret". */
  what: string;
  /** The file under the data folder it is generated into when the variable is unset. */
  file: string;
  /** A new value (default: 256 random bits as hex), e.g. a PEM private key. */
  generate?: () => string;
  /** How an operator makes one, for the several-nodes message (default: `openssl rand -hex 32`). */
  howTo?: string;
}

/**
 * The variable's value; else, unless this is a production deployment of several nodes (a shared DATABASE_URL or
 * REDIS_URL, where a per-machine secret would make what one node signs fail on another: a start-up error), the
 * file's, generated on first use.
 */
export function nodeSecret(spec: SecretSpec, env: NodeJS.ProcessEnv, dataDir = 'data'): string {
  const fromEnv = env[spec.variable]?.trim();
  if (fromEnv) return checkSecretLength(fromEnv, spec.variable);
  if (env.NODE_ENV === 'production' && (env.DATABASE_URL || env.REDIS_URL)) {
    throw new Error(`${spec.variable} is not set: a deployment of several nodes needs the same ${spec.what} on every node (e.g. \`${spec.howTo ?? 'openssl rand -hex 32'}\`)`);
  }
  const file = path.join(path.resolve(dataDir), spec.file);
  const stored = readIfExists(file) ?? createOnce(file, spec.generate);
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable ${spec.what} (under ${MIN_SECRET_LENGTH} characters): delete it to generate a new one`);
  }
  return stored;
}

/** The secret itself, or an error naming where it came from and how to make a good one. */
export function checkSecretLength(secret: string, source: string): string {
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

function createOnce(file: string, generate = () => randomBytes(32).toString('hex') + '\n'): string {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then hard-linked into place: the file appears whole or not at all, and when two processes
  // start at once the second's link fails and it reads the first's instead of overwriting it.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, generate(), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8').trim();
}
