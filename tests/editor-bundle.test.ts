// The editor's JavaScript reaches editors only: the reader's client build (made by tests/global-setup.ts) has none
// of its modules, reader pages link nothing of it, and the reader's chunks come out byte for byte the same whether
// or not the reader's Vite config knows about the editor (it carries the editor's aliases for development).
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_OUT, withoutCss } from '../engine/build.ts';
import { sharedServerSuite } from './browser/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
type Manifest = Record<string, { file: string; src?: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;
const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
const EDITOR_ONLY = /^editor\/|node_modules\/(@rjsf|@dnd-kit|jsondiffpatch)\//;

/** Every built file of a client build (not its precompressed copies) by name, with its bytes' digest. */
function digests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(br|gz)$/.test(name) || !/\.(js|css|json)$/.test(name)) continue;
    out[name] = createHash('sha256').update(readFileSync(path.join(dir, name))).digest('hex');
  }
  return out;
}

describe('the editor bundle is apart from the reader\'s', () => {
  const suite = sharedServerSuite();

  it('the editor is built on its own into dist/editor with its entry in the manifest', () => {
    const editor = readManifest(path.join(root, EDITOR_OUT));
    expect(editor['editor/main.tsx']).toMatchObject({ isEntry: true });
    expect(editor['editor/main.tsx']!.file).toMatch(/^assets\/.+\.js$/);
  });

  it('the reader build\'s inputs and chunks hold no editor module (editor/, rjsf, dnd-kit, jsondiffpatch)', () => {
    const reader = readManifest(path.join(root, 'dist/client'));
    const editorish = Object.entries(reader).filter(([key, chunk]) => EDITOR_ONLY.test(key) || EDITOR_ONLY.test(chunk.src ?? ''));
    expect(editorish).toEqual([]);
    expect(Object.keys(reader).length).toBeGreaterThan(10);
  });

  it('no reader page links an editor file: not its entry, chunks or CSS, nor anything under /editor/', async () => {
    const editorFiles = Object.values(readManifest(path.join(root, EDITOR_OUT))).flatMap((c) => [c.file, ...(c.css ?? [])].map((f) => path.basename(f)));
    expect(editorFiles.length).toBeGreaterThan(0);
    for (const page of ['/', '/news/', '/search/waka/', '/about/']) {
      const res = await fetch(`${suite.server.base}${page}`);
      expect(res.status, page).toBe(200);
      const html = await res.text();
      const linked = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(linked.length, page).toBeGreaterThan(0);
      expect(linked.filter((url) => url.startsWith('/editor/')), page).toEqual([]);
      for (const file of editorFiles) expect(html, `${page} names ${file}`).not.toContain(file);
    }
  });

  it('the reader\'s chunks are byte-identical when its Vite config leaves the editor out', async () => {
    const { build } = await import('vite');
    const config = (await import('../vite.config.ts')).default as import('vite').UserConfig;
    const out = mkdtempSync(path.join(tmpdir(), 'reader-without-editor-'));
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // as engine/build.ts builds
    try {
      const { resolve: _editorAliases, ...readerOnly } = config;
      await build({ ...readerOnly, root, configFile: false, mode: 'production', logLevel: 'silent', plugins: [...(config.plugins ?? []), withoutCss], build: { ...config.build, outDir: out } });
      const built = digests(out);
      expect(Object.keys(built).length).toBeGreaterThan(10);
      expect(built).toEqual(digests(path.join(root, 'dist/client')));
    } finally {
      process.env.NODE_ENV = previous;
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);
});
