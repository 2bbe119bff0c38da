import { Type } from '@sinclair/typebox';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineSource } from '../source.ts';
import { contentKey } from '../content/key.ts';
import { flaky, lazyBlock, renders, sourceCalls } from '../../tests/fixtures/blocks.tsx';
import { elementWith, payloadOf, renderPage, testAssets, textOf } from '../../tests/fixtures/render.ts';
import { islandScriptsHtml } from './document.tsx';
import { siteSetup } from '../../common/site-setup.ts';
import type { SiteSetup } from '../site-setup.ts';
import type { Lang } from '../define.ts';

const text = (t: string) => ({ type: 'text', customFields: { text: t } });
const storyOf = (id: string) => ({ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id } } } });

beforeEach(() => {
  renders.clear();
  sourceCalls.length = 0;
});

describe('render: one bad block never breaks the page', () => {
  const page = { main: [text('before'), { type: 'thrower' }, text('after')] };

  it('a block that throws in its own body: readers get the rest of the page and nothing of the block', async () => {
    const { html, logged } = await renderPage(page);
    expect(textOf(html)).toContain('before after');
    expect(html).not.toContain('boom in body');
    expect(html).not.toContain('pb-admin-error');
    expect(logged).toEqual([expect.stringMatching(/^\[block thrower#main-1\] Error: boom in body/)]);
  });

  it('a block that throws in its own body: editors (admin) see an error card naming the block and the message', async () => {
    const { html } = await renderPage(page, { isAdmin: true });
    const card = elementWith(html, 'class="pb-admin-error"')!;
    expect(card).toContain('role="alert"');
    expect(card).toContain('data-block-type="thrower"');
    expect(textOf(card)).toBe('Thrower (thrower#main-1) failed to render: boom in body');
    expect(textOf(html)).toMatch(/^before .* after$/);
  });

  it('a block whose nested component throws is isolated too (Suspense path): readers get the rest of the page', async () => {
    const { html, logged } = await renderPage({ main: [text('before'), { type: 'nested-thrower' }, text('after')] });
    expect(textOf(html)).toBe('before after');
    expect(html).not.toContain('nested-outer');
    expect(html).not.toContain('pb-admin-error');
    expect(logged).toEqual([expect.stringMatching(/^\[block nested-thrower#main-1\] Error: boom in nested/)]);
  });

  it('a block whose nested component throws: editors see the error card in its place', async () => {
    const { html } = await renderPage({ main: [text('before'), { type: 'nested-thrower' }, text('after')] }, { isAdmin: true });
    const card = elementWith(html, 'class="pb-admin-error"')!;
    expect(card).toContain('data-block-id="main-1"');
    expect(textOf(card)).toBe('Nested Thrower (nested-thrower#main-1) failed to render: boom in nested');
    expect(textOf(html)).toMatch(/^before .*boom in nested after$/);
  });

  it('a block whose own code throws while the page is being built (its browserGlobalContent) costs only that block: logged with its id, the rest of the page written', async () => {
    const { html, logged } = await renderPage({ main: [text('before'), { type: 'bad-global' }, text('after')] });
    expect(textOf(html)).toBe('before after');
    expect(html).not.toContain('data-lazy');
    expect(logged).toEqual([expect.stringMatching(/^\[block bad-global#main-1\] Error: boom in browserGlobalContent/)]);
  });

  it('a nested component that throws only after its content streamed in is isolated and still logged', async () => {
    const slow = defineSource({ name: 'test-slow', params: Type.Object({ id: Type.String() }), ttl: 60, fetch: async (q) => ({ id: q.id }) });
    const { html, logged, state } = await renderPage({ main: [{ type: 'late-thrower' }, text('after')] }, { sources: [slow] });
    expect(textOf(html)).toBe('after');
    expect(logged).toEqual([expect.stringMatching(/^\[block late-thrower#main-0\] Error: boom after content late-thrower/)]);
    expect(state.failures.size).toBe(0);
  });
});

describe('render: every block marked for the preview\'s editing aids (admin mode only)', () => {
  const page = { main: [{ type: 'test-chain', id: 'c', children: [text('inside'), { type: 'head-block', id: 'h' }] }] };
  /** The markup without React's Suspense markers. */
  const markup = async (o: { isAdmin?: boolean; lang?: 'mi' } = {}) => (await renderPage(page, o)).html.replace(/<!--.*?-->/g, '');

  it('an element output carries data-block-id, data-block-type and the label in the page\'s language on itself (no element added); a chain holds its blocks', async () => {
    expect(await markup({ isAdmin: true })).toContain('<section class="test-chain" data-block-id="c" data-block-type="test-chain" data-block-label="Test Chain"><p class="text text-m" data-block-id="c-0" data-block-type="text" data-block-label="Text">inside</p>');
    expect(await markup({ isAdmin: true, lang: 'mi' })).toContain('data-block-id="c" data-block-type="test-chain" data-block-label="Mekameka Whakamātau"');
  });

  it('an output that is not one element (a fragment) is wrapped in a box-less element (display: contents) carrying them', async () => {
    expect(await markup({ isAdmin: true })).toContain('<div data-block-id="h" data-block-type="head-block" data-block-label="Head" style="display:contents"><p class="head-body">body of head block</p></div>');
  });

  it('readers\' pages carry none of it', async () => {
    const html = await markup();
    expect(html).not.toMatch(/data-block-(id|type|label)/);
    expect(html).toContain('<section class="test-chain"><p class="text text-m">inside</p><p class="head-body">body of head block</p></section>');
  });
});

describe('render: admin placeholders for blocks that render nothing', () => {
  const page = { main: [storyOf('missing'), { type: 'toggle' }, storyOf('here')] };

  it("a block whose contentConfig content is missing shows a placeholder with reason 'no content' to editors", async () => {
    const { html } = await renderPage(page, { isAdmin: true });
    const placeholder = elementWith(html, 'data-block-type="story"')!;
    expect(placeholder).toContain('class="pb-admin-placeholder"');
    expect(placeholder).toContain('data-block-id="main-0"');
    expect(textOf(placeholder)).toBe('Story (Kōrero) : no content');
    expect(html).toContain('<h3 class="story" data-block-id="main-2" data-block-type="story" data-block-label="Story">Headline here</h3>');
  });

  it("a block that returns nothing('toggle off') shows that reason to editors", async () => {
    const { html } = await renderPage(page, { isAdmin: true });
    expect(textOf(elementWith(html, 'data-block-type="toggle"')!)).toBe('Toggle (Takahuri) : toggle off');
  });

  it('readers get no placeholder at all', async () => {
    const { html } = await renderPage(page);
    expect(html).not.toContain('pb-admin-placeholder');
    expect(html).not.toContain('toggle off');
    expect(textOf(html)).toBe('Headline here');
  });
});

describe('render: chains', () => {
  it('a chain shows nothing without children (readers nothing, editors a placeholder)', async () => {
    const reader = await renderPage({ main: [{ type: 'test-chain', children: [] }] });
    expect(reader.html).not.toContain('test-chain');
    const admin = await renderPage({ main: [{ type: 'test-chain', children: [] }] }, { isAdmin: true });
    expect(textOf(elementWith(admin.html, 'data-block-type="test-chain"')!)).toContain('no blocks in this chain');
  });

  it('a chain that declares rendersWithoutChildren (content of its own) renders with no children', async () => {
    const { html } = await renderPage({ main: [{ type: 'body-chain' }] });
    expect(html).toContain('<div class="body-chain"><p>own content</p></div>');
  });
});

describe('render: lazy blocks', () => {
  it('readers get an empty data-lazy placeholder (rendered later in the browser) and the block ships in the payload', async () => {
    const { html } = await renderPage({ main: [{ type: 'lazy-box' }] });
    expect(html).toContain('<div data-lazy="lazy-box" data-block-id="main-0"></div>');
    expect(html).not.toContain('lazy content');
    expect(payloadOf(html).blocks).toEqual([{ id: 'main-0', type: 'lazy-box', module: '/blocks/lazy-box/component.tsx', mode: 'lazy', customFields: {}, content: {}, reads: {} }]);
  });

  it('a lazy block ships the part of the global content it declares (browserGlobalContent), nothing more', async () => {
    const { html } = await renderPage({ main: [{ type: 'lazy-box' }] }, { globalContent: { source: 'test-echo', query: { id: 'g', headline: 'Kia ora', body: 'long' } } });
    expect(payloadOf(html).blocks[0].globalContent).toEqual({ headline: 'Kia ora' });
  });

  it("a block's part of the global content is worked out once per cached value, not once per page: the same part ships on every page", async () => {
    const spy = vi.spyOn(lazyBlock, 'browserGlobalContent');
    try {
      const { htmls } = await renderPage({ main: [{ type: 'lazy-box' }] }, { times: 3, globalContent: { source: 'test-echo', query: { id: 'g', headline: 'Kia ora' } } });
      expect(htmls.map((html) => payloadOf(html).blocks[0].globalContent)).toEqual([{ headline: 'Kia ora' }, { headline: 'Kia ora' }, { headline: 'Kia ora' }]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('editors (admin) get the block rendered fully on the server', async () => {
    const { html } = await renderPage({ main: [{ type: 'lazy-box' }] }, { isAdmin: true });
    expect(html).toContain('<p class="lazy-content" data-block-id="main-0" data-block-type="lazy-box" data-block-label="Lazy Box">lazy content</p>');
    expect(html).not.toContain('data-lazy');
    expect(payloadOf(html)).toBeUndefined();
  });
});

describe('render: islands and their payload', () => {
  const island = {
    type: 'counter-island',
    id: 'isl',
    customFields: { label: 'Taps', feed: { contentService: 'test-story', contentConfigValues: { id: 'feed' } } },
  };
  const globalContent = { source: 'test-story', query: { id: 'global' } };

  it("an island is wrapped for hydration; the payload has its component module, customFields, content, phrases for the language and useContent reads", async () => {
    const { html } = await renderPage({ main: [text('static'), island] }, { lang: 'mi', globalContent });
    expect(html).toContain('<div data-island="counter-island" data-hydrate="visible" data-block-id="isl" style="display:contents"><button type="button" class="counter">Kia ora');
    const payload = payloadOf(html);
    expect(payload.app).toEqual({ site: 'test', siteProperties: { siteName: 'Test' }, lang: 'mi', defaultLang: 'en', siteParam: '_website', isAdmin: false, outputType: 'default', requestUri: '/' });
    expect(payload.blocks).toEqual([
      {
        id: 'isl',
        type: 'counter-island',
        // The registry's key for the component module beside the block's index.ts: what the browser loads.
        module: '/blocks/counter-island/component.tsx',
        mode: 'island',
        hydrate: 'visible',
        customFields: island.customFields,
        content: { feed: { headline: 'Headline feed' } },
        reads: { [contentKey('test-echo', { id: 'island', site: 'test' })]: { id: 'island', site: 'test' } },
        globalContent: 'Headline global',
      },
    ]);
    // The reader's language, with English as the fallback; nothing for static blocks.
    expect(payload.phrases).toEqual({ 'counter-island': { mi: { hi: 'Kia ora' }, en: { hi: 'Hello' } } });
    expect(html).toMatch(/<\/script><script type="module" src="\/client.js"><\/script><\/body><\/html>$/);
  });

  it('only blocks the page actually renders ship to the browser: an island or lazy block its chain leaves out is in neither the HTML nor the payload', async () => {
    const chain = { type: 'first-only-chain', id: 'c', children: [{ ...island, id: 'shown' }, { ...island, id: 'left-out' }, { type: 'lazy-box', id: 'lazy-left-out' }] };
    const { html } = await renderPage({ main: [chain] }, { globalContent });
    expect(html).toContain('data-block-id="shown"');
    expect(html).not.toContain('left-out');
    expect(payloadOf(html).blocks.map((b: { id: string }) => b.id)).toEqual(['shown']);
  });

  it('an island that waits for content its plan did not know renders twice but is shipped once, with what it read', async () => {
    renders.clear();
    const slow = defineSource({ name: 'test-slow', params: Type.Object({ id: Type.String() }), ttl: 60, fetch: async (q) => ({ id: q.id }) });
    const { html, modes } = await renderPage({ main: [{ type: 'waiting-island', id: 'w' }, text('after')] }, { sources: [slow] });
    expect(modes).toEqual(['streamed']);
    expect(renders.get('waiting-island')).toBe(2);
    const shipped = payloadOf(html).blocks;
    expect(shipped.map((b: { id: string }) => b.id)).toEqual(['w']);
    expect(Object.values(shipped[0].reads)).toEqual([{ id: 'for-island' }]);
  });

  it('development: the payload names the island runtime by its module path, which Vite serves, and lists nothing to preload', async () => {
    const payload = payloadOf((await renderPage({ main: [island] })).html);
    expect(payload.runtime).toBe('/engine/client/mount.tsx');
    expect(payload).not.toHaveProperty('preload');
  });

  it('production: the payload carries each component\'s built chunk URL and the runtime\'s, and lists for the script to preload the runtime with its imports and each load island\'s chunk with its imports (not those of islands that wait); the HTML preloads only the entry\'s own imports', async () => {
    const assets = {
      ...testAssets,
      clientEntryImports: ['/assets/entry-dep.js'],
      clientRuntime: { url: '/assets/mount.js', imports: ['/assets/react.js', '/assets/engine.js'] },
      chunks: {
        '/blocks/counter-island/component.tsx': { url: '/assets/counter.js', imports: ['/assets/react.js', '/assets/shared.js'] },
        '/blocks/choosing-island/component.tsx': { url: '/assets/choosing.js', imports: ['/assets/react.js', '/assets/choosing-dep.js'] },
      },
    };
    const { html } = await renderPage({ main: [island, { type: 'choosing-island', id: 'now', customFields: { when: 'load' } }] }, { assets, nonce: 'n0nce' });
    const payload = payloadOf(html);
    expect(payload.blocks.map((b: { module: string; hydrate: string }) => [b.module, b.hydrate])).toEqual([['/assets/counter.js', 'visible'], ['/assets/choosing.js', 'load']]);
    expect(payload.runtime).toBe('/assets/mount.js');
    expect(payload.preload).toEqual(['/assets/mount.js', '/assets/react.js', '/assets/engine.js', '/assets/choosing.js', '/assets/choosing-dep.js']);
    // React and the islands' chunks are not in the HTML, where they would share the network with the first images.
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="n0nce"\/>/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/entry-dep.js']);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('the island scripts escape what goes in their attributes: an asset URL or nonce with a quote or a tag cannot end its attribute', () => {
    const payload = { app: {}, blocks: [], phrases: {}, runtime: '/r.js' } as unknown as Parameters<typeof islandScriptsHtml>[0];
    const html = islandScriptsHtml(payload, '/a.js"><script>x()</script>', 'n"1', ['/p.js" onload="x()']);
    expect(html).not.toMatch(/"><script>x|onload="x/);
    expect(html).toContain('src="/a.js&#34;&#62;&#60;script&#62;x()&#60;/script&#62;"');
    expect(html).toContain('nonce="n&#34;1"');
  });

  it('an island choosing its strategy per page: what its function returns for the fields and global content is on the wrapper and in the payload', async () => {
    const { html, logged } = await renderPage({ main: [{ type: 'choosing-island', id: 'a', customFields: { when: 'interaction' } }, { type: 'choosing-island', id: 'b', customFields: { when: 'visible' } }] });
    expect(html).toContain('<div data-island="choosing-island" data-hydrate="interaction" data-block-id="a"');
    expect(payloadOf(html).blocks.map((b: { hydrate: string }) => b.hydrate)).toEqual(['interaction', 'visible']);
    expect(logged).toEqual([]);
  });

  it('an island whose strategy function names no strategy, or throws, hydrates at load and the error is logged naming the block', async () => {
    const { html, logged } = await renderPage({ main: [{ type: 'choosing-island', id: 'a', customFields: { when: 'sometimes' } }, { type: 'choosing-island', id: 'b', customFields: { when: 'throw' } }] });
    expect(payloadOf(html).blocks.map((b: { hydrate: string }) => b.hydrate)).toEqual(['load', 'load']);
    expect(logged).toEqual([
      expect.stringMatching(/^\[block choosing-island#a\] island.hydrate chose "sometimes", which is not a strategy \(load, idle, visible, interaction, interaction-or-scroll, interaction-or-flag\)/),
      expect.stringMatching(/^\[block choosing-island#b\] Error: cannot choose/),
    ]);
    expect(html).toContain('<button type="button">Choose</button>');
  });

  it('English readers get English phrases only', async () => {
    const { html } = await renderPage({ main: [island] });
    expect(payloadOf(html).phrases).toEqual({ 'counter-island': { en: { hi: 'Hello' } } });
  });

  it('a page of static blocks has NO payload and NO module script', async () => {
    const { html, state } = await renderPage({ main: [text('a'), { type: 'test-chain', children: [text('b'), storyOf('s')] }, { type: 'head-block' }] });
    expect(state.clientBlocks).toEqual([]);
    expect(html).not.toContain('__pb_islands');
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<\/body><\/html>$/);
  });

  it('admin mode hydrates islands as readers\' pages do: the same payload entry and wrapper, the wrapper also naming the block\'s type and label (the preview is the reader\'s page)', async () => {
    const reader = await renderPage({ main: [island] });
    const { html } = await renderPage({ main: [island] }, { isAdmin: true });
    expect(html).toContain('<div data-island="counter-island" data-hydrate="visible" data-block-id="isl" data-block-type="counter-island" data-block-label="Counter" style="display:contents"><button type="button" class="counter">');
    const { app, blocks } = payloadOf(html);
    expect(app.isAdmin).toBe(true);
    expect(blocks).toEqual(payloadOf(reader.html).blocks);
  });

  it('admin mode: an island showing a placeholder or an error card instead of its output is not hydrated (the stand-in stays as the server wrote it); its neighbours are', async () => {
    const page = { main: [{ type: 'quiet-island', id: 'empty', customFields: { empty: true } }, { type: 'quiet-island', id: 'full' }] };
    const { html } = await renderPage(page, { isAdmin: true });
    expect(elementWith(html, 'class="pb-admin-placeholder"')).toContain('data-block-id="empty"');
    expect(payloadOf(html).blocks.map((b: { id: string }) => b.id)).toEqual(['full']);
    // Readers: both ship (the empty one renders nothing on the server, as it may in the browser too).
    expect(payloadOf((await renderPage(page)).html).blocks.map((b: { id: string }) => b.id)).toEqual(['empty', 'full']);
  });

  it("admin mode: an island declared `preview: 'static'` renders as a plain block, marked, with no payload; readers still get the island", async () => {
    const page = { main: [{ type: 'preview-static-island', id: 'slot' }] };
    const { html } = await renderPage(page, { isAdmin: true });
    expect(html).toContain('<p class="slot" data-block-id="slot" data-block-type="preview-static-island" data-block-label="Slot">slot</p>');
    expect(html).not.toContain('data-island');
    expect(payloadOf(html)).toBeUndefined();
    expect(payloadOf((await renderPage(page)).html).blocks.map((b: { id: string }) => b.id)).toEqual(['slot']);
  });

  it('the payload JSON escapes </script> (and <!--), so stored text cannot break out of the script element', async () => {
    const label = '</script><script>alert(1)</script><!-- \u2028';
    const { html } = await renderPage({ main: [{ ...island, customFields: { label } }] });
    const raw = /<script type="application\/json" id="__pb_islands">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(raw).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(raw).blocks[0].customFields.label).toBe(label);
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('render: document', () => {
  it('<html lang> is "mi" for a Māori reader and "en" otherwise', async () => {
    expect((await renderPage({ main: [text('x')] }, { lang: 'mi' })).html).toMatch(/^<!DOCTYPE html><html lang="mi">/);
    expect((await renderPage({ main: [text('x')] })).html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it("another site's setup: <html lang> is the request's language as is, phrases fall back to the setup's default language, the payload names its site parameter", async () => {
    const setup = { ...siteSetup, languages: ['en', 'mi', 'fr'], defaultLanguage: 'mi', siteParam: 'site' } as unknown as SiteSetup;
    const { html } = await renderPage({ main: [{ type: 'counter-island', id: 'isl', customFields: { label: 'Taps' } }] }, { lang: 'fr' as Lang, setup });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(html).toContain('<button type="button" class="counter">Kia ora');
    const payload = payloadOf(html);
    expect(payload.app).toMatchObject({ lang: 'fr', defaultLang: 'mi', siteParam: 'site' });
    expect(payload.phrases['counter-island']).toEqual({ fr: { hi: 'Kia ora' }, mi: { hi: 'Kia ora' } });
  });

  it('head tags a block renders with Head (react-helmet-async) end up inside <head>', async () => {
    const { html } = await renderPage({ main: [text('x')], rail: [{ type: 'head-block' }] });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Title from a block</title>');
    expect(head).toContain('<meta name="description" content="Described by a block"/>');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<title>');
    expect(html).toContain('<p class="head-body">body of head block</p>');
  });

  it("the page's CSS is one <style> in <head> carrying the nonce, made of the modules of the layout and every block it renders, at any depth, and no stylesheet is linked", async () => {
    const asked: string[][] = [];
    const styles = (modules: Iterable<string>) => {
      asked.push([...modules].sort());
      return '.page-css{color:red}';
    };
    const chain = { type: 'test-chain', children: [text('inside'), { type: 'lazy-box' }] };
    const { html } = await renderPage({ main: [text('x'), chain], rail: [{ type: 'counter-island' }] }, { nonce: 'n0nce', assets: { ...testAssets, styles } });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style nonce="n0nce">.page-css{color:red}</style>');
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link[^>]*stylesheet/);
    expect(asked.at(-1)).toEqual(['/blocks/counter-island/component.tsx', '/blocks/lazy-box/component.tsx', '/blocks/text/component.tsx', '/chains/test-chain/component.tsx', '/layouts/test-layout/component.tsx']);
  });

  it('a page rendered without styles in its assets (development: Vite links them) writes no <style> and no stylesheet link', async () => {
    const { html } = await renderPage({ main: [text('x')] });
    expect(html).not.toContain('<style');
    expect(html).not.toMatch(/<link[^>]*stylesheet/);
  });
});

describe('render: useContent on content the plan did not know', () => {
  it('suspends, then streams in, in one render pass (no block is rendered again)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow = defineSource({
      name: 'test-slow',
      params: Type.Object({ id: Type.String() }),
      ttl: 60,
      async fetch(q) {
        calls++;
        await gate;
        return { id: q.id };
      },
    });
    const chunks: string[] = [];
    const done = renderPage({ main: [text('first'), { type: 'suspender' }, text('last')] }, {
      sources: [slow],
      onChunk: (c) => {
        chunks.push(c);
        release(); // the shell is out: now let the content arrive
      },
    });
    const { html } = await done;
    // The shell went out before the content arrived, without the suspended block's body...
    expect(chunks[0]).toContain('first');
    expect(chunks[0]).toContain('last');
    expect(chunks[0]).not.toContain('late: ');
    // ...which then streamed in.
    expect(chunks.length).toBeGreaterThan(1);
    expect(html).toContain('<p class="suspender">late: <!-- -->late</p>');
    expect(html).toMatch(/<\/body><\/html>$/);
    expect(calls).toBe(1);
    // One pass: the other blocks rendered once; the suspending block once to suspend and once with its content.
    expect(renders.get('text')).toBe(2);
    expect(renders.get('suspender')).toBe(2);
  });
});

describe('render: written whole when every block is ready with the shell, streamed when one waits', () => {
  const page = () => ({ main: [text('before'), { type: 'counter-island', id: 'isl', customFields: { label: 'Taps', feed: { contentService: 'test-story', contentConfigValues: { id: 'feed' } } } }, text('after')] });

  it('a page whose content was all planned is written whole, the same document each time, island payload and client script before </body>', async () => {
    const { htmls, modes } = await renderPage(page(), { times: 2 });
    expect(modes).toEqual(['whole', 'whole']);
    expect(htmls[1]).toBe(htmls[0]);
    expect(payloadOf(htmls[0]).blocks[0].id).toBe('isl');
    expect(htmls[0]).toContain('<script type="module" src="/client.js"></script></body></html>');
  });

  it('a page that read content its plan did not know streams: one render pass each time', async () => {
    renders.clear();
    const slow = defineSource({ name: 'test-slow', params: Type.Object({ id: Type.String() }), ttl: 60, fetch: async (q) => ({ id: q.id }) });
    const { htmls, modes } = await renderPage({ main: [text('first'), { type: 'suspender' }] }, { sources: [slow], times: 2 });
    expect(modes).toEqual(['streamed', 'streamed']);
    for (const html of htmls) {
      expect(html).toContain('<p class="suspender">late: <!-- -->late</p>');
      expect(html).toContain('<!--$-->'); // streamed
    }
    // Each render: the text block once; the suspending block once to suspend and once with its content.
    expect(renders.get('text')).toBe(2);
    expect(renders.get('suspender')).toBe(4);
  });

  it('a page without client scripts (AMP) waits for such a block and is written whole: no React script puts it in place', async () => {
    const slow = defineSource({ name: 'test-slow', params: Type.Object({ id: Type.String() }), ttl: 60, fetch: async (q) => ({ id: q.id }) });
    const { html, modes } = await renderPage({ main: [text('first'), { type: 'suspender' }] }, { sources: [slow], outputType: 'amp' });
    expect(modes).toEqual(['whole']);
    expect(html).toContain('<p class="suspender">late: <!-- -->late</p>');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script async="" src="https://cdn.ampproject.org/v0.js">']);
  });

  it('a nested component failing in one render: its error logged with message and block id, the rest of the page and the island payload written once, in one pass', async () => {
    renders.clear();
    const page = { main: [text('before'), { type: 'counter-island', id: 'isl', customFields: { label: 'Taps' } }, { type: 'flaky' }, text('after')] };
    // The block breaks on the second request (its content changed, say).
    const { htmls, logged } = await renderPage(page, { times: 2, beforeEach: (i) => (flaky.fail = i === 1) });
    flaky.fail = false;
    expect(textOf(htmls[0])).toBe('before Hello Taps island fine after');
    expect(textOf(htmls[1])).toBe('before Hello Taps island after');
    expect(logged).toEqual([expect.stringMatching(/^\[block flaky#main-2\] Error: boom now/)]);
    for (const html of htmls) expect(html.match(/id="__pb_islands"/g)).toHaveLength(1);
    expect(payloadOf(htmls[1]).blocks.map((b: { id: string }) => b.id)).toEqual(['isl']);
    // One pass each: no render is started over.
    expect(renders.get('text')).toBe(4);
  });
});

describe('render: output types', () => {
  it("outputType amp: no client JavaScript (islands render statically, lazy blocks render on the server), <html amp>", async () => {
    const { html } = await renderPage({ main: [{ type: 'lazy-box' }, { type: 'counter-island', id: 'isl', customFields: { label: 'Taps' } }] }, { outputType: 'amp' });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" amp="">/);
    expect(html).toContain('<p class="lazy-content">lazy content</p>');
    expect(html).toContain('<button type="button" class="counter">');
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('data-lazy');
    expect(payloadOf(html)).toBeUndefined();
    expect(html).not.toContain('<script type="module"');
  });

  it("outputType amp: AMP's runtime and boilerplate in <head> with the nonce, the CSS in <style amp-custom> without !important, no nonce meta", async () => {
    const styles = () => '.a{color:red !important}.b{margin:0 ! IMPORTANT}';
    const { html } = await renderPage({ main: [text('x')] }, { outputType: 'amp', nonce: 'n0nce', assets: { ...testAssets, styles } });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/^<!DOCTYPE html><html lang="en" amp=""><head><meta charSet="utf-8"\/>/);
    expect(head).toContain('<script async="" src="https://cdn.ampproject.org/v0.js" nonce="n0nce"></script>');
    expect(head).toContain('<style amp-boilerplate="" nonce="n0nce">body{-webkit-animation:-amp-start 8s');
    expect(head).toContain('<noscript><style amp-boilerplate="" nonce="n0nce">body{-webkit-animation:none;');
    expect(head).toContain('<style amp-custom="" nonce="n0nce">.a{color:red}.b{margin:0}</style>');
    expect(head).not.toContain('csp-nonce');
  });
});

describe('render: the Content-Security-Policy nonce', () => {
  const NONCE = 'cmVzcG9uc2Utbm9uY2U=';
  const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const island = () => ({ main: [{ type: 'counter-island', id: 'isl', customFields: { label: 'Taps', feed: { contentService: 'test-story', contentConfigValues: { id: 'feed' } } } }] });

  it('the nonce is on the payload and the client entry, and in the meta Vite reads it from', async () => {
    const { htmls } = await renderPage(island(), { nonce: NONCE, times: 2 });
    for (const html of htmls) {
      expect(scripts(html)).toEqual([`<script type="application/json" id="__pb_islands" nonce="${NONCE}">`, `<script type="module" nonce="${NONCE}" src="/client.js">`]);
      expect(html).toContain(`<meta property="csp-nonce" content="" nonce="${NONCE}"/>`);
    }
  });

  it("React's own scripts that put a block streamed in late into place carry the nonce too", async () => {
    const slow = defineSource({ name: 'test-slow', params: Type.Object({ id: Type.String() }), ttl: 60, fetch: async (q) => ({ id: q.id }) });
    const { html } = await renderPage({ main: [text('first'), { type: 'suspender' }] }, { sources: [slow], nonce: NONCE });
    const inline = scripts(html).filter((s) => !s.includes('src='));
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${NONCE}"`);
  });

  it('without a nonce (tests, stories) nothing about it is written', async () => {
    const { html } = await renderPage(island());
    expect(html).not.toContain('nonce');
  });
});

