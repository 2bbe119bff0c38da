// What the browser downloads (the production client build, made by tests/global-setup.ts).
import { readdirSync, readFileSync } from 'node:fs';
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

it('React is a chunk of its own that the entry imports (the floor the JS bench reports apart)', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(assets, '../.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string; imports?: string[] }>;
  const react = Object.entries(manifest).find(([, c]) => c.name === 'react');
  expect(react).toBeDefined();
  expect(manifest['engine/client/entry.tsx']!.imports).toContain(react![0]);
  expect(readFileSync(path.resolve(assets, '..', manifest['engine/client/entry.tsx']!.file), 'utf8')).not.toContain('react.production');
});

it('islands carry no CSS: the client build emits none and no chunk links a stylesheet when it loads (each page inlines its CSS)', () => {
  expect(readdirSync(assets).filter((f) => /\.css(\.|$)/.test(f))).toEqual([]);
  for (const f of scripts()) expect(readFileSync(path.join(assets, f), 'utf8'), f).not.toMatch(/\.css["']/);
});
