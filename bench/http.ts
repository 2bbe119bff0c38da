// HTTP pages/s on loopback with a warm content cache: the production server with the embedded content API and
// sample content, loaded with autocannon. /healthz (no render) is the same server's floor in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../engine/server/app.ts';
import { buildIfNeeded } from '../engine/build.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { startServices } from '../services/index.ts';
import type { BenchSection } from './section.ts';
import { siteSetup } from '../common/site-setup.ts';

const DURATION_S = 4;
const CONNECTIONS = 10;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} responses were not 2xx`);
  return result;
}

const section: BenchSection = {
  name: 'http',
  async run() {
    const root = process.cwd();
    await buildIfNeeded(root);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
    const services = await startServices({ dataDir, pgliteDir: 'memory://', secret: 'bench-secret'.padEnd(40, 'x') });
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cache = new MemoryContentCache();
    const { app, close } = await createApp({ root, siteSetup, dev: false, cache, contentBase: `${base}/arc`, contentToken: services.serviceToken, mount: services.mount, log: { error() {}, warn() {}, log() {} } });
    server.on('request', app);
    const metrics: Record<string, number> = {};
    try {
      const found = (await (await fetch(`${base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`)).json()) as any;
      const article = found.content_elements[0].websites.teaomarama.website_url as string;
      const pages = [['floor /healthz', '/healthz'], ['homepage', '/'], ['article', article]] as const;
      for (const [, p] of pages) await fetch(base + p).then((r) => r.text()); // warm the content cache
      console.log(`http: autocannon, ${CONNECTIONS} connections x ${DURATION_S} s each, loopback, warm content cache`);
      for (const [name, p] of pages) {
        const r = await load(base + p);
        const key = name.split(' ')[0];
        metrics[`http-${key}-rps`] = r.requests.average;
        console.log(`http ${name.padEnd(16)} ${r.requests.average.toFixed(0).padStart(6)} pages/s   latency p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms   ${(r.throughput.average / 1024).toFixed(0)} KiB/s`);
      }
    } finally {
      await new Promise((r) => server.close(r));
      await close();
      await cache.close();
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return metrics;
  },
};
export default section;
