// The import rules that keep the layers apart, checked over every source file of the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf, siteTermsInEngine } from './support/boundaries.ts';
import { siteSetup } from '../common/site-setup.ts';

const root = path.resolve(import.meta.dirname, '..');

function repositoryFiles(): Map<string, string> {
  const files = fg.sync(['**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'], { cwd: root, dot: true, ignore: ['node_modules/**', 'dist/**', 'storybook-static/**', 'data/**'] });
  return new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
}

const rulesBroken = (files: Record<string, string>) => checkBoundaries(new Map(Object.entries(files))).map((v) => `${v.file}: ${v.rule}`);

describe('import boundaries', () => {
  it('reads static, re-exported, side-effect and dynamic imports', () => {
    const text = `import a from './a.ts';\nimport type { B } from '../b.ts';\nexport { c } from './c.ts';\nimport './d.css';\nconst e = await import('./e.ts');`;
    expect(importsOf(text).sort()).toEqual(['../b.ts', './a.ts', './c.ts', './d.css', './e.ts']);
  });

  it('catches each kind of deliberate violation', () => {
    expect(
      rulesBroken({
        'engine/index.ts': '',
        'engine/render/tree.tsx': '',
        'blocks/promo/index.ts': `import { defineFeature } from '../../engine/index.ts';\nexport default defineFeature({ name: 'promo' });`,
        'blocks/promo/component.tsx': `import { x } from '../../engine/render/tree.tsx';\nimport { y } from '../footer/menu.ts';\nimport { z } from './fixtures.ts';`,
        'blocks/promo/fixtures.ts': '',
        'blocks/footer/index.ts': `export default defineFeature({ label: {}, name: 'site-footer' });`,
        'blocks/footer/menu.ts': '',
        'common/suite-like.tsx': '',
        'common/suite-like.test.tsx': `import { s } from './suite-like.tsx';`,
        'sources/feed.ts': `import { defineSource } from '../engine/source.ts';`,
        'engine/source.ts': '',
        'services/resizer/params.ts': `import { isImageId } from '../../common/images.ts';`,
        'common/images.ts': '',
        'endpoints/rss.ts': `import { fetchContent } from '../engine/content/fetch.ts';`,
        'engine/content/fetch.ts': '',
        'sdk/identity/client.ts': `import { defineFeature } from '../../engine/index.ts';\nimport { useState } from 'react';\nimport { readFile } from 'node:fs';\nimport { tokenExpiry } from './jwt.ts';`,
        'sdk/identity/jwt.ts': '',
        'sdk/identity/index.ts': `export { createIdentity } from './client.ts';`,
        'sdk/identity/client.test.ts': `import { createServer } from 'node:http';\nimport { client } from './client.ts';`,
      }).sort(),
    ).toEqual([
      'blocks/footer/index.ts: a block\'s folder is named as its definition',
      'blocks/promo/component.tsx: a block imports no other block\'s folder',
      'blocks/promo/component.tsx: engine only through its public index',
      'blocks/promo/component.tsx: production code imports no test support',
      'common/suite-like.tsx: test support is named as such',
      'endpoints/rss.ts: engine only through its public index',
      'sdk/identity/client.ts: the SDK imports only the SDK',
      'sdk/identity/client.ts: the SDK imports only the SDK',
      'sdk/identity/client.ts: the SDK imports only the SDK',
      'services/resizer/params.ts: services import only services',
      'sources/feed.ts: engine only through its public index',
    ]);
  });

  it('the repository keeps every rule: engine through its index, no test support in production, services alone, the SDK alone, blocks apart and named as defined', () => {
    expect(checkBoundaries(repositoryFiles()).map((v) => `${v.file}  [${v.rule}]  ${v.detail}`)).toEqual([]);
  });
});

describe('a site-neutral engine', () => {
  const named = (files: Record<string, string>) => siteTermsInEngine(new Map(Object.entries(files)), siteSetup).map((v) => `${v.file}: ${v.detail}`);

  it("catches the site's languages, site parameter and path prefix written into engine code, not in its tests or elsewhere", () => {
    expect(
      named({
        'engine/server/request.ts': `const lang = cookies.lang === 'mi' ? 'mi' : 'en';\nconst site = url.searchParams.get('_website');\nif (path.startsWith('/pf/')) path = path.slice(3);`,
        'engine/render/admin.tsx': `<strong>{def.label.en}</strong>\nconst text = { en: 'Home' };`,
        'engine/render/fine.tsx': `const spending = item.menu; const pfx = '/pfizer'; const mine = when;`,
        'engine/server/request.test.ts': `parse('/pf/x?_website=a', { cookie: 'lang=mi' });`,
        'common/site-setup.ts': `languages: ['en', 'mi'], siteParam: '_website', pathPrefixes: ['/pf']`,
      }),
    ).toEqual([
      `engine/server/request.ts: line 1 names the language "en": const lang = cookies.lang === 'mi' ? 'mi' : 'en';`,
      `engine/server/request.ts: line 1 names the language "mi": const lang = cookies.lang === 'mi' ? 'mi' : 'en';`,
      `engine/server/request.ts: line 2 names the site parameter "_website": const site = url.searchParams.get('_website');`,
      `engine/server/request.ts: line 3 names the path prefix "/pf": if (path.startsWith('/pf/')) path = path.slice(3);`,
      `engine/render/admin.tsx: line 1 names the language "en": <strong>{def.label.en}</strong>`,
      `engine/render/admin.tsx: line 2 names the language "en": const text = { en: 'Home' };`,
    ]);
  });

  it("the engine's production files name none of the site's languages, its site parameter or its path prefixes (they come from the site setup)", () => {
    expect(siteTermsInEngine(repositoryFiles(), siteSetup).map((v) => `${v.file}: ${v.detail}`)).toEqual([]);
  });
});
