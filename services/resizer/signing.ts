import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { isImageId, RESIZER_AUTH_VERSION } from './protocol.ts';
import { checkSecretLength } from './secret.ts';

/** The resizer auth token for an image: HMAC-SHA256(secret, id) as hex. */
export function signImageId(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('hex');
}

/** Compares in constant time so response timing does not leak how much of a guessed token was right. */
export function verifyImageSignature(secret: string, id: string, auth: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(auth)) return false;
  const expected = Buffer.from(signImageId(secret, id), 'hex');
  return timingSafeEqual(expected, Buffer.from(auth, 'hex'));
}

/**
 * GET /v2/sign/resizer/2/?value={id} -> { hash }. Anyone who can call this can sign any id, so it must be
 * mounted behind the content API's bearer-token check (the lead mounts it under /arc/signing-service).
 */
export function createSigningService(secret: string): Router {
  checkSecretLength(secret, 'createSigningService: the resizer secret');
  const router = express.Router();
  router.get('/v2/sign/resizer/:version', (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { version } = req.params;
    if (version !== String(RESIZER_AUTH_VERSION)) {
      res.status(404).json({ error: `resizer version "${version}" is not supported: only version ${RESIZER_AUTH_VERSION} is signed` });
      return;
    }
    const value = req.query.value;
    if (typeof value !== 'string' || value === '') {
      res.status(400).json({ error: 'query parameter value is required once: the image id to sign' });
      return;
    }
    if (!isImageId(value)) {
      res.status(400).json({ error: `query parameter value ${JSON.stringify(value.slice(0, 64))} is not an image id: expected 26 characters A-Z or 0-9` });
      return;
    }
    res.json({ hash: signImageId(secret, value) });
  });
  return router;
}
