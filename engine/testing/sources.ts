/**
 * Test support for sources: a real HTTP server standing in for the content API (records every
 * request URL, answers with canned ANS), a SourceContext over it, and runSource, which runs a
 * source the way engine/content/fetch.ts does (same coercion), without the cache.
 */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TObject } from '@sinclair/typebox';
import { coerceQuery } from '../content/fetch.ts';
import { splitSelection } from '../content/select.ts';
import { ContentError, type SourceContext, type SourceDefinition } from '../source.ts';
import { defaultSiteId } from './sites.ts';

// Where the canned API answers on its port: a content base with a path, as a real one has.
const MOUNT = '/content-api';

export type CannedHandler = (url: URL) => unknown | { status: number; body: unknown };

export interface CannedApi {
  /** Content base as sources see it, e.g. http://127.0.0.1:PORT/content-api */
  base: string;
  /** Every request path + query received, in order (without the base's path). */
  requests: URL[];
  close(): Promise<void>;
}

/** Routes are matched by path prefix (longest first); a handler returning undefined gives 404. */
export async function startCannedApi(routes: Record<string, CannedHandler>): Promise<CannedApi> {
  const requests: URL[] = [];
  const app = express();
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  app.use(MOUNT, (req, res) => {
    const url = new URL(req.originalUrl.slice(MOUNT.length), 'http://canned');
    requests.push(url);
    if (req.headers.authorization !== 'Bearer test-token') {
      res.status(401).json({ error: 'missing bearer token' });
      return;
    }
    const prefix = prefixes.find((p) => url.pathname.startsWith(p));
    const out = prefix ? routes[prefix](url) : undefined;
    if (out === undefined) {
      res.status(404).json({ error: `no canned answer for ${url.pathname}` });
      return;
    }
    const hasStatus = typeof out === 'object' && out !== null && 'status' in out && 'body' in out;
    if (hasStatus) res.status((out as { status: number }).status).json((out as { body: unknown }).body);
    else res.json(out);
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}${MOUNT}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function contextFor(base: string, site = defaultSiteId()): SourceContext {
  return {
    site,
    contentBase: base,
    async fetchJson(pathOrUrl, init) {
      const url = /^https?:/.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
      const res = await fetch(url, { headers: { Authorization: 'Bearer test-token' }, signal: init?.signal });
      if (!res.ok) throw new ContentError(`GET ${pathOrUrl}: ${res.status}`, res.status === 404 ? 404 : 502);
      return res.json();
    },
  };
}

/**
 * Coerce string params with the engine's own coercion (defaults, types), then run and transform like the engine:
 * a `_select` in `raw` reaches a selecting source as `ctx.select`.
 */
export async function runSource<P extends TObject>(
  def: SourceDefinition<P>,
  raw: Record<string, string | readonly string[]>,
  given: SourceContext,
): Promise<unknown> {
  const { query: params, select, error } = splitSelection(raw);
  if (error) throw new ContentError(error, 400);
  const query = coerceQuery(def, params) as never;
  const ctx = def.selects && select ? { ...given, select } : given;
  const data = def.fetch ? await def.fetch(query, ctx) : await ctx.fetchJson(def.resolve!(query, ctx));
  return def.transform ? def.transform(data, query, ctx) : data;
}
