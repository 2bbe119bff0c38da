// Saves that merge over real HTTP on a production server with the page-config store: two editors saving from one
// revision both keep their work when they changed different blocks; the same field changed twice is a 409 naming
// the field, nothing saved, until a save on the head settles it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeDocs } from '../engine/config/merge-tree.ts';
import { configsWith, editorApiAs, startEditorServer, type EditorServer } from './support/editor-server.ts';

const DOC = 'pages/teaomarama/merge-probe.json';
const box = (id: string, words: string) => ({ type: 'html-box', id, customFields: { HTML: `<p>${words}</p>` } });
const page = (top: string, bottom: string) => ({ uri: '/merge-probe/', layout: 'right-rail', sections: { main: [box('top', top), box('bottom', bottom)] } });

let server: EditorServer;
let configs: ReturnType<typeof configsWith>;
let aroha: Awaited<ReturnType<EditorServer['editor']>>;
let tama: Awaited<ReturnType<EditorServer['editor']>>;

beforeAll(async () => {
  configs = configsWith({ [DOC]: page('top words', 'bottom words') });
  server = await startEditorServer({ configDir: configs.dir });
  aroha = await server.editor(`merge-aroha-${process.pid}@example.org`);
  tama = await server.editor(`merge-tama-${process.pid}@example.org`);
});
afterAll(async () => {
  await server?.stop();
  configs?.remove();
});

const as = (who: { cookie: string }) => editorApiAs(server.base, who);
const head = async () => (await as(aroha).get(`/doc?doc=${DOC}`)).body.head as { id: number; value: ReturnType<typeof page> };

describe('saves from a stale revision merge', () => {
  it('two editors editing different blocks of one page at once both keep their work, and the second is told what was merged in', async () => {
    const base = (await head()).id;
    const [first, second] = await Promise.all([
      as(aroha).post(`/doc?doc=${DOC}`, { base, value: page('top by Aroha', 'bottom words') }),
      as(tama).post(`/doc?doc=${DOC}`, { base, value: page('top words', 'bottom by Tama') }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const now = await head();
    expect(now.value).toEqual(page('top by Aroha', 'bottom by Tama'));
    // Whichever saved last merged the other's change onto their head; the first answer merged nothing.
    const [early, late] = first.body.revision.id < second.body.revision.id ? [first, second] : [second, first];
    expect(early.body.merged).toBeUndefined();
    expect(late.body.revision).toMatchObject({ id: now.id, parent: early.body.revision.id });
    expect(late.body.merged).toMatchObject({ onto: { id: early.body.revision.id }, authors: [`merge-${early === first ? 'aroha' : 'tama'}-${process.pid}@example.org`], value: now.value });
    expect(late.body.merged.changes).toEqual([{ kind: 'edit', block: early === first ? 'top' : 'bottom', field: 'customFields/HTML' }]);
  });

  it('the same field changed by both: 409 naming the block and field with both values, and nothing saved', async () => {
    const base = await head();
    const first = await as(aroha).post(`/doc?doc=${DOC}`, { base: base.id, value: page('Aroha\'s top', 'bottom by Tama') });
    expect(first.status).toBe(201);
    const mine = page('Tama\'s top', 'bottom by Tama');
    const second = await as(tama).post(`/doc?doc=${DOC}`, { base: base.id, value: mine });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/1 change\(s\) of yours clash/);
    expect(second.body.conflicts).toEqual([{ key: '#top/customFields/HTML', kind: 'field', block: 'top', field: 'customFields/HTML', base: '<p>top by Aroha</p>', theirs: '<p>Aroha\'s top</p>', mine: '<p>Tama\'s top</p>' }]);
    expect(second.body.current).toMatchObject({ id: first.body.revision.id, value: page('Aroha\'s top', 'bottom by Tama') });
    expect(second.body.base).toEqual({ id: base.id, value: base.value });
    expect((await head()).id).toBe(first.body.revision.id);

    // The editor's choice, merged with the module the editor runs, saved on the head: mine wins that field.
    const settled = mergeDocs(second.body.base.value, second.body.current.value, mine, { '#top/customFields/HTML': 'mine' });
    expect(settled.conflicts).toEqual([]);
    const resolved = await as(tama).post(`/doc?doc=${DOC}`, { base: second.body.current.id, value: settled.value });
    expect(resolved.status).toBe(201);
    expect((await head()).value).toEqual(mine);
  });

  it('a delete of a block the other editor edited is a 409 for that block', async () => {
    const base = await head();
    await as(aroha).post(`/doc?doc=${DOC}`, { base: base.id, value: page('edited top', 'bottom by Tama') });
    const without = { ...base.value, sections: { main: [base.value.sections.main[1]] } };
    const res = await as(tama).post(`/doc?doc=${DOC}`, { base: base.id, value: without });
    expect(res.status).toBe(409);
    expect(res.body.conflicts).toEqual([expect.objectContaining({ key: '#top', kind: 'delete', block: 'top', theirs: box('top', 'edited top') })]);
  });

  it('creating a document that exists is still a plain 409 with its head', async () => {
    const res = await as(tama).post(`/doc?doc=${DOC}`, { base: null, value: page('x', 'y') });
    expect(res.status).toBe(409);
    expect(res.body.current.id).toBe((await head()).id);
    expect(res.body.conflicts).toBeUndefined();
  });
});
