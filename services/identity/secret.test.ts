import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { identityJwtSecret } from './secret.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
const dataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'identity-secret-'));
  dirs.push(dir);
  return dir;
};

describe('the identity signing key', () => {
  it('is IDENTITY_JWT_SECRET when set, refused when shorter than 32 characters', async () => {
    const secret = 'k'.repeat(40);
    expect(identityJwtSecret({ IDENTITY_JWT_SECRET: secret }, { dataDir: await dataDir() })).toBe(secret);
    expect(() => identityJwtSecret({ IDENTITY_JWT_SECRET: 'short' })).toThrow(/IDENTITY_JWT_SECRET is too short \(5 characters\)/);
  });

  it('on one node without it, is generated once into data/ and reused', async () => {
    const dir = await dataDir();
    const first = identityJwtSecret({}, { dataDir: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(identityJwtSecret({}, { dataDir: dir })).toBe(first);
    expect((await readFile(path.join(dir, 'identity-jwt-secret'), 'utf8')).trim()).toBe(first);
  });

  it('a production deployment of several nodes (DATABASE_URL or REDIS_URL) without it is a start-up error', () => {
    for (const shared of [{ DATABASE_URL: 'postgres://db/x' }, { REDIS_URL: 'redis://r' }]) {
      expect(() => identityJwtSecret({ NODE_ENV: 'production', ...shared })).toThrow(/IDENTITY_JWT_SECRET is not set: a deployment of several nodes/);
    }
  });
});
