// With the HTML micro-cache on, a publish is still what the next reader gets: the reload forgets the stored pages.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configsWith, startEditorServer, type EditorServer } from './support/editor-server.ts';

const DOC = 'pages/teaomarama/cached.json';
const page = (words: string) => ({ uri: '/cached/', layout: 'right-rail', sections: { main: [{ type: 'html-box', id: 'words', customFields: { HTML: `<p>${words}</p>` } }] } });
let server: EditorServer;
let configs: ReturnType<typeof configsWith>;
beforeAll(async () => {
  configs = configsWith({ [DOC]: page('cached before') });
  server = await startEditorServer({ configDir: configs.dir, htmlMicrocache: { seconds: 300 } });
});
afterAll(async () => {
  await server?.stop();
  configs?.remove();
});

it('a page kept in the micro-cache is replaced by the published one on the next request', async () => {
  const read = async () => {
    const res = await fetch(`${server.base}/cached/`);
    return { cache: res.headers.get('x-cache'), html: await res.text() };
  };
  await read();
  const cached = await read();
  expect(cached.cache).toBe('HIT');
  expect(cached.html).toContain('cached before');
  const ed = await server.editor(`microcache-${process.pid}@example.org`);
  const post = (p: string, body: unknown) => fetch(`${server.base}/editor/api${p}`, { method: 'POST', headers: { cookie: ed.cookie, origin: server.base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const head = (await (await fetch(`${server.base}/editor/api/doc?doc=${DOC}`, { headers: { cookie: ed.cookie } })).json()).head;
  const saved = await (await post(`/doc?doc=${DOC}`, { base: head.id, value: page('published after') })).json();
  expect((await post(`/publish?doc=${DOC}`, { revision: saved.revision.id })).status).toBe(200);
  const after = await read();
  expect(after.cache).toBe('MISS');
  expect(after.html).toContain('published after');
});
