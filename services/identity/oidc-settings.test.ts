// OpenID settings from the environment: providers and the site's own clients, each mistake a start-up error naming
// the variable; the provider signing key from the environment or generated once into data/.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oidcProviderKeyPem, oidcProviderRsaKeyPem, providerKey } from './oidc-key.ts';
import { oidcSettingsFromEnv } from './oidc-settings.ts';

const ORIGIN = 'https://news.example';
const pem = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('OpenID settings from the environment', () => {
  it('nothing configured: no providers, no clients', () => {
    expect(oidcSettingsFromEnv({}, ORIGIN)).toEqual({ providers: [], clients: [] });
  });

  it('Google and Facebook take comma-separated ids, default to their real issuers and return to the login page', () => {
    const { providers } = oidcSettingsFromEnv({ GOOGLE_CLIENT_ID: 'g1, g2', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_APP_ID: 'f1' }, ORIGIN);
    expect(providers).toEqual([
      { name: 'google', type: 'Google', issuer: 'https://accounts.google.com', clientIds: ['g1', 'g2'], clientSecret: 's', jwksUrl: undefined, redirectUri: 'https://news.example/account/login/' },
      { name: 'facebook', type: 'Facebook', issuer: 'https://www.facebook.com', clientIds: ['f1'], clientSecret: undefined, jwksUrl: undefined, redirectUri: 'https://news.example/account/login/' },
    ]);
  });

  it('a generic provider needs its issuer and client id; its issuer must be https except on loopback', () => {
    const env = { OIDC_PROVIDERS: 'iwi-login', OIDC_IWI_LOGIN_ISSUER: 'http://127.0.0.1:4000', OIDC_IWI_LOGIN_CLIENT_ID: 'c' };
    expect(oidcSettingsFromEnv(env, ORIGIN).providers[0]).toMatchObject({ name: 'iwi-login', type: 'OIDC', issuer: 'http://127.0.0.1:4000', clientIds: ['c'] });
    expect(() => oidcSettingsFromEnv({ ...env, OIDC_IWI_LOGIN_ISSUER: 'http://login.example' }, ORIGIN)).toThrow('OIDC_IWI_LOGIN_ISSUER must be an https URL (http only on loopback): http://login.example');
    expect(() => oidcSettingsFromEnv({ OIDC_PROVIDERS: 'iwi-login' }, ORIGIN)).toThrow('OIDC provider iwi-login needs OIDC_IWI_LOGIN_ISSUER and OIDC_IWI_LOGIN_CLIENT_ID');
    expect(() => oidcSettingsFromEnv({ OIDC_PROVIDERS: 'google' }, ORIGIN)).toThrow(/must be lower-case letters, digits and dashes, and not google/);
  });

  it('Apple needs its team id, key id and private key; its answer is posted to the API\'s callback unless APPLE_REDIRECT_URI says otherwise', () => {
    expect(() => oidcSettingsFromEnv({ APPLE_CLIENT_ID: 'nz.news' }, ORIGIN)).toThrow(/APPLE_CLIENT_ID needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY/);
    const key = pem();
    const { providers } = oidcSettingsFromEnv({ APPLE_CLIENT_ID: 'nz.news', APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K', APPLE_PRIVATE_KEY: key.replace(/\n/g, '\\n'), APPLE_REDIRECT_URI: '/account/apple/' }, ORIGIN);
    expect(providers[0]).toMatchObject({ name: 'apple', type: 'Apple', issuer: 'https://appleid.apple.com', apple: { teamId: 'T', keyId: 'K', privateKey: key.trim() }, redirectUri: 'https://news.example/account/apple/', formPostPage: 'https://news.example/account/login/' });
    const byDefault = oidcSettingsFromEnv({ APPLE_CLIENT_ID: 'nz.news', APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K', APPLE_PRIVATE_KEY: key }, ORIGIN).providers[0];
    // Apple posts its answer: to the API's callback, which sends the browser on to the login page.
    expect(byDefault?.redirectUri).toBe('https://news.example/identity/public/v2/oidc/apple/callback');
  });

  it('IDENTITY_OIDC_CLIENTS: a JSON array of clients with absolute redirect URIs; each mistake names the entry', () => {
    const clients = [{ clientId: 'app', redirectUris: ['https://app.example/cb'] }];
    expect(oidcSettingsFromEnv({ IDENTITY_OIDC_CLIENTS: JSON.stringify(clients) }, ORIGIN).clients).toEqual([{ ...clients[0], clientSecret: undefined }]);
    const bad = (value: unknown) => () => oidcSettingsFromEnv({ IDENTITY_OIDC_CLIENTS: typeof value === 'string' ? value : JSON.stringify(value) }, ORIGIN);
    expect(bad('[{')).toThrow(/^IDENTITY_OIDC_CLIENTS is not JSON/);
    expect(bad({})).toThrow('IDENTITY_OIDC_CLIENTS must be a JSON array');
    expect(bad([{ redirectUris: ['https://a.example/'] }])).toThrow('IDENTITY_OIDC_CLIENTS[0].clientId must be a non-empty string');
    expect(bad([{ clientId: 'a', redirectUris: [] }])).toThrow('IDENTITY_OIDC_CLIENTS[0].redirectUris must be a non-empty array of URLs');
    expect(bad([{ clientId: 'a', redirectUris: ['/relative'] }])).toThrow(/is not an absolute URL without a fragment/);
    expect(bad([{ clientId: 'a', redirectUris: ['https://a.example/#x'] }])).toThrow(/is not an absolute URL without a fragment/);
    expect(bad([{ clientId: 'a', redirectUris: ['https://a.example/'], clientSecret: 'short' }])).toThrow('IDENTITY_OIDC_CLIENTS[0].clientSecret must be a string of at least 16 characters');
  });
});

describe('the OpenID provider signing key', () => {
  it('comes from IDENTITY_OIDC_KEY, else is generated once into the data folder and reused', async () => {
    const key = pem();
    expect(oidcProviderKeyPem({ IDENTITY_OIDC_KEY: key.replace(/\n/g, '\\n') })).toBe(key.trim());
    const dir = await mkdtemp(path.join(tmpdir(), 'oidc-key-'));
    try {
      const first = oidcProviderKeyPem({}, { dataDir: dir });
      expect(first).toBe((await readFile(path.join(dir, 'identity-oidc-key.pem'), 'utf8')).trim());
      expect(oidcProviderKeyPem({}, { dataDir: dir })).toBe(first);
      expect((await providerKey('ES256', first)).jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('several production nodes without IDENTITY_OIDC_KEY refuse to start; a key that is not P-256 is refused', async () => {
    expect(() => oidcProviderKeyPem({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/IDENTITY_OIDC_KEY is not set/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(providerKey('ES256', rsa)).rejects.toThrow('the OpenID provider key must be a P-256 EC private key (PKCS8 PEM), for ES256');
  });

  it('the RSA key of RS256 id tokens comes from IDENTITY_OIDC_RSA_KEY, else is generated once into the data folder; it must be RSA of 2048 bits or more', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'oidc-rsa-key-'));
    try {
      const first = oidcProviderRsaKeyPem({}, { dataDir: dir });
      expect(first).toBe((await readFile(path.join(dir, 'identity-oidc-rsa-key.pem'), 'utf8')).trim());
      expect(oidcProviderRsaKeyPem({}, { dataDir: dir })).toBe(first);
      expect(oidcProviderRsaKeyPem({ IDENTITY_OIDC_RSA_KEY: first.replace(/\n/g, '\\n') })).toBe(first);
      expect((await providerKey('RS256', first)).jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(() => oidcProviderRsaKeyPem({ NODE_ENV: 'production', REDIS_URL: 'redis://r' })).toThrow(/IDENTITY_OIDC_RSA_KEY is not set/);
    await expect(providerKey('RS256', pem())).rejects.toThrow(/must be an RSA private key of at least 2048 bits/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(providerKey('RS256', small)).rejects.toThrow(/at least 2048 bits/);
  });

  it('a client registers the algorithm of its id tokens (RS256 by default, or ES256), whether it may have refresh tokens and whether it is the site\'s own app', () => {
    const env = (clients: unknown) => ({ IDENTITY_OIDC_CLIENTS: JSON.stringify(clients) });
    const [client] = oidcSettingsFromEnv(env([{ clientId: 'a', redirectUris: ['https://a.example/'], idTokenSignedResponseAlg: 'ES256', offlineAccess: true, firstParty: true }]), ORIGIN).clients;
    expect(client).toMatchObject({ idTokenSignedResponseAlg: 'ES256', offlineAccess: true, firstParty: true });
    expect(() => oidcSettingsFromEnv(env([{ clientId: 'a', redirectUris: ['https://a.example/'], idTokenSignedResponseAlg: 'HS256' }]), ORIGIN)).toThrow('IDENTITY_OIDC_CLIENTS[0].idTokenSignedResponseAlg must be one of RS256, ES256');
    expect(() => oidcSettingsFromEnv(env([{ clientId: 'a', redirectUris: ['https://a.example/'], offlineAccess: 'yes' }]), ORIGIN)).toThrow('IDENTITY_OIDC_CLIENTS[0].offlineAccess must be true or false');
    expect(() => oidcSettingsFromEnv(env([{ clientId: 'a', redirectUris: ['https://a.example/'], firstParty: 1 }]), ORIGIN)).toThrow('IDENTITY_OIDC_CLIENTS[0].firstParty must be true or false');
  });
});
