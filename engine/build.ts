import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Plugin } from 'vite';
import { precompressDir } from './precompress.ts';

const SOURCES = ['engine/**/*', 'blocks/**/*', 'sdk/**/*', 'chains/**/*', 'layouts/**/*', 'sources/**/*', 'common/**/*', 'feeds/**/*', 'endpoints/**/*', 'editor/**/*', 'vite.config.ts', 'package-lock.json'];
const STAMP = 'dist/.built';
/** Where the CSS build writes its manifest and files (read by engine/server/styles.ts). */
export const CSS_OUT = 'dist/css';
/** Where the editor app's build goes (editor/vite.config.ts); the shell page at /editor/ reads its manifest. */
export const EDITOR_OUT = 'dist/editor';
const LOCK = 'node_modules/.cache/kupu-build.lock';

const EMPTY = '\0kupu-no-css';
/**
 * The islands' build leaves CSS out: the server inlines each page's CSS from the CSS build, and an island's chunk
 * would otherwise link its own CSS again as a stylesheet when it loads.
 */
export const withoutCss: Plugin = {
  name: 'kupu-without-css',
  enforce: 'pre',
  resolveId: (source) => (/\.css(\?.*)?$/.test(source) ? EMPTY : null),
  load: (id) => (id === EMPTY ? '' : null),
};

/** Client and server bundles, built with Vite's API. */
export async function build(root: string) {
  const { build: viteBuild } = await import('vite');
  // Always React's production build, whoever calls (vitest runs with NODE_ENV=test, which Vite would keep).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBundles(root, viteBuild);
  } finally {
    process.env.NODE_ENV = previous;
  }
}

async function buildBundles(root: string, viteBuild: typeof import('vite').build) {
  await viteBuild({ root, mode: 'production', logLevel: 'warn', configFile: path.join(root, 'vite.config.ts'), plugins: [withoutCss] });
  // Assets are served precompressed (engine/server/compress.ts), so each is compressed once, here, at full effort.
  precompressDir(path.join(root, 'dist/client/assets'));
  // The CSS of every component, for the server to inline per page (engine/server/styles.ts): a build of its own
  // whose JS nobody loads, so listing chains and layouts never changes how the islands' chunks are split.
  // Not vite.config.ts: its client input would be merged into this one. The entry's export keeps the lazy chunks.
  const { default: react } = await import('@vitejs/plugin-react');
  await viteBuild({
    root,
    mode: 'production',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    publicDir: false,
    build: { outDir: CSS_OUT, emptyOutDir: true, manifest: true, rolldownOptions: { input: 'engine/client/styles.ts', preserveEntrySignatures: 'exports-only' } },
  });
  await buildEditor(root, viteBuild);
  await viteBuild({
    root,
    mode: 'production',
    logLevel: 'warn',
    configFile: path.join(root, 'vite.config.ts'),
    build: { ssr: 'engine/server/entry.ts', outDir: 'dist/server', emptyOutDir: true, manifest: false, rolldownOptions: { input: 'engine/server/entry.ts', output: { entryFileNames: 'entry.js' } } },
  });
  writeFileSync(path.join(root, STAMP), new Date().toISOString());
}

/**
 * The editor app (editor/main.tsx) into dist/editor/ (or `outDir`): a build of its own with its own config, so the
 * reader's client build never sees the editor's modules and its chunks do not change with them.
 */
export async function buildEditor(root: string, viteBuild: typeof import('vite').build, outDir?: string) {
  await viteBuild({ root, mode: 'production', logLevel: 'warn', configFile: path.join(root, 'editor/vite.config.ts'), ...(outDir ? { build: { outDir } } : {}) });
  precompressDir(path.resolve(root, outDir ?? EDITOR_OUT, 'assets'));
}

/** True when there is no build, or a source file changed after it (so `npm start` never serves stale code). */
export async function needsBuild(root: string): Promise<boolean> {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  const files = await fg(SOURCES, { cwd: root, ignore: ['**/*.test.*', '**/*.stories.*'], stats: true });
  return files.some((f) => (f.stats?.mtimeMs ?? 0) > builtAt);
}

/**
 * Builds when needed, one process at a time: test files and servers starting together would otherwise build
 * into the same dist/ at once. A lock older than two minutes is taken as left behind by a killed process.
 */
export async function buildIfNeeded(root: string): Promise<boolean> {
  const lock = path.join(root, LOCK);
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (!(await needsBuild(root))) return false;
    await build(root);
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
