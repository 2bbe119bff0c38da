import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { DiskCache } from './cache.ts';
import { diskOriginals, type Original, type OriginalStore } from './originals.ts';
import { authParam, parseImageId, parseResizeParams, ResizeRequestError, type ResizeParams } from './params.ts';
import { RESIZER_SIZES, type SizeAllowList } from './protocol.ts';
import { CONTENT_TYPES, formatOfOriginal, renderResized } from './render.ts';
import { checkSecretLength } from './secret.ts';
import { verifyImageSignature } from './signing.ts';
import { isBackendUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../request-errors.ts';

export type ResizerOptions = {
  /** Where originals are read; `originalsDir` is the short form for files in one folder. */
  originals?: OriginalStore;
  originalsDir?: string;
  cacheDir: string;
  /** Bound of the resized-image cache on disk (RESIZER_CACHE_MAX_BYTES). */
  cacheMaxBytes?: number;
  secret: string;
  /** Sizes served; the blocks' list (protocol.ts) unless a caller needs other sizes. */
  sizes?: SizeAllowList;
};

export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;

/** `{id}.{ext}`: the original itself, as sample content and plain image URLs name it. */
const ORIGINAL_NAME = /^([A-Z0-9]{26})\.(jpg|png|webp)$/;

/** Outputs never change for a URL (the key includes the original's size and mtime), so clients keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /v2/:id?auth=&width=&height=&focal=x,y&smart=true (mounted at /resizer). Checks, in order: id shape
 * (400), auth (403), parameters and size allow-list (400), original exists (404); then serves from the disk cache
 * or resizes. GET /v2/{id}.{jpg,png,webp} serves the original itself (the plain source when an image has no token).
 */
export function createResizer(options: ResizerOptions): Router {
  const { cacheDir, secret, sizes = RESIZER_SIZES, cacheMaxBytes = DEFAULT_CACHE_MAX_BYTES } = options;
  checkSecretLength(secret, 'createResizer: the resizer secret');
  const originals = options.originals ?? (options.originalsDir !== undefined ? diskOriginals(options.originalsDir) : undefined);
  if (!originals) throw new Error('createResizer: give originals or originalsDir');
  const cache = new DiskCache(cacheDir, cacheMaxBytes);
  const router = express.Router();

  router.get('/v2/:id', async (req: Request<{ id: string }>, res: Response, next) => {
    const plain = ORIGINAL_NAME.exec(req.params.id);
    if (plain) {
      try {
        sendOriginal(res, await originals.find(plain[1]!), plain[2]!, next);
      } catch (error) {
        sendError(res, error, plain[1]!);
      }
      return;
    }
    try {
      const id = parseImageId(req.params.id);
      const auth = authParam(req.query);
      if (!verifyImageSignature(secret, id, auth)) {
        throw new ResizeRequestError(403, `query parameter auth does not match image ${id}: sign the id with the signing service`);
      }
      const params = parseResizeParams(id, req.query, sizes);
      const original = await originals.find(id);
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

/** The original as stored, when the extension asked for is the one it has; otherwise a 404 like any missing file. */
function sendOriginal(res: Response, original: Original | undefined, ext: string, next: (error?: unknown) => void) {
  if (!original || !original.file.endsWith(`.${ext}`)) {
    res.status(404).set('Cache-Control', 'no-store').json({ error: 'image not found' });
    return;
  }
  res.sendFile(original.file, { maxAge: '1d' }, (error) => {
    if (error && !res.headersSent) next(error);
  });
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
  // The originals' database is away (DATABASE_URL): the image comes back once it does.
  if (isBackendUnavailable(error)) {
    console.error(`resizer: image ${id}: originals database unavailable: ${(error as Error).message}`);
    res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).status(503).json({ error: UNAVAILABLE_MESSAGE });
    return;
  }
  // An original that is on disk but cannot be decoded: a server-side data problem, reported without a stack.
  const message = `could not resize image ${id}: ${(error as Error)?.message ?? 'unknown error'}`;
  console.error(`resizer: ${message}`);
  res.status(500).json({ error: message });
}
