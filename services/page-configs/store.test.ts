// The page-config store on PGlite and (with DATABASE_URL) PostgreSQL: revisions, the published set, stale saves,
// seeding in one statement, development's file sync, byte-stable export, editor roles and sessions.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentStore } from '../content-api/index.ts';
import { backends, dropStore } from '../identity/test/harness.ts';
import { exportPublished, fileSync, seedIfEmpty, type TextSource } from './files.ts';
import { ConflictError, createPageConfigs, type PageConfigs } from './index.ts';
import { pageConfigsWiring } from './wiring.ts';

const memoryFiles = (files: Record<string, string>): TextSource => ({
  list: async () => Object.keys(files).sort(),
  read: async (name) => files[name]!,
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`page-config store (${backend.name})`, () => {
    let configs: PageConfigs;
    let close: () => Promise<void>;
    let clock = Date.parse('2026-11-25T00:00:00Z');
    beforeEach(async () => {
      const options = backend.options();
      const store = await createContentStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, schema: options.schema });
      configs = await createPageConfigs({ db: store.db, schema: options.schema, now: () => clock });
      close = () => dropStore(store, options);
    });
    afterEach(() => close());

    it('a save names its base: a second save from the same base is refused with the current head, and nothing is written', async () => {
      const { store } = configs;
      const first = await store.save('pages/teaomarama/x.json', null, '{"uri":"/x/"}\n', 'aroha@example.org');
      const a = await store.save('pages/teaomarama/x.json', first.id, '{"uri":"/x/","a":1}\n', 'aroha@example.org');
      const refused = await store.save('pages/teaomarama/x.json', first.id, '{"uri":"/x/","b":2}\n', 'mere@example.org').catch((e) => e);
      expect(refused).toBeInstanceOf(ConflictError);
      expect(refused.current).toMatchObject({ id: a.id, author: 'aroha@example.org', value: { uri: '/x/', a: 1 } });
      expect((await store.revisions('pages/teaomarama/x.json')).map((r) => r.id)).toEqual([a.id, first.id]);
      expect(a.parent).toBe(first.id);
    });

    it('creating a document that exists (base null) is a conflict too', async () => {
      await configs.store.save('sites/x.json', null, '{}\n', 'a');
      await expect(configs.store.save('sites/x.json', null, '{}\n', 'b')).rejects.toBeInstanceOf(ConflictError);
    });

    it('concurrent saves from one base: exactly one wins', async () => {
      const base = await configs.store.save('pages/a/b.json', null, '{}\n', 'a');
      const results = await Promise.allSettled([1, 2, 3].map((n) => configs.store.save('pages/a/b.json', base.id, `{"n":${n}}\n`, `e${n}`)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConflictError)).toHaveLength(2);
    });

    it('readers get the published revision only: a newer draft changes nothing until it is published', async () => {
      const { store } = configs;
      const one = await store.save('pages/s/p.json', null, '{"v":1}\n', 'a');
      await store.publish('pages/s/p.json', one.id);
      const two = await store.save('pages/s/p.json', one.id, '{"v":2}\n', 'a');
      expect((await store.publishedTexts()).get('pages/s/p.json')).toBe('{"v":1}\n');
      expect((await store.revisions('pages/s/p.json')).map((r) => [r.id, r.published])).toEqual([[two.id, false], [one.id, true]]);
      await store.publish('pages/s/p.json', two.id);
      expect((await store.publishedTexts()).get('pages/s/p.json')).toBe('{"v":2}\n');
      await expect(store.publish('pages/s/p.json', 999_999)).rejects.toThrow(/has no revision 999999/);
    });

    it('seeds an empty store from the files (published, author "files"), once; development re-imports only changed files', async () => {
      const files = { 'sites/a.json': '{"id":"a"}\n', 'pages/a/home.json': '{"uri":"/"}\n' };
      expect(await seedIfEmpty(configs.store, memoryFiles(files))).toBe(2);
      expect(await seedIfEmpty(configs.store, memoryFiles(files))).toBe(0);
      const docs = await configs.store.docs();
      expect(docs.map((d) => [d.doc, d.head.author, d.published?.id === d.head.id])).toEqual([['pages/a/home.json', 'files', true], ['sites/a.json', 'files', true]]);
      const sync = fileSync(configs.store, memoryFiles({ ...files, 'pages/a/home.json': '{"uri":"/home/"}\n' }));
      expect(await sync()).toBe(1);
      expect(await sync()).toBe(0);
      const home = await configs.store.doc('pages/a/home.json');
      expect(home?.head.value).toEqual({ uri: '/home/' });
      expect(home?.head.parent).toBe(docs[0]!.head.id);
    });

    it('exports the published revisions byte for byte as they were imported or saved', async () => {
      const odd = '{\n    "id": "a",\n    "name": "Ā"\n}\n';
      await seedIfEmpty(configs.store, memoryFiles({ 'sites/a.json': odd }));
      const dir = await mkdtemp(path.join(tmpdir(), 'configs-export-'));
      try {
        expect(await exportPublished(configs.store, dir)).toEqual(['sites/a.json']);
        expect(await readFile(path.join(dir, 'sites/a.json'), 'utf8')).toBe(odd);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('editor sessions: only live, unrevoked, unexpired ids count; revoking the role ends them', async () => {
      const { access } = configs;
      await access.grant('acc-1');
      const session = await access.startSession('acc-1');
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await access.sessionAccount(session.id)).toBe('acc-1');
      expect(await access.sessionAccount(session.id.slice(0, -1) + (session.id.endsWith('A') ? 'B' : 'A'))).toBeUndefined();
      clock += 13 * 60 * 60 * 1000;
      expect(await access.sessionAccount(session.id)).toBeUndefined();
      const second = await access.startSession('acc-1');
      expect(await access.revoke('acc-1')).toBe(true);
      expect(await access.sessionAccount(second.id)).toBeUndefined();
      expect(await access.roleOf('acc-1')).toBeUndefined();
    });
  });
}

describe('development: the store follows the files', () => {
  it('an edited file is what the next listing reads, as a published revision by "files"', async () => {
    const options = backends[0]!.options();
    const store = await createContentStore({ dataDir: options.dataDir });
    try {
      const configs = await createPageConfigs({ db: store.db });
      const files: Record<string, string> = { 'sites/a.json': '{"v":1}\n' };
      const wiring = await pageConfigsWiring({ pageConfigs: configs, readerOf: async () => undefined, files: memoryFiles(files), dev: true });
      expect(wiring.seeded).toBe(1);
      await wiring.source.list();
      expect(await wiring.source.read('sites/a.json')).toBe('{"v":1}\n');
      files['sites/a.json'] = '{"v":2}\n';
      await wiring.source.list();
      expect(await wiring.source.read('sites/a.json')).toBe('{"v":2}\n');
      expect((await configs.store.revisions('sites/a.json')).map((r) => [r.author, r.published])).toEqual([['files', true], ['files', false]]);
    } finally {
      await dropStore(store, options);
    }
  });
});
