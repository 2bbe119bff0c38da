// What the browser downloads (the production client build, made by tests/global-setup.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const assets = path.resolve(import.meta.dirname, '../dist/client/assets');
const scripts = () => readdirSync(assets).filter((f) => f.endsWith('.js'));

it('islands ship no schema builder: custom field definitions stay on the server (blocks declare fields at module level; mark helpers that build them /* @__NO_SIDE_EFFECTS__ */)', () => {
  const files = scripts();
  expect(files.length).toBeGreaterThan(0);
  // A string only TypeBox's runtime contains (its type system policy).
  const withBuilder = files.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes('ExactOptionalPropertyTypes'));
  expect(withBuilder).toEqual([]);
});

it('islands ship no server code: no page-config loader, content fetcher or Node built-ins in the browser bundle', () => {
  for (const f of scripts()) {
    const code = readFileSync(path.join(assets, f), 'utf8');
    expect(code, f).not.toMatch(/from\s*["']node:|fast-glob|renderToPipeableStream/);
  }
});

it('the client entry names no block: no component chunk file, no component module path, no dynamic import of blocks (the server puts each island\'s chunk URL in its payload)', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(assets, '../.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; dynamicImports?: string[] }>;
  const entry = manifest['engine/client/entry.tsx']!;
  expect(entry.dynamicImports ?? []).toEqual([]);
  const code = readFileSync(path.resolve(assets, '..', entry.file), 'utf8');
  const components = Object.entries(manifest).filter(([key]) => /^blocks\/[^/]+\/component\.tsx$/.test(key));
  // Every block with a component is built as an entry of its own, so its chunk exists apart from the entry.
  expect(components.length).toBeGreaterThan(10);
  for (const [key, chunk] of components) {
    expect(chunk.isEntry, key).toBe(true);
    expect(code, key).not.toContain(path.basename(chunk.file));
  }
  expect(code).not.toMatch(/blocks\/|__vite__mapDeps/);
});

it('React is a chunk of its own that the island runtime imports, and the entry imports nothing: no React is fetched or evaluated with the page\'s script (the floor the JS bench reports apart)', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(assets, '../.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }>;
  const react = Object.entries(manifest).find(([, c]) => c.name === 'react');
  expect(react).toBeDefined();
  expect([...staticClosure(manifest, 'engine/client/mount.tsx')]).toContain(react![0]);
  const entry = manifest['engine/client/entry.tsx']!;
  expect(entry.imports ?? []).toEqual([]);
  expect(entry.dynamicImports ?? []).toEqual([]);
  expect(readFileSync(path.resolve(assets, '..', entry.file), 'utf8')).not.toMatch(/react\.production|from\s*["']/);
});

it('islands carry no CSS: the client build emits none and no chunk links a stylesheet when it loads (each page inlines its CSS)', () => {
  expect(readdirSync(assets).filter((f) => /\.css(\.|$)/.test(f))).toEqual([]);
  for (const f of scripts()) expect(readFileSync(path.join(assets, f), 'utf8'), f).not.toMatch(/\.css["']/);
});

type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
const readManifest = () => JSON.parse(readFileSync(path.resolve(assets, '../.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The manifest keys a chunk imports statically, transitively (what the browser fetches with it). */
function staticClosure(manifest: Record<string, Chunk>, key: string, seen = new Set<string>()): Set<string> {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticClosure(manifest, dep, seen);
  }
  return seen;
}

it('no shared chunk the entry or an island imports is under 100 bytes: each request carries code worth its headers', () => {
  const manifest = readManifest();
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry).map(([key]) => key);
  const shared = new Set(entries.flatMap((key) => [...staticClosure(manifest, key)]));
  expect(shared.size).toBeGreaterThan(2);
  const tiny = [...shared].filter((key) => statSync(path.resolve(assets, '..', manifest[key]!.file)).size < 100);
  expect(tiny).toEqual([]);
});

it('no shared chunk is an empty facade that only imports others (engine/index.ts re-exports, so islands import its modules\' chunk directly)', () => {
  const manifest = readManifest();
  const shared = Object.entries(manifest).filter(([, c]) => !c.isEntry && c.file.endsWith('.js'));
  expect(shared.length).toBeGreaterThan(0);
  const facades = shared.filter(([, c]) => {
    const code = readFileSync(path.resolve(assets, '..', c.file), 'utf8');
    return code.replace(/import\s*(?:[^'"`;]*?from\s*)?["'][^"']+["'];?/g, '').trim() === '';
  });
  expect(facades.map(([key]) => key)).toEqual([]);
});

it('the engine\'s client code the island runtime and islands share is one chunk, named engine, that both import', () => {
  const manifest = readManifest();
  const engine = Object.entries(manifest).filter(([, c]) => c.name === 'engine' && !c.isEntry);
  expect(engine.map(([key]) => key)).toHaveLength(1);
  const [key] = engine[0]!;
  expect([...staticClosure(manifest, 'engine/client/mount.tsx')]).toContain(key);
  // An island that reads the app context (alert-bar: useAppContext) finds it in the same chunk the entry loaded.
  expect(manifest['blocks/alert-bar/component.tsx']!.imports).toContain(key);
});

it('islands ship no editor-only view: the ads island is static in editors\' previews, so its admin placeholder stays on the server', () => {
  const manifest = readManifest();
  const ads = manifest['blocks/ads/component.tsx']!;
  const files = [ads.file, ...[...staticClosure(manifest, 'blocks/ads/component.tsx')].map((key) => manifest[key]!.file)];
  for (const file of files) expect(readFileSync(path.resolve(assets, '..', file), 'utf8'), file).not.toMatch(/ads-admin|Ad Name N\/A/);
});

it('the preview\'s editing aids are an entry of their own that imports nothing and that no reader chunk imports: readers\' chunks are built as without them', () => {
  const manifest = readManifest();
  const aids = manifest['engine/client/admin-aids.ts']!;
  expect(aids.isEntry).toBe(true);
  expect(aids.imports ?? []).toEqual([]);
  expect(readFileSync(path.resolve(assets, '..', aids.file), 'utf8')).not.toMatch(/from\s*["']|import\(/);
  const readerEntries = Object.entries(manifest).filter(([key, c]) => c.isEntry && key !== 'engine/client/admin-aids.ts').map(([key]) => key);
  expect(readerEntries.length).toBeGreaterThan(10);
  for (const key of readerEntries) expect([...staticClosure(manifest, key)], key).not.toContain('engine/client/admin-aids.ts');
  // Its code (the editor's message names) is in no chunk a reader page loads.
  for (const f of scripts().filter((f) => `assets/${f}` !== aids.file)) expect(readFileSync(path.join(assets, f), 'utf8'), f).not.toMatch(/kupu-preview|kupu-aids/);
});
