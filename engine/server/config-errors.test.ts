// Templates and resolver-routed pages with config errors, over HTTP with the test blocks: the same as pages —
// editors get an error card in place of the invalid block, readers the rest of the page, never a 404 for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../tests/fixtures/configs.ts';
import { serveHandler } from '../../tests/fixtures/handler.ts';
import { elementWith, textOf } from '../../tests/fixtures/render.ts';

const story = (id: string) => ({ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id } } } });
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const cardText = (html: string) => {
  const card = elementWith(html, 'class="pb-admin-config-error"');
  return card && unescape(textOf(card)).replace(/ :/g, ':');
};
const admin = { authorization: 'Bearer tok' };

describe('templates and resolver-routed pages with config errors', () => {
  let served: Awaited<ReturnType<typeof serveHandler>>;
  let base: string;
  let logged: string[];

  beforeAll(async () => {
    served = await serveHandler({
      'sites/test.json': site('test', { default: true }),
      'pages/test/no-layout.json': { uri: '/no-layout/', layout: 'gone-layout', sections: { main: [{ type: 'text', customFields: { text: 'stacked anyway' } }] } },
      'templates/test/article.json': { layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { text: 'article body' } }, { type: 'ghost' }, story('{id}')] } },
      'templates/test/not-found.json': { layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { text: 'custom not found', size: 'huge' } }, { type: 'text', customFields: { text: 'still not found' } }] } },
      'resolvers/test.json': { resolvers: [{ name: 'article', pattern: '^/a/(?<id>[^/]+)/$', template: 'article', content: { source: 'test-story', query: { id: '{id}' } } }] },
    }, { editorToken: 'tok' });
    ({ base, logged } = served);
    expect(served.configs.errors.map((e) => `${e.file} ${e.pointer}`)).toEqual([
      'pages/test/no-layout.json /layout',
      'templates/test/article.json /sections/main/1/type',
      'templates/test/not-found.json /sections/main/0/customFields/size',
    ]);
  });
  afterAll(async () => {
    await served.close();
  });

  it("a resolver-routed page: editors get the template's invalid block as an error card, readers the rest (200)", async () => {
    const editor = await fetch(`${base}/a/x1/?isAdmin=true`, { headers: admin });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(cardText(html)).toContain('templates/test/article.json /sections/main/1/type: unknown block type "ghost"');
    expect(html).toContain('Headline x1');

    const reader = await fetch(`${base}/a/x2/`);
    expect(reader.status).toBe(200);
    const text = textOf(await reader.text());
    expect(text).toBe('article body Headline x2');
    expect(logged.some((l) => l.includes('/a/x2/') && l.includes('templates/test/article.json  /sections/main/1/type'))).toBe(true);
  });

  it('the not-found template with an invalid block still answers 404 with the rest of it (and the card for editors)', async () => {
    const reader = await fetch(`${base}/nowhere/`);
    expect(reader.status).toBe(404);
    expect(textOf(await reader.text())).toBe('still not found');
    const editor = await fetch(`${base}/nowhere/?isAdmin=true`, { headers: admin });
    expect(cardText(await editor.text())).toContain('templates/test/not-found.json /sections/main/0/customFields/size: must be one of "s", "m", "l"');
  });

  it('a page naming a layout that does not exist: its sections render one after another (200), editors see the page-level card', async () => {
    const reader = await fetch(`${base}/no-layout/`);
    expect(reader.status).toBe(200);
    expect(textOf(await reader.text())).toBe('stacked anyway');
    const editor = await fetch(`${base}/no-layout/?isAdmin=true`, { headers: admin });
    expect(editor.status).toBe(200);
    expect(cardText(await editor.text())).toBe('This page config is invalid pages/test/no-layout.json /layout: unknown layout "gone-layout"');
  });
});
