// Presence and scheduled publishes over real HTTP: on the embedded PGlite store (one node), and on two nodes sharing
// one PostgreSQL (DATABASE_URL; skipped, said so, without it), each the production app with its own services, as two
// machines would be. Presence is who else has a document open; a scheduled publish runs once whatever the nodes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvalidationBus } from '../engine/content/bus.ts';
import { PostgresBus } from '../engine/content/bus-postgres.ts';
import { configsWith, editorApiAs, startEditorServer, type EditorServer } from './support/editor-server.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn('DATABASE_URL is not set: skipping the two-node presence and scheduled publish tests');

const DOC = 'pages/teaomarama/collab-probe.json';
const page = (words: string) => ({ uri: '/collab-probe/', layout: 'right-rail', sections: { main: [{ type: 'html-box', id: 'words', customFields: { HTML: `<p>${words}</p>` } }] } });
const quiet = { warn() {} };

const modes = [
  { name: 'one node on PGlite', nodes: 1, enabled: true },
  { name: 'two nodes on one PostgreSQL', nodes: 2, enabled: Boolean(DATABASE_URL) },
];

for (const mode of modes) {
  describe.skipIf(!mode.enabled)(`presence and scheduled publishes (${mode.name})`, () => {
    const suffix = randomBytes(5).toString('hex');
    const schema = `editor_collab_${suffix}`;
    let configs: ReturnType<typeof configsWith>;
    const nodes: EditorServer[] = [];
    const buses: InvalidationBus[] = [];
    /** Every purge a publish asked for, on any node: one per publish (the second purge is after the test). */
    const purges: string[][] = [];

    beforeAll(async () => {
      configs = configsWith({ [DOC]: page('before') });
      for (let i = 0; i < mode.nodes; i++) {
        const shared = mode.nodes > 1;
        const bus = shared ? new PostgresBus({ url: DATABASE_URL!, channel: schema, logger: quiet }) : undefined;
        if (bus) buses.push(bus);
        await (bus as { ready?: () => Promise<void> } | undefined)?.ready?.();
        nodes.push(await startEditorServer({
          configDir: configs.dir, databaseUrl: shared ? DATABASE_URL : undefined, schema: shared ? schema : undefined, bus,
          presenceTtlSeconds: 2, scheduleEveryMs: 100, purge: (tags) => purges.push(tags), purgeAgainMs: 600_000,
        }));
      }
    });
    afterAll(async () => {
      for (const node of nodes) await node.stop();
      await Promise.all(buses.map((b) => b.close()));
      configs?.remove();
      if (mode.nodes > 1) {
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end());
      }
    });

    const first = () => nodes[0]!;
    const last = () => nodes[nodes.length - 1]!;
    const as = (node: EditorServer, who: { cookie: string }) => editorApiAs(node.base, who);

    it('an editor with the page open is listed to another editor (on the other node), never to themselves; leaving ends it at once', async () => {
      const aroha = await first().editor(`aroha-${suffix}@example.org`);
      const tama = await last().editor(`tama-${suffix}@example.org`);
      const beat = await as(first(), aroha).post(`/presence?doc=${DOC}`);
      expect(beat.status).toBe(200);
      expect(beat.body).toMatchObject({ others: [], ttlSeconds: 2 });
      const seen = await as(last(), tama).post(`/presence?doc=${DOC}`);
      // By the name on their account (the support helper signs everyone up as Aroha Ngata).
      expect(seen.body.others).toEqual([{ id: aroha.uuid, name: 'Aroha Ngata' }]);
      expect((await as(first(), aroha).get(`/presence?doc=${DOC}`)).body.others.map((o: { id: string }) => o.id)).toEqual([tama.uuid]);
      // Another document's editors are not this one's.
      expect((await as(last(), tama).get('/presence?doc=pages/teaomarama/about.json')).body.others).toEqual([]);
      // The editor's own sign-in guards it, as every editor API route: no session, no presence either way.
      expect((await fetch(`${first().base}/editor/api/presence?doc=${DOC}`)).status).toBe(401);
      expect((await as(first(), { cookie: 'editor_session=forged' }).post(`/presence?doc=${DOC}`)).status).toBe(401);
      expect((await as(first(), aroha).post(`/presence/leave?doc=${DOC}`)).status).toBe(204);
      expect((await as(last(), tama).get(`/presence?doc=${DOC}`)).body.others).toEqual([]);
    });

    it('an editor who stops sending heartbeats is no longer listed once their time has run out', async () => {
      const hine = await first().editor(`hine-${suffix}@example.org`);
      const rawiri = await last().editor(`rawiri-${suffix}@example.org`);
      await as(first(), hine).post(`/presence?doc=${DOC}`);
      expect((await as(last(), rawiri).get(`/presence?doc=${DOC}`)).body.others.map((o: { id: string }) => o.id)).toContain(hine.uuid);
      await vi.waitFor(async () => expect((await as(last(), rawiri).get(`/presence?doc=${DOC}`)).body.others).toEqual([]), { timeout: 6000, interval: 200 });
    });

    it('scheduled publishes each happen once across the nodes at their time, and readers get the revision', async () => {
      const ed = await first().editor(`scheduler-${suffix}@example.org`);
      const head = (await as(first(), ed).get(`/doc?doc=${DOC}`)).body.head.id;
      const saved = await as(first(), ed).post(`/doc?doc=${DOC}`, { base: head, value: page('published on time') });
      const at = new Date(Date.now() + 1500).toISOString();
      const before = purges.length;
      const made: Array<{ id: number }> = [];
      // Several due at one moment, so both nodes' timers find work at once.
      for (let i = 0; i < 4; i++) made.push((await as(first(), ed).post(`/schedule?doc=${DOC}`, { revision: saved.body.revision.id, at })).body.schedule);
      expect(made[0]).toMatchObject({ doc: DOC, revision: saved.body.revision.id, at, author: `scheduler-${suffix}@example.org`, state: 'pending' });
      const listed = (await as(last(), ed).get('/schedules?site=teaomarama')).body as Array<{ id: number; state: string }>;
      expect(listed.filter((s) => made.some((m) => m.id === s.id)).map((s) => s.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
      await vi.waitFor(async () => {
        const list = (await as(last(), ed).get(`/schedules?doc=${DOC}`)).body as Array<{ id: number; state: string }>;
        expect(list.filter((s) => made.some((m) => m.id === s.id)).map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
      }, { timeout: 10_000, interval: 100 });
      expect(purges.length - before).toBe(4);
      for (const node of nodes) await vi.waitFor(async () => expect(await (await fetch(`${node.base}/collab-probe/`)).text()).toContain('published on time'), { timeout: 5000, interval: 100 });
    });

    it('a pending scheduled publish can be cancelled and never runs; a done one cannot be cancelled', async () => {
      const ed = await first().editor(`canceller-${suffix}@example.org`);
      const head = (await as(first(), ed).get(`/doc?doc=${DOC}`)).body.head.id;
      const later = await as(first(), ed).post(`/schedule?doc=${DOC}`, { revision: head, at: new Date(Date.now() + 3_600_000).toISOString() });
      expect((await as(last(), ed).post('/schedule/cancel', { id: later.body.schedule.id })).body).toEqual({ cancelled: later.body.schedule.id });
      expect((await as(last(), ed).get(`/schedules?doc=${DOC}`)).body.map((s: { id: number }) => s.id)).not.toContain(later.body.schedule.id);
      expect((await as(first(), ed).post('/schedule/cancel', { id: later.body.schedule.id })).status).toBe(409);
      const done = (await as(first(), ed).get(`/schedules?doc=${DOC}`)).body.find((s: { state: string }) => s.state === 'done');
      const refused = await as(first(), ed).post('/schedule/cancel', { id: done.id });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/cannot be cancelled/);
    });

    it('scheduling is refused for an invalid revision (422 with its errors) and a time gone by (400)', async () => {
      const ed = await first().editor(`refused-${suffix}@example.org`);
      const head = (await as(first(), ed).get(`/doc?doc=${DOC}`)).body.head.id;
      const bad = await as(first(), ed).post(`/doc?doc=${DOC}`, { base: head, value: { ...page('x'), sections: { main: [{ type: 'no-such-block', id: 'x' }] } } });
      const invalid = await as(first(), ed).post(`/schedule?doc=${DOC}`, { revision: bad.body.revision.id, at: new Date(Date.now() + 60_000).toISOString() });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors[0].pointer).toBe('/sections/main/0/type');
      const past = await as(first(), ed).post(`/schedule?doc=${DOC}`, { revision: head, at: '2020-01-01T00:00:00Z' });
      expect(past.status).toBe(400);
      expect(past.body.error).toMatch(/in the past/);
      expect((await as(first(), ed).post(`/schedule?doc=${DOC}`, { revision: head, at: 'tomorrow' })).status).toBe(400);
    });
  });
}
