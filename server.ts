// `npm start`: production (builds first if the sources changed); `npm run dev`: Vite middleware with HMR.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './engine/server/app.ts';
import { buildIfNeeded, needsBuild } from './engine/build.ts';
import { createContentCache } from './engine/content/create-cache.ts';
import { startServices } from './services/index.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
process.env.NODE_ENV ??= dev ? 'development' : 'production';

if (!dev && (await needsBuild(root))) {
  console.log('building client and server bundles ...');
  await buildIfNeeded(root);
}

const cache = createContentCache();
// With CONTENT_BASE set, content comes from there (e.g. a real Arc organisation) and no embedded API runs.
const services = process.env.CONTENT_BASE
  ? undefined
  : await startServices({ dataDir: process.env.DATA_DIR ?? path.join(root, 'data'), databaseUrl: process.env.DATABASE_URL, token: process.env.ARC_ACCESS_TOKEN, log: console });
const { app, close } = await createApp({
  root,
  dev,
  cache,
  mount: services?.mount,
  contentBase: process.env.CONTENT_BASE ?? `http://127.0.0.1:${port}/arc`,
  contentToken: process.env.ARC_ACCESS_TOKEN,
  editorToken: process.env.EDITOR_TOKEN,
  htmlCacheControl: process.env.HTML_CACHE_CONTROL,
});

const server = app.listen(port, () => {
  console.log(`serving ${dev ? 'development (HMR)' : 'production'} on http://localhost:${port}`);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, then release the cache and Vite.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close(async () => {
      await Promise.allSettled([cache.close(), close(), services?.close()]);
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
