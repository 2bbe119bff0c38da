// Production's front door: reader pages go straight to the page handler, everything else to Express.
// Express's own work per request (its router walking every route, and swapping the request's and response's
// prototypes for its own) made an article cost about a quarter more to serve than the same render on node:http
// (npm run bench, http). Pages use nothing of Express; they run the same common middleware (security headers,
// request id, access log, metrics, compression) and the same page step, in the same order.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** A connect-style step: calls `next` when done, or with an error. */
export type Step = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Steps run one after another as one: each calls the next, an error skips the rest. Composed once, so a request
 * makes no named function (under `npm start` the source is compiled keeping function names, which costs a
 * defineProperty per named function made).
 */
export function inSeries(...steps: Step[]): Step {
  return steps.reduceRight<Step>(
    (rest, step) => (req, res, next) => step(req, res, (error) => (error ? next(error) : rest(req, res, next))),
    (_req, _res, next) => next(),
  );
}

export interface PageLaneOptions {
  /** Serves every request the lane does not take (Express, with all its routes). */
  express: RequestListener;
  /**
   * Path prefixes Express serves before the pages (its routes and mounted services). A path equal to one or under
   * it, in any letter case (Express matches without case), goes to Express.
   */
  expressPaths: readonly string[];
  /** The common middleware every response runs first. */
  common: Step;
  /** The page step: a feed, sitemap or page for the request (it answers everything it is given). */
  page: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Answers an error the common middleware or the page step ended with. */
  fail: (error: unknown, req: IncomingMessage, res: ServerResponse) => void;
}

/** The request listener: a GET or HEAD of a path Express does not serve goes to the pages directly. */
export function pageLane(opts: PageLaneOptions): RequestListener {
  const prefixes = opts.expressPaths.map((p) => p.toLowerCase().replace(/\/+$/, ''));
  const toExpress = (path: string) => {
    const lower = path.toLowerCase();
    return prefixes.some((p) => lower === p || lower.startsWith(`${p}/`));
  };
  return (req, res) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    // Only an origin-form target ("/path?query") is read here; anything else (absolute form, "*") Express parses.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith('/') || toExpress(path)) return opts.express(req, res);
    opts.common(req, res, (error) => {
      if (error) return opts.fail(error, req, res);
      opts.page(req, res).catch((e: unknown) => opts.fail(e, req, res));
    });
  };
}
