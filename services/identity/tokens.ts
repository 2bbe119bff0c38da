/**
 * Access and id tokens (short-lived HS256 JWTs) and opaque one-time / refresh secrets, which the database only
 * ever holds as SHA-256 digests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const ISSUER = 'identity';
export const ACCESS_AUDIENCE = 'identity-api';
/** Id tokens name another audience, so one can never be used as an access token. */
export const ID_AUDIENCE = 'identity-sdk';

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
