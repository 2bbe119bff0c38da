import path from 'node:path';
import { tmpdir } from 'node:os';
import { startServerChild } from '../scripts/server-child.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { productionAssets } from '../engine/server/app.ts';
import { listen, load, loadPair } from './lib/http-load.ts';
import { rawPageServer } from './lib/raw-page-server.ts';
export default { name: 'c', async run() {
  const root = process.cwd();
  const token = 'bench-token-'.padEnd(40, 'y');
  const child = await startServerChild({ root, dataDir: path.join(tmpdir(), 'kupu-loadtest-data'), env: { ARC_ACCESS_TOKEN: token, LOG_LEVEL: process.env.CHILD_LOG ?? 'warn', ...(process.env.CHILD_PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/work/notes/childprof' } : {}) } });
  try {
    const base = child.base;
    const found = (await (await fetch(`${base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as any;
    const article = found.content_elements[0].websites.teaomarama.website_url as string;
    const pages = (process.env.CHILD_PAGE === 'article' ? [['article', article]] : [['homepage', '/'], ['article', article]]) as any;
    for (const [, p] of pages) for (let i = 0; i < 20; i++) await fetch(base + p).then((r) => r.text());
    const raw = await rawPageServer({ root, configDir: path.join(root, 'page-configs'), cache: new MemoryContentCache(), contentBase: `${base}/arc`, contentToken: token, assets: productionAssets(root), paths: pages.map(([, p]) => p) });
    const rawServer = await listen(raw.handler);
    for (const [name, p] of pages) {
      const [a, r] = await loadPair(() => load(base + p), () => load(rawServer.base + p));
      console.log(name, a.rps.toFixed(0), r.rps.toFixed(0), (a.rps / r.rps).toFixed(2));
    }
    await rawServer.close();
  } finally { await child.stop(); }
  return {};
} };
