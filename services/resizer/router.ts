import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { DiskCache } from './cache.ts';
import { findOriginal, type Original } from './original.ts';
import { authParam, parseImageId, parseResizeParams, ResizeRequestError, type ResizeParams } from './params.ts';
import { CONTENT_TYPES, formatOfOriginal, renderResized } from './render.ts';
import { verifyImageSignature } from './signing.ts';

export type ResizerOptions = { originalsDir: string; cacheDir: string; secret: string };

/** Outputs never change for a URL (the key includes the original's size and mtime), so clients keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /v2/:id?auth=&width=&height=&focal=x,y&smart=true (mounted at /resizer). Checks, in order: id shape
 * (400), auth (403), parameters (400), original exists (404); then serves from the disk cache or resizes.
 */
export function createResizer({ originalsDir, cacheDir, secret }: ResizerOptions): Router {
  if (!secret) throw new Error('createResizer: the resizer secret is empty');
  const cache = new DiskCache(cacheDir);
  const router = express.Router();

  router.get('/v2/:id', async (req: Request<{ id: string }>, res: Response) => {
    try {
      const id = parseImageId(req.params.id);
      const auth = authParam(req.query);
      if (!verifyImageSignature(secret, id, auth)) {
        throw new ResizeRequestError(403, `query parameter auth does not match image ${id}: sign the id with the signing service`);
      }
      const params = parseResizeParams(id, req.query);
      const original = await findOriginal(originalsDir, id);
      if (!original) throw new ResizeRequestError(404, `image ${id} not found`);

      const format = formatOfOriginal(original.file);
      const key = cacheKey(params, original);
      const etag = `"${key}"`;
      res.set({ 'Cache-Control': IMMUTABLE, ETag: etag, 'Content-Type': CONTENT_TYPES[format] });
      if (matchesEtag(req.get('If-None-Match'), etag)) {
        res.status(304).end();
        return;
      }
      const { body, outcome } = await cache.get(cachePath(id, key, format), () => renderResized(original.file, params, format));
      res.set({ 'Content-Length': String(body.length), 'X-Resizer-Cache': outcome });
      res.status(200).end(body);
    } catch (error) {
      sendError(res, error, req.params.id);
    }
  });
  return router;
}

/** Everything the output depends on; crop settings only count when both dimensions are given. */
function cacheKey(params: ResizeParams, original: Original): string {
  const parts = [params.id, params.width ?? '', params.height ?? '', JSON.stringify(params.crop ?? null), original.size, original.mtimeMs];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}

function cachePath(id: string, key: string, format: string): string {
  return `${id}/${key}.${format}`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function sendError(res: Response, error: unknown, id: string) {
  // Errors must not inherit the immutable header set before the failure.
  res.removeHeader('ETag');
  res.set('Cache-Control', 'no-store');
  res.removeHeader('Content-Type');
  if (error instanceof ResizeRequestError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  // An original that is on disk but cannot be decoded: a server-side data problem, reported without a stack.
  const message = `could not resize image ${id}: ${(error as Error)?.message ?? 'unknown error'}`;
  console.error(`resizer: ${message}`);
  res.status(500).json({ error: message });
}
