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

it('islands carry no CSS: the client build emits none and no chunk links a stylesheet when it loads (each page inlines its CSS)', () => {
  expect(readdirSync(assets).filter((f) => /\.css(\.|$)/.test(f))).toEqual([]);
  for (const f of scripts()) expect(readFileSync(path.join(assets, f), 'utf8'), f).not.toMatch(/\.css["']/);
});
