// A baseline server of the HTTP bench, run as a process of its own (baseline-child.ts starts it), as the app's server
// is: a server in the bench's own process shares it with the load generator's thread, which made it serve 6-9% more
// pages/s than the same server as a process of its own on this 2-core machine (measured: the same raw page server,
// alternating turns, 10 rounds), a head start the app's server never has.
// Told what to serve by one IPC message; answers with where it listens and what its render logged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import { productionAssets } from '../../engine/server/app.ts';
import { MemoryContentCache } from '../../engine/content/cache-memory.ts';
import { listen } from './http-load.ts';
import { rawPageServer } from './raw-page-server.ts';

export type BaselineRequest =
  /** The raw page server (raw-page-server.ts) over the app's content API. */
  | { kind: 'pages'; contentBase: string; contentToken: string; paths: string[] }
  /** The bytes of a file sent from memory, as text/html, with no other header. */
  | { kind: 'static'; file: string };

export type BaselineReady = { base: string; errors: string[]; execArgv: string[] } | { failed: string };

async function serve(request: BaselineRequest): Promise<{ handler: RequestListener; errors: string[] }> {
  if (request.kind === 'static') {
    const body = readFileSync(request.file);
    return {
      handler: (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(body);
      },
      errors: [],
    };
  }
  const root = process.cwd();
  return rawPageServer({ root, configDir: path.join(root, 'page-configs'), cache: new MemoryContentCache(), contentBase: request.contentBase, contentToken: request.contentToken, assets: productionAssets(root), paths: request.paths });
}

process.once('message', (request: BaselineRequest) => {
  serve(request)
    .then(async ({ handler, errors }) => ({ base: (await listen(handler)).base, errors, execArgv: process.execArgv }))
    .catch((error: unknown) => ({ failed: (error as Error)?.stack ?? String(error) }))
    .then((ready: BaselineReady) => process.send!(ready));
});
