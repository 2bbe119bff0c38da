// Bad page configs, one per kind of mistake, in a copy of the shipped page-configs: production refuses to start
// (with validate's lines); development serves every page 200 over real HTTP, editors seeing an error card naming
// file, JSON pointer and reason on every request, readers the rest of the page (the error logged each request).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../engine/server/app.ts';
import { createSite } from '../engine/server/entry.ts';
import { buildIfNeeded } from '../engine/build.ts';
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { writeConfigFiles } from './fixtures/configs.ts';
import { elementWith, testAssets, textOf } from './fixtures/render.ts';
import { siteSetup } from '../common/site-setup.ts';

const root = path.resolve(import.meta.dirname, '..');
const OK = { type: 'html-box', customFields: { HTML: '<p>The rest of the page</p>' } };
const page = (slug: string, sections: Record<string, unknown[]>) => ({ uri: `/broken/${slug}/`, layout: 'right-rail', sections });

/** One page per kind of mistake, with what validate says about it. */
const MISTAKES = [
  {
    kind: 'an unknown block type',
    slug: 'type',
    config: page('type', { main: [OK, { type: 'no-such-block' }] }),
    pointer: '/sections/main/1/type',
    message: 'unknown block type "no-such-block"',
  },
  {
    kind: 'a wrong field type',
    slug: 'field',
    config: page('field', { main: [OK, { type: 'html-box', customFields: { HTML: 42 } }] }),
    pointer: '/sections/main/1/customFields/HTML',
    message: 'wrong type: must be string',
  },
  {
    kind: 'a missing required field',
    slug: 'required',
    config: page('required', { main: [OK, { type: 'simple-list' }] }),
    pointer: '/sections/main/1/customFields',
    message: 'missing required field "content"',
  },
  {
    kind: 'a misspelt section',
    slug: 'section',
    config: page('section', { main: [OK], sidebar: [{ type: 'html-box', customFields: { HTML: '<p>Lost in the sidebar</p>' } }] }),
    pointer: '/sections/sidebar',
    message: 'unknown section "sidebar" for layout "right-rail" (its sections: navigation, fullwidth1, main, rightTail, fullwidth2, footer)',
  },
  {
    kind: 'a content query missing a required param',
    slug: 'query',
    config: page('query', { main: [OK, { type: 'results-list', customFields: { content: { contentService: 'story-feed-sections', contentConfigValues: {} } } }] }),
    pointer: '/sections/main/1/customFields/content/contentConfigValues',
    message: 'missing required param "includeSections" of content source "story-feed-sections"',
  },
].map((m) => ({ ...m, file: `pages/teaomarama/broken-${m.slug}.json` }));

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const card = (html: string) => {
  const found = elementWith(html, 'class="pb-admin-config-error"');
  // textOf spaces out tags: "<code>/p</code>: m" reads "/p: m" on the page.
  return found && unescape(textOf(found)).replace(/ :/g, ':');
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pb-config-errors-'));
  await cp(path.join(root, 'page-configs'), dir, { recursive: true });
  await writeConfigFiles(dir, { ...Object.fromEntries(MISTAKES.map((m) => [m.file, m.config])), 'pages/teaomarama/fine.json': page('fine', { main: [OK] }) });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('production refuses to start with an invalid page config', () => {
  it('createApp rejects with one `file  /pointer  message` line per mistake, as npm run validate prints them (server.ts exits 1 with it)', async () => {
    await buildIfNeeded(root);
    const logged: string[] = [];
    const started = createApp({
      root, siteSetup, configDir: dir, dev: false, cache: new MemoryContentCache(), contentBase: 'http://127.0.0.1:9/arc',
      log: { error: (...a: unknown[]) => logged.push(a.join(' ')), warn: () => {}, log: () => {} },
    });
    const error = await started.then(() => undefined, (e: Error & { code?: string }) => e);
    expect(error?.code).toBe('PAGE_CONFIGS_INVALID');
    const lines = error!.message.split('\n');
    expect(lines[0]).toMatch(/^page configs are invalid: refusing to start/);
    const base = path.relative(process.cwd(), dir);
    for (const m of MISTAKES) expect(lines).toContain(`${path.join(base, m.file)}  ${m.pointer}  ${m.message}`);
    expect(lines.at(-1)).toBe(`${MISTAKES.length} error(s) in page configs`);
  });
});

describe('development serves a page with config errors: 200, error cards for editors, the rest for readers', () => {
  let server: Server;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    // Not in the shared folder's list: production refuses it with the others, which the test above counts.
    await writeFile(path.join(dir, 'pages/teaomarama/broken-syntax.json'), '{\n  "uri": "/broken/syntax/",\n  "layout": "right-rail",\n}\n');
    const site = await createSite({
      configDir: dir, siteSetup, dev: true, cache: new MemoryContentCache(), contentBase: 'http://127.0.0.1:9/arc', assets: testAssets,
      htmlCacheControl: 'public, max-age=0', log: { error: (m: string) => logged.push(m), warn: () => {} },
    });
    server = createServer((req, res) => {
      site.handler.page(req, res).catch((e: Error) => {
        res.statusCode = 500;
        res.end(e.stack);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  for (const m of MISTAKES) {
    describe(m.kind, () => {
      it('editors (admin mode) get the page with an error card naming the file, the JSON pointer and the reason, on every request', async () => {
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${base}/broken/${m.slug}/?isAdmin=true`);
          const html = await res.text();
          expect([i, res.status]).toEqual([i, 200]);
          expect(html).toContain('The rest of the page');
          const text = card(html);
          expect(text, `request ${i + 1}`).toContain(`${m.file} ${m.pointer}: ${m.message}`);
        }
      });

      it('readers get the rest of the page, 200, no card and no 404; the error is logged on every request', async () => {
        const lines = () => logged.filter((l) => l.includes(`${m.file}  ${m.pointer}: ${m.message}`)).length;
        for (let i = 0; i < 2; i++) {
          const before = lines();
          const res = await fetch(`${base}/broken/${m.slug}/`);
          const html = await res.text();
          expect([i, res.status]).toEqual([i, 200]);
          expect(html).toContain('The rest of the page');
          expect(html).not.toContain('pb-admin-config-error');
          expect(html).not.toContain('Page not found');
          expect(html).not.toContain('Lost in the sidebar');
          expect(lines(), `request ${i + 1}`).toBe(before + 1);
        }
      });
    });
  }

  it('a valid page beside them renders with no card and logs nothing of its own', async () => {
    const res = await fetch(`${base}/broken/fine/?isAdmin=true`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The rest of the page');
    expect(html).not.toContain('pb-admin-config-error');
    expect(logged.filter((l) => l.includes('/broken/fine/'))).toEqual([]);
  });

  it('a JSON syntax error is logged at start with the file, line and column, as npm run validate prints it', () => {
    const line = logged.find((l) => l.includes('broken-syntax.json'));
    expect(line, logged.join('\n')).toMatch(/^\[page-configs\] \S*pages\/teaomarama\/broken-syntax\.json:4:1 {2}\/ {2}not valid JSON/);
  });
});
