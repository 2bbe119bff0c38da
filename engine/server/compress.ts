import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import vary from 'vary';
import { PRECOMPRESSED } from '../precompress.ts';

/**
 * Dynamic responses (pages, /api/*, feeds and sitemaps) compressed by Accept-Encoding, brotli first. The levels are
 * the ones that cost less CPU than the bytes they save on the fly; built assets are compressed harder once, at build.
 * Responses that already carry Content-Encoding (precompressed assets) are left alone by the middleware.
 */
export function compressResponses() {
  const compress = compression({
    level: 6,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Node's request and response are all the middleware uses (it is connect middleware), Express's or not.
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.headers['accept-encoding']) return compress(req as Request, res as Response, next);
    // Nothing to negotiate: skip the middleware's wrapping of every write (about 1% of a page's cost on the
    // server), but say the response varies, so a shared cache does not hand this plain copy to a browser that
    // accepts brotli. Said now: handlers add to Vary (vary()), never replace it.
    vary(res, 'Accept-Encoding');
    next();
  };
}

/** The best encoding the client accepts among those a file was precompressed to, or undefined. */
function acceptedEncoding(accept: string | undefined): (typeof PRECOMPRESSED)[number] | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  return PRECOMPRESSED.find((e) => quality(e.encoding) > 0);
}

/**
 * Serves `<file>.br` / `<file>.gz` beside a built asset when the client accepts it, with the original's type;
 * put it before express.static on the same folder, which serves the file itself otherwise. The folder is listed
 * once: built assets do not change under a running server, and a lookup by exact name never leaves the folder.
 */
export function precompressedAssets(dir: string) {
  const stored = new Set(existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `/${f.split(path.sep).join('/')}`) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const chosen = acceptedEncoding(req.headers['accept-encoding']);
    if (!chosen || !stored.has(req.path + chosen.suffix)) return next();
    res.type(path.extname(req.path));
    res.set('Content-Encoding', chosen.encoding);
    res.sendFile(path.join(dir, req.path + chosen.suffix), { immutable: true, maxAge: '1y' }, (err) => {
      if (err) next(err);
    });
  };
}
