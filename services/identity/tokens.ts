/**
 * Access and id tokens (short-lived HS256 JWTs), refresh tokens (a JWT envelope around 256 random bits) and opaque
 * one-time secrets; the database only ever holds refresh tokens and one-time secrets as SHA-256 digests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const ISSUER = 'identity';
export const ACCESS_AUDIENCE = 'identity-api';
/** Id tokens name another audience, so one can never be used as an access token. */
export const ID_AUDIENCE = 'identity-sdk';
/** Refresh tokens name a third audience: never taken for an access or id token, whatever a verifier checks. */
export const REFRESH_AUDIENCE = 'identity-refresh';
/** The longest refresh token a request may carry: the envelope is about 300 characters. */
export const MAX_REFRESH_TOKEN_LENGTH = 1024;

export interface AccessClaims {
  /** The user's uuid. */
  sub: string;
  /** The session (refresh-token family) the token belongs to: ending the session ends the token. */
  sid: string;
}

export interface TokenSigner {
  access(claims: AccessClaims): Promise<string>;
  id(claims: { sub: string; email: string; emailVerified: boolean }): Promise<string>;
  /** The claims of a valid access token; undefined for anything else (alg none, other alg or key, audience, expired). */
  verifyAccess(token: string): Promise<AccessClaims | undefined>;
  /**
   * A new refresh token good until `expiresAt`. Arc's SDK reads its `exp` (as a JWT) to decide whether to refresh
   * or sign the reader out, so it is a signed JWT; what makes it a credential is its `jti`, 256 random bits, and
   * the server only ever looks it up by its digest: the envelope's claims are never trusted (sessions.ts).
   */
  refresh(expiresAt: Date): Promise<string>;
}

export function tokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const sign = (payload: Record<string, unknown>, sub: string, audience: string) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(Math.floor(now() / 1000) + ACCESS_TOKEN_SECONDS)
      .sign(key);
  return {
    refresh: (expiresAt) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(newSecret())
        .setIssuer(ISSUER)
        .setAudience(REFRESH_AUDIENCE)
        .setIssuedAt(Math.floor(now() / 1000))
        // Rounded down: the SDK must never take for live a token the server already counts as expired.
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    access: ({ sub, sid }) => sign({ sid }, sub, ACCESS_AUDIENCE),
    id: ({ sub, email, emailVerified }) => sign({ email, email_verified: emailVerified }, sub, ID_AUDIENCE),
    async verifyAccess(token) {
      try {
        // One algorithm allowed: `none`, RS256 with the secret as a "public key" and the rest are refused by jose.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: ACCESS_AUDIENCE,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}

/** 256 random bits, URL-safe: for refresh tokens and one-time links. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
