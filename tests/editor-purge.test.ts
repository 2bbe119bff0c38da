// A publish reaches readers behind a CDN too: every page names its site's tag, and a publish (or a rollback) purges
// the tag of each site the document serves, at once and again once every node has reloaded.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { configsWith, startEditorServer, type EditorServer } from './support/editor-server.ts';

const DOC = 'pages/teaomarama/purged.json';
const page = (words: string) => ({ uri: '/purged/', layout: 'right-rail', sections: { main: [{ type: 'html-box', id: 'words', customFields: { HTML: `<p>${words}</p>` } }] } });
const purges: string[][] = [];
let server: EditorServer;
let configs: ReturnType<typeof configsWith>;
beforeAll(async () => {
  configs = configsWith({ [DOC]: page('before') });
  server = await startEditorServer({ configDir: configs.dir, purge: (tags) => purges.push(tags), purgeAgainMs: 50 });
});
afterAll(async () => {
  await server?.stop();
  configs?.remove();
});

let calls: Awaited<ReturnType<typeof signIn>>;
async function signIn() {
  const ed = await server.editor(`purge-${process.pid}@example.org`);
  const post = (p: string, body: unknown) => fetch(`${server.base}/editor/api${p}`, { method: 'POST', headers: { cookie: ed.cookie, origin: server.base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const get = async (p: string) => (await fetch(`${server.base}/editor/api${p}`, { headers: { cookie: ed.cookie } })).json();
  return { post, get, head: async (doc: string) => (await get(`/doc?doc=${doc}`)).head };
}
beforeAll(async () => {
  calls = await signIn();
});

it("every page names its site's tag first in Surrogate-Key and Cache-Tag, beside the tags of its content", async () => {
  const res = await fetch(`${server.base}/purged/`);
  await res.text();
  expect(res.status).toBe(200);
  expect(res.headers.get('surrogate-key')?.split(' ')[0]).toBe('pages:teaomarama');
  expect(res.headers.get('cache-tag')?.split(',')[0]).toBe('pages:teaomarama');
});

it("publishing a site's page purges that site's pages from the CDN, then again once the other nodes have reloaded; a rollback too", async () => {
  const { post, head } = calls;
  const saved = await (await post(`/doc?doc=${DOC}`, { base: (await head(DOC)).id, value: page('after') })).json();
  purges.length = 0;
  expect((await post(`/publish?doc=${DOC}`, { revision: saved.revision.id })).status).toBe(200);
  // Purged before the publish was answered: an editor reloading the page behind the CDN sees the new one.
  expect(purges).toEqual([['pages:teaomarama']]);
  await vi.waitFor(() => expect(purges).toEqual([['pages:teaomarama'], ['pages:teaomarama']]));

  const first = ((await calls.get(`/revisions?doc=${DOC}`)) as Array<{ id: number }>).at(-1)!;
  purges.length = 0;
  const rolledBack = await post(`/rollback?doc=${DOC}`, { revision: first.id, base: (await head(DOC)).id });
  expect(rolledBack.status).toBe(201);
  expect(purges[0]).toEqual(['pages:teaomarama']);
});

it('publishing a shared template purges the pages of every site (any of them may render it)', async () => {
  const { post, get, head } = calls;
  const doc = 'shared/templates/not-found.json';
  const current = await head(doc);
  const saved = await (await post(`/doc?doc=${doc}`, { base: current.id, value: current.value })).json();
  purges.length = 0;
  expect((await post(`/publish?doc=${doc}`, { revision: saved.revision.id })).status).toBe(200);
  const sites = (await get('/sites')) as Array<{ id: string }>;
  expect(sites.length).toBeGreaterThan(1);
  expect(purges[0]).toEqual(sites.map((s) => `pages:${s.id}`));
});
