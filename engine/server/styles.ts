// Each page's CSS, inlined in its <head>: the base theme plus the CSS of the components the page renders and of the
// shared modules they import, as the CSS build's manifest lists them (engine/build.ts, engine/client/styles.ts).
// A page of three blocks gets the styles of three blocks, and no stylesheet request holds up its first paint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CSS_OUT } from '../build.ts';

interface ManifestChunk { file: string; css?: string[]; imports?: string[] }
export type CssManifest = Record<string, ManifestChunk>;

/** The CSS for a set of component module keys (`/blocks/x/component.tsx`, as the registry records them). */
export type PageStyles = (modules: Iterable<string>) => string;

const ENTRY = 'engine/client/styles.ts';
// The order the site's CSS always comes in, whatever the page: layouts, then chains, then blocks (each folder's
// rules may refine what the one before set), a shared module's CSS before the first component importing it.
const FOLDER_RANK = ['layouts/', 'chains/', 'blocks/'];
const rank = (key: string) => FOLDER_RANK.findIndex((prefix) => key.startsWith(prefix));
// Distinct module sets seen (one per page config, plus editors' drafts): bounded so drafts cannot grow it for ever.
const MEMO_LIMIT = 500;

/** Reads the CSS build's manifest and files once; refuses to start without them. */
export function builtStyles(root: string): PageStyles {
  const manifestPath = path.join(root, CSS_OUT, '.vite/manifest.json');
  let manifest: CssManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CssManifest;
  } catch (e) {
    throw new Error(`${manifestPath}: ${(e as Error).message}; run npm run build`);
  }
  if (!manifest[ENTRY]) throw new Error(`${manifestPath}: missing ${ENTRY}; run npm run build`);
  return manifestStyles(manifest, (file) => readFileSync(path.join(root, CSS_OUT, file), 'utf8'));
}

/** Page styles from a manifest, reading each CSS file once with `read`. */
export function manifestStyles(manifest: CssManifest, read: (file: string) => string): PageStyles {
  // Files of a chunk and its static imports, imports first, each once.
  const filesOf = (key: string, into: string[] = [], seen = new Set<string>()): string[] => {
    if (seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk?.imports ?? []) filesOf(imported, into, seen);
    for (const file of chunk?.css ?? []) if (!into.includes(file)) into.push(file);
    return into;
  };
  const base = filesOf(ENTRY);
  const components = Object.keys(manifest).filter((k) => rank(k) >= 0).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  const byModule = new Map(components.map((key) => [`/${key}`, filesOf(key)]));
  const order = new Map<string, number>();
  for (const file of [...base, ...[...byModule.values()].flat()]) if (!order.has(file)) order.set(file, order.size);
  const text = new Map([...order.keys()].map((file) => [file, read(file)]));

  const memo = new Map<string, string>();
  // The render passes the same set for every request of a page (engine/render/page-modules.ts): no key to build.
  const bySet = new WeakMap<object, string>();
  return (modules) => {
    const same = bySet.get(modules);
    if (same !== undefined) return same;
    const known = [...new Set(modules)].filter((m) => byModule.has(m)).sort();
    const key = known.join('\n');
    let css = memo.get(key);
    if (css === undefined) {
      const files = new Set(base);
      for (const m of known) for (const file of byModule.get(m)!) files.add(file);
      css = [...files].sort((a, b) => order.get(a)! - order.get(b)!).map((file) => text.get(file)!.trim()).join('\n');
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, css);
    }
    bySet.set(modules, css);
    return css;
  };
}
