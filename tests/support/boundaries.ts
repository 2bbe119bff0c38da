// The repository's import rules, as a pure function over file texts (so a test can feed it deliberate violations).
import path from 'node:path';

export interface Violation {
  file: string;
  rule: string;
  detail: string;
}

/** Imports, re-exports and dynamic imports of a module's text, as written. */
export function importsOf(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1]);
  return out;
}

const BLOCK_ROOTS = ['blocks', 'chains', 'layouts'];
const ENGINE_CLIENTS = [...BLOCK_ROOTS, 'common', 'sources', 'feeds', 'endpoints'];

/** Tests, stories and the support code only they use (fixtures, harnesses, fakes, suites). */
export function isTestSupportName(file: string): boolean {
  const parts = file.split('/');
  const base = parts[parts.length - 1];
  return (
    parts.some((p) => p === 'testing' || p === 'test' || p === 'tests' || p === '.storybook') ||
    /\.(test|stories|browser\.test)\.tsx?$/.test(base) ||
    /^(fixtures?|harness|test-helpers?|.*-suite|.*\.fixtures?|.*\.suite)\.tsx?$/.test(base)
  );
}

const isTestFile = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || file.startsWith('tests/') || file.startsWith('.storybook/');
/** Commands run by developers (bench, scripts): neither production nor tests. */
const isTooling = (file: string) => file.startsWith('scripts/') || file.startsWith('bench/') || /^[^/]+\.config\.ts$/.test(file);

function resolve(from: string, spec: string, files: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) if (files.has(candidate)) return candidate;
  return target;
}

/** Modules found by glob (the registry, islands, the client and server entries): nobody imports them by name. */
const isDiscovered = (file: string) =>
  /^(blocks|chains|layouts)\/[^/]+\/(index\.ts|component\.tsx)$/.test(file) || /^(sources|endpoints)\/[^/]+\.ts$/.test(file) || /^engine\/(client|server)\//.test(file);

/** Folder of a block (e.g. blocks/footer) or undefined for code outside the block folders. */
const blockFolder = (file: string) => {
  const [root, name] = file.split('/');
  return BLOCK_ROOTS.includes(root) && name && file.split('/').length > 2 ? `${root}/${name}` : undefined;
};

/**
 * Checks the import rules over `files` (repository-relative path -> text):
 * - blocks, chains, layouts, common, sources, feeds and endpoints reach the engine only through engine/index.ts;
 * - production code never imports test support, and support code that only tests use is named as such;
 * - services import nothing outside services;
 * - the SDK (sdk/) imports nothing outside sdk/, no package either: it runs in any page, with or without our engine;
 * - a block never imports another block's folder;
 * - a block's folder is named as its definition (`name: '...'` in its index.ts): a block is found where its name says.
 */
export function checkBoundaries(files: Map<string, string>): Violation[] {
  const out: Violation[] = [];
  const known = new Set(files.keys());
  const importedBy = new Map<string, string[]>();
  for (const [file, text] of files) {
    const production = !isTestSupportName(file) && !isTestFile(file) && !isTooling(file);
    for (const spec of importsOf(text)) {
      const target = resolve(file, spec, known);
      if (production && file.startsWith('sdk/') && !target?.startsWith('sdk/')) {
        // A package or a file outside sdk/ (engine, services, React, node:*) would follow the SDK into third parties' pages.
        out.push({ file, rule: 'the SDK imports only the SDK', detail: `imports ${spec}` });
      }
      if (!target) continue;
      importedBy.set(target, [...(importedBy.get(target) ?? []), file]);
      if (!production) continue;
      const root = file.split('/')[0];
      if (ENGINE_CLIENTS.includes(root) && target.startsWith('engine/') && target !== 'engine/index.ts') {
        out.push({ file, rule: 'engine only through its public index', detail: `imports ${spec}; use engine/index.ts` });
      }
      if (isTestSupportName(target) || isTestFile(target)) {
        out.push({ file, rule: 'production code imports no test support', detail: `imports ${spec}` });
      }
      if (root === 'services' && !target.startsWith('services/')) {
        out.push({ file, rule: 'services import only services', detail: `imports ${spec}` });
      }
      const mine = blockFolder(file);
      const theirs = blockFolder(target);
      if (mine && theirs && mine !== theirs) {
        out.push({ file, rule: "a block imports no other block's folder", detail: `imports ${spec}; share it through common/` });
      }
    }
  }
  // Support code used only by tests and stories must say so in its name or folder.
  for (const [target, users] of importedBy) {
    if (!known.has(target) || isTestSupportName(target) || isTestFile(target) || isTooling(target) || isDiscovered(target) || !/\.tsx?$/.test(target)) continue;
    if (users.every((u) => isTestFile(u) || isTestSupportName(u))) {
      out.push({ file: target, rule: 'test support is named as such', detail: `only tests or stories import it (${users[0]}); move it to a testing/ folder or name it *.fixtures.ts / *-suite.tsx` });
    }
  }
  for (const [file, text] of files) {
    const folder = blockFolder(file);
    if (!folder || file !== `${folder}/index.ts`) continue;
    const name = /\bdefine(?:Feature|Chain|Layout|Promo)\(\s*\{[\s\S]*?\bname:\s*['"]([^'"]+)['"]/.exec(text)?.[1];
    if (name && name !== folder.split('/')[1]) {
      out.push({ file, rule: "a block's folder is named as its definition", detail: `folder "${folder.split('/')[1]}" defines "${name}"` });
    }
  }
  return out;
}

/** What a site's setup names that the engine must not: its languages, its site parameter, its path prefixes. */
export interface SiteTerms {
  languages: readonly string[];
  siteParam: string;
  pathPrefixes: readonly string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Engine production files (everything under engine/ but its tests) that name the site: a language code as a string,
 * an object key or a property (`'mi'`, `mi:`, `label.mi`), the site parameter, or a path prefix. The engine gets them
 * from the site setup; written into it, they make it one site's engine.
 */
export function siteTermsInEngine(files: Map<string, string>, site: SiteTerms): Violation[] {
  const terms: Array<{ what: string; re: RegExp }> = [
    ...site.languages.map((l) => ({ what: `language "${l}"`, re: new RegExp(`['"\`]${escapeRegExp(l)}['"\`]|(?<![\\w$.-])${escapeRegExp(l)}\\s*:|\\.${escapeRegExp(l)}\\b`) })),
    { what: `site parameter "${site.siteParam}"`, re: new RegExp(escapeRegExp(site.siteParam)) },
    ...site.pathPrefixes.map((p) => ({ what: `path prefix "${p}"`, re: new RegExp(`${escapeRegExp(p)}(?![\\w-])`) })),
  ];
  const out: Violation[] = [];
  for (const [file, text] of files) {
    if (!file.startsWith('engine/') || isTestFile(file) || !/\.tsx?$/.test(file)) continue;
    text.split('\n').forEach((line, i) => {
      for (const { what, re } of terms) {
        if (re.test(line)) out.push({ file, rule: 'the engine names no site', detail: `line ${i + 1} names the ${what}: ${line.trim()}` });
      }
    });
  }
  return out;
}
