// Two render nodes on one PostgreSQL: a page published through node A's editor is served by node B within seconds,
// carried by the invalidation bus (PostgreSQL NOTIFY, and Redis pub/sub when REDIS_URL is set). Each node is the
// production app with its own services and page-config source over the shared schema, as two machines would be.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvalidationBus } from '../engine/content/bus.ts';
import { PostgresBus } from '../engine/content/bus-postgres.ts';
import { RedisBus } from '../engine/content/bus-redis.ts';
import { configsWith, startEditorServer, type EditorServer } from './support/editor-server.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL) console.warn('DATABASE_URL is not set: skipping the two-node publish tests');

const DOC = 'pages/teaomarama/two-nodes.json';
const page = (words: string) => ({ uri: '/two-nodes/', layout: 'right-rail', sections: { main: [{ type: 'html-box', id: 'words', customFields: { HTML: `<p>${words}</p>` } }] } });
const quiet = { warn() {} };

const modes = [
  { name: 'PostgreSQL NOTIFY', enabled: Boolean(DATABASE_URL), bus: (channel: string): InvalidationBus => new PostgresBus({ url: DATABASE_URL!, channel, logger: quiet }) },
  { name: 'Redis pub/sub', enabled: Boolean(DATABASE_URL && REDIS_URL), bus: (channel: string): InvalidationBus => new RedisBus({ url: REDIS_URL!, channel, logger: quiet }) },
];

for (const mode of modes) {
  describe.skipIf(!mode.enabled)(`a publish on one node reaches another (${mode.name})`, () => {
    const suffix = randomBytes(5).toString('hex');
    const schema = `editor_nodes_${suffix}`;
    const channel = `editor_nodes_${suffix}`;
    let configs: ReturnType<typeof configsWith>;
    const nodes: EditorServer[] = [];
    const buses: InvalidationBus[] = [];

    beforeAll(async () => {
      configs = configsWith({ [DOC]: page('before the publish') });
      // One after the other: the first seeds the empty store, the second finds it seeded.
      for (let i = 0; i < 2; i++) {
        const bus = mode.bus(channel);
        buses.push(bus);
        await (bus as { ready?: () => Promise<void> }).ready?.();
        nodes.push(await startEditorServer({ configDir: configs.dir, databaseUrl: DATABASE_URL, schema, bus }));
      }
    });
    afterAll(async () => {
      for (const node of nodes) await node.stop();
      await Promise.all(buses.map((b) => b.close()));
      configs?.remove();
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end());
    });

    it('node B serves the page node A published, without a restart; before the publish B served the old one', async () => {
      const [a, b] = nodes as [EditorServer, EditorServer];
      expect(await (await fetch(`${b.base}/two-nodes/`)).text()).toContain('before the publish');
      const ed = await a.editor(`nodes-${suffix}@example.org`);
      const call = (p: string, body: unknown) => fetch(`${a.base}/editor/api${p}`, { method: 'POST', headers: { cookie: ed.cookie, origin: a.base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const head = (await (await fetch(`${a.base}/editor/api/doc?doc=${DOC}`, { headers: { cookie: ed.cookie } })).json()).head;
      const saved = await (await call(`/doc?doc=${DOC}`, { base: head.id, value: page('after the publish') })).json();
      // A saved draft reaches no reader on either node.
      expect(await (await fetch(`${b.base}/two-nodes/`)).text()).toContain('before the publish');
      expect((await call(`/publish?doc=${DOC}`, { revision: saved.revision.id })).status).toBe(200);
      expect(await (await fetch(`${a.base}/two-nodes/`)).text()).toContain('after the publish');
      await vi.waitFor(async () => expect(await (await fetch(`${b.base}/two-nodes/`)).text()).toContain('after the publish'), { timeout: 5000, interval: 100 });
    });

    it('a preview made on node A renders on node B (the iframe may reach any node)', async () => {
      const [a, b] = nodes as [EditorServer, EditorServer];
      const ed = await a.editor(`preview-${suffix}@example.org`);
      const made = await fetch(`${a.base}/editor/api/preview`, { method: 'POST', headers: { cookie: ed.cookie, origin: a.base, 'content-type': 'application/json' }, body: JSON.stringify({ doc: DOC, value: page('only in the preview') }) });
      const { src } = await made.json();
      const onB = await fetch(`${b.base}${src}`, { headers: { cookie: ed.cookie } });
      expect(onB.status).toBe(200);
      expect(await onB.text()).toContain('only in the preview');
    });
  });
}
