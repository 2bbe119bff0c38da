import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../engine/server/app.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { startServices } from '../services/index.ts';
import { siteSetup } from '../common/site-setup.ts';
import { listen } from './lib/http-load.ts';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

export default { name: 'prof', async run() {
  const root = process.cwd();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
  const services = await startServices({ dataDir, pgliteDir: 'memory://', secret: 'bench-secret'.padEnd(40, 'x') });
  let serveApp: any = (_req: any, res: any) => res.end();
  const server = await listen((req, res) => serveApp(req, res));
  const base = server.base;
  const cache = new MemoryContentCache();
  const quiet = { error() {}, warn() {}, log() {} };
  const { app } = await createApp({ root, siteSetup, dev: false, cache, contentBase: `${base}/arc`, contentToken: services.serviceToken, mount: services.mount, log: quiet });
  serveApp = app;
  const p = process.env.PROF_PATH ?? '/';
  let target = base;
  if (process.env.PROF_RAW) {
    const { rawPageServer } = await import('./lib/raw-page-server.ts');
    const { productionAssets } = await import('../engine/server/app.ts');
    await fetch(base + p).then((r) => r.text());
    const raw = await rawPageServer({ root, configDir: path.join(root, 'page-configs'), cache: new MemoryContentCache(), contentBase: `${base}/arc`, contentToken: services.serviceToken, assets: productionAssets(root), paths: [p] });
    target = (await listen(raw.handler)).base;
  }
  for (let i = 0; i < 50; i++) await fetch(target + p).then((r) => r.text());
  const s = new Session(); s.connect();
  await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 200 });
  await s.post('Profiler.start');
  const r = await autocannon({ url: target + p, connections: 10, duration: Number(process.env.PROF_S ?? 8), workers: 1 });
  const { profile } = await s.post('Profiler.stop');
  writeFileSync(process.env.PROF_RAW ? '/work/notes/raw.cpuprofile' : '/work/notes/app.cpuprofile', JSON.stringify(profile));
  console.log('rps', r.requests.average);
  await server.close(); await services.close();
  return {};
} };
