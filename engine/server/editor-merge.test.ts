import { describe, expect, it } from 'vitest';
import { saveMerging } from './editor-merge.ts';
import type { EditorStorePort, Revision } from './editor-ports.ts';

const DOC = 'pages/s/p.json';
const box = (id: string, html: string) => ({ type: 'html-box', id, customFields: { HTML: html } });
const page = (a: string, b: string, c = 'C') => ({ uri: '/p/', layout: 'l', sections: { main: [box('a', a), box('b', b), box('c', c)] } });

/** A store of one document's revisions that refuses a stale base as the real one does; `onSave` runs before each save. */
function memoryStore(first: unknown, onSave?: (store: ReturnType<typeof memoryStore>) => void) {
  const revs: Revision[] = [{ id: 1, parent: null, author: 'files', at: '', doc: DOC, value: first }];
  const head = () => revs[revs.length - 1]!;
  const store = {
    revs,
    push(value: unknown, author: string) {
      revs.push({ id: head().id + 1, parent: head().id, author, at: '', doc: DOC, value });
      return revs[revs.length - 1]!;
    },
    async save(_doc: string, base: number | null, text: string, author: string) {
      onSave?.(store);
      if (base !== head().id) throw Object.assign(new Error('stale'), { current: head() });
      const { value: _v, doc: _d, ...meta } = store.push(JSON.parse(text), author);
      return meta;
    },
    async revision(_doc: string, id: number) {
      const r = revs.find((x) => x.id === id);
      return r && { ...r, text: JSON.stringify(r.value) };
    },
    async revisions() {
      return [...revs].reverse().map(({ value: _v, doc: _d, ...meta }) => ({ ...meta, published: false }));
    },
  };
  return store;
}
const port = (s: ReturnType<typeof memoryStore>) => s as unknown as EditorStorePort;

describe('a save from a stale revision', () => {
  it('on the head saves as it is, merging nothing', async () => {
    const store = memoryStore(page('A', 'B'));
    const out = await saveMerging(port(store), DOC, 1, page('mine', 'B'), 'me');
    expect(out).toMatchObject({ saved: { id: 2, parent: 1 } });
    expect('merged' in out && out.merged).toBeFalsy();
  });

  it('merged again onto a save that landed while it was merging, and says whose changes it took', async () => {
    let landed = 0;
    // Each of the first two saves finds one more save ahead of it: theirs, then a third editor's.
    const store = memoryStore(page('A', 'B'), (s) => {
      if (landed === 0) s.push(page('theirs', 'B'), 'them');
      else if (landed === 1) s.push(page('theirs', 'B', 'third'), 'third');
      landed++;
    });
    const out = await saveMerging(port(store), DOC, 1, page('A', 'mine'), 'me');
    expect(out).toMatchObject({ saved: { parent: 3 }, merged: { onto: { id: 3 }, authors: ['them', 'third'], value: page('theirs', 'mine', 'third') } });
    expect(store.revs.at(-1)!.value).toEqual(page('theirs', 'mine', 'third'));
  });

  it('with a clash saves nothing and answers the conflicts, the head and the base', async () => {
    const store = memoryStore(page('A', 'B'));
    store.push(page('theirs', 'B'), 'them');
    const out = await saveMerging(port(store), DOC, 1, page('mine', 'B'), 'me');
    expect(out).toMatchObject({ conflicts: [{ key: '#a/customFields/HTML', theirs: 'theirs', mine: 'mine' }], current: { id: 2 }, base: { id: 1, value: page('A', 'B') } });
    expect(store.revs).toHaveLength(2);
  });

  it('a base that is none of the document\'s revisions is the plain stale-base error', async () => {
    const store = memoryStore(page('A', 'B'));
    store.push(page('theirs', 'B'), 'them');
    await expect(saveMerging(port(store), DOC, 99, page('mine', 'B'), 'me')).rejects.toMatchObject({ current: { id: 2 } });
  });
});
