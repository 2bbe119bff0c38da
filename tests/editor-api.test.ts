// The editor API over real HTTP on a production server with the page-config store: saves that detect a stale base,
// validation by the loader's own code, publish (refused when invalid), revisions, rollback, draft previews, and
// what readers get meanwhile (only what is published).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configsWith, startEditorServer, type EditorServer } from './support/editor-server.ts';

const DOC = 'pages/teaomarama/editor-probe.json';
const page = (words: string) => ({ uri: '/editor-probe/', layout: 'right-rail', sections: { main: [{ type: 'html-box', id: 'probe', customFields: { HTML: `<p>${words}</p>` } }] } });

let server: EditorServer;
let configs: ReturnType<typeof configsWith>;
let editor: Awaited<ReturnType<EditorServer['editor']>>;
let other: Awaited<ReturnType<EditorServer['editor']>>;

beforeAll(async () => {
  configs = configsWith({ [DOC]: page('old words') });
  server = await startEditorServer({ configDir: configs.dir });
  editor = await server.editor(`api-editor-${process.pid}@example.org`);
  other = await server.editor(`api-other-${process.pid}@example.org`);
});
afterAll(async () => {
  await server?.stop();
  configs?.remove();
});

const as = (who: { cookie: string }) => ({
  get: async (p: string) => {
    const res = await fetch(`${server.base}/editor/api${p}`, { headers: { cookie: who.cookie } });
    return { status: res.status, body: await res.json() };
  },
  post: async (p: string, body: unknown) => {
    const res = await fetch(`${server.base}/editor/api${p}`, { method: 'POST', headers: { cookie: who.cookie, origin: server.base, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  },
});
/** What a reader gets at the probe page. */
const readerPage = async () => (await fetch(`${server.base}/editor-probe/`)).text();

describe('editor API', () => {
  it('lists the sites (with their properties, which forms read, and which is the default), and a site\'s documents with shared templates, each with its head and published revision', async () => {
    const sites = await as(editor).get('/sites');
    expect(sites.body).toContainEqual({ id: 'teaomarama', name: 'Te Ao Mārama', isDefault: true, properties: expect.objectContaining({ dateLocalization: expect.objectContaining({ timeZone: 'Pacific/Auckland' }) }) });
    expect((sites.body as Array<{ isDefault: boolean }>).filter((s) => s.isDefault)).toHaveLength(1);
    const docs = (await as(editor).get('/docs?site=teaomarama')).body as Array<Record<string, any>>;
    const probe = docs.find((d) => d.doc === DOC)!;
    expect(probe).toMatchObject({ kind: 'page', site: 'teaomarama', uri: '/editor-probe/', head: { author: 'files' } });
    expect(probe.published.id).toBe(probe.head.id);
    expect(docs.some((d) => d.doc.startsWith('shared/templates/') && d.site === null && d.kind === 'template')).toBe(true);
    expect(docs.some((d) => d.doc.startsWith('pages/te-rito/'))).toBe(false);
  });

  it('a draft is saved with its errors and readers never see it; publishing it is refused (422) with the same errors', async () => {
    const current = (await as(editor).get(`/doc?doc=${DOC}`)).body;
    expect(current.errors).toEqual([]);
    const bad = { ...page('bad words'), sections: { main: [{ type: 'no-such-block', id: 'x' }] } };
    const saved = await as(editor).post(`/doc?doc=${DOC}`, { base: current.head.id, value: bad });
    expect(saved.status).toBe(201);
    expect(saved.body.errors).toEqual([expect.objectContaining({ pointer: '/sections/main/0/type', message: expect.stringMatching(/no-such-block/) })]);
    const refused = await as(editor).post(`/publish?doc=${DOC}`, { revision: saved.body.revision.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(saved.body.errors);
    expect(await readerPage()).toContain('old words');
  });

  it('validate answers the loader\'s own errors for a value, saving nothing', async () => {
    const before = (await as(editor).get(`/revisions?doc=${DOC}`)).body.length;
    const res = await as(editor).post('/validate', { doc: DOC, value: { ...page('x'), uri: 'no-slash' } });
    expect(res.status).toBe(200);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/uri');
    expect((await as(editor).get(`/revisions?doc=${DOC}`)).body.length).toBe(before);
  });

  it('two editors save from the same revision: the second gets 409 with the first one\'s revision, and nothing is lost', async () => {
    // Both change the same field of one block (different blocks would merge: tests/editor-merge.test.ts).
    const head = (await as(editor).get(`/doc?doc=${DOC}`)).body.head.id;
    const base = (await as(editor).post(`/doc?doc=${DOC}`, { base: head, value: page('common base') })).body.revision.id;
    const first = await as(editor).post(`/doc?doc=${DOC}`, { base, value: page('first editor') });
    const second = await as(other).post(`/doc?doc=${DOC}`, { base, value: page('second editor') });
    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ id: first.body.revision.id, author: `api-editor-${process.pid}@example.org`, value: page('first editor') });
    // The second editor keeps theirs by saving again on the current head.
    const kept = await as(other).post(`/doc?doc=${DOC}`, { base: second.body.current.id, value: page('second editor') });
    expect(kept.status).toBe(201);
    const revisions = (await as(editor).get(`/revisions?doc=${DOC}`)).body;
    expect(revisions.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([kept.body.revision.id, first.body.revision.id]);
  });

  it('a preview renders the draft as the reader\'s page in admin mode, while readers still get the published page', async () => {
    const res = await as(editor).post('/preview', { doc: DOC, value: page('draft in preview') });
    expect(res.status).toBe(201);
    expect(res.body.src).toMatch(/^\/editor\/preview\/[A-Za-z0-9_-]+$/);
    const preview = await fetch(`${server.base}${res.body.src}?lang=mi`, { headers: { cookie: editor.cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const html = await preview.text();
    expect(html).toContain('draft in preview');
    expect(html).toContain('lang="mi"');
    expect(await readerPage()).toContain('old words');
    // Without a session the preview is not shown.
    expect((await fetch(`${server.base}${res.body.src}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('a template\'s preview renders the draft template at the URL given, and the not-found template without one', async () => {
    const notFound = (await as(editor).get('/doc?doc=shared/templates/not-found.json')).body.head.value;
    const marked = JSON.parse(JSON.stringify(notFound).replace(/Page not found/g, 'Draft of the missing page'));
    const made = await as(editor).post('/preview', { doc: 'shared/templates/not-found.json', value: marked });
    const html = await (await fetch(`${server.base}${made.body.src}`, { headers: { cookie: editor.cookie } })).text();
    expect(html).toContain('Draft of the missing page');
    const at = await as(editor).post('/preview', { doc: 'shared/templates/not-found.json', value: marked, url: '/nothing/here/' });
    expect(at.status).toBe(201);
  });

  it('publish: readers of this node get the new page as soon as the call answers', async () => {
    const head = (await as(editor).get(`/doc?doc=${DOC}`)).body.head;
    const res = await as(editor).post(`/publish?doc=${DOC}`, { revision: head.id });
    expect(res.status).toBe(200);
    expect(res.body.published.id).toBe(head.id);
    expect(await readerPage()).toContain('second editor');
  });

  it('rollback: a new revision with the old value, published at once (409 on a stale base)', async () => {
    const revisions = (await as(editor).get(`/revisions?doc=${DOC}`)).body as Array<{ id: number; author: string }>;
    const original = revisions.at(-1)!;
    expect(original.author).toBe('files');
    const stale = await as(editor).post(`/rollback?doc=${DOC}`, { revision: original.id, base: original.id });
    expect(stale.status).toBe(409);
    const res = await as(editor).post(`/rollback?doc=${DOC}`, { revision: original.id, base: revisions[0]!.id });
    expect(res.status).toBe(201);
    expect(await readerPage()).toContain('old words');
    const again = (await as(editor).get(`/revision?doc=${DOC}&id=${res.body.revision.id}`)).body;
    expect(again.value).toEqual(page('old words'));
    expect(again.parent).toBe(revisions[0]!.id);
  });

  it('bad input is a 4xx that says what and where', async () => {
    const cases: Array<[string, unknown, number, RegExp]> = [
      ['/doc?doc=../../etc/passwd.json', { base: null, value: {} }, 400, /not a page config's path/],
      [`/doc?doc=${DOC}`, '{"base": 1,', 400, /not valid JSON/],
      [`/doc?doc=${DOC}`, { base: 'one', value: {} }, 400, /base must be a revision id/],
      [`/doc?doc=${DOC}`, { base: null }, 400, /value is required/],
      [`/publish?doc=${DOC}`, { revision: 999999 }, 404, /has no revision 999999/],
      ['/preview', { doc: DOC, value: page('x'), url: '//evil.example/' }, 400, /url must be a path/],
      ['/preview', { doc: 'shared/templates/article.json', value: {} }, 400, /url is required to preview the template "shared\/templates\/article.json"/],
    ];
    for (const [p, body, status, message] of cases) {
      const res = await as(editor).post(p, body);
      expect(res.status, p).toBe(status);
      expect(res.body.error, p).toMatch(message);
    }
    const missing = await as(editor).get('/doc?doc=pages/teaomarama/nothing-here.json');
    expect(missing.status).toBe(404);
  });

  it('a new document: base null creates it (unpublished), a second creation is a conflict', async () => {
    const doc = 'pages/teaomarama/brand-new.json';
    const made = await as(editor).post(`/doc?doc=${doc}`, { base: null, value: { ...page('new'), uri: '/brand-new/' } });
    expect(made.status).toBe(201);
    expect((await as(editor).post(`/doc?doc=${doc}`, { base: null, value: {} })).status).toBe(409);
    expect((await as(editor).get(`/doc?doc=${doc}`)).body.published).toBeNull();
    expect((await fetch(`${server.base}/brand-new/`)).status).toBe(404);
  });
});
