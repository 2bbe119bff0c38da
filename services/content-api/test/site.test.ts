import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore } from '../index.ts';
import { videos } from './fixtures.ts';
import { backends, startApi, type Running } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`site service, authors, tags and photos on ${backend.name}`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startApi(backend, { token: undefined, openWrites: true, imageAuth: (id) => ({ '2': `hash-of-${id}` }) });
    });
    afterAll(async () => api?.close());

    it('Navigation node / site-service-hierarchy: a hierarchy and a node in it by _id', async () => {
      const menu = await api.get('/site/v3/navigation/teaomarama?hierarchy=MainMenu');
      expect(menu.status).toBe(200);
      expect(menu.body.children.map((c: any) => c._id)).toEqual(['/news', '/sport', 'LINK_1']);
      expect(menu.body.children[2]).toMatchObject({ node_type: 'link', display_name: 'Live', url: '/live/' });
      const news = await api.get('/site/v3/navigation/teaomarama?hierarchy=MainMenu&_id=/news');
      expect(news.body).toMatchObject({ _id: '/news', name: 'News', children: [{ _id: '/news/politics' }] });
      expect((await api.get('/site/v3/navigation/teaomarama?hierarchy=Footer')).status).toBe(404);
      expect((await api.get('/site/v3/navigation/teaomarama?hierarchy=MainMenu&_id=/nope')).status).toBe(404);
      expect((await api.get('/site/v3/navigation/Bad%20Site?hierarchy=MainMenu')).body.path).toBe('site');
    });

    it('PUT /site/v3/navigation/{site}/{hierarchy} stores a tree; a bad tree is 400 with its path', async () => {
      const footer = { _id: '/', node_type: 'section', children: [{ _id: 'LINK_A', node_type: 'link', display_name: 'About', url: '/about/' }] };
      expect((await api.put('/site/v3/navigation/te-rito/Footer', footer)).status).toBe(200);
      expect((await api.get('/site/v3/navigation/te-rito?hierarchy=Footer')).body).toEqual(footer);
      const bad = await api.put('/site/v3/navigation/te-rito/Footer', { _id: '/', children: [{ node_type: 'link', url: '/x/' }] });
      expect(bad).toMatchObject({ status: 400, body: { path: '(root).children[0].display_name' } });
      expect((await api.put('/site/v3/navigation/te-rito/Bad%20Name', footer)).body.path).toBe('hierarchy');
    });

    it('site service section: a stored section, else the navigation node; 404 otherwise', async () => {
      const stored = await api.get('/site/v3/website/teaomarama/section?_id=/news');
      expect(stored.body).toMatchObject({ _id: '/news', navigation: { nav_title: 'News' }, site: { maori_title: 'Ngā Kōrero' } });
      expect((await api.get('/site/v3/website/teaomarama/section?_id=/sport')).body).toMatchObject({ _id: '/sport', name: 'Sport' });
      expect((await api.get('/site/v3/website/teaomarama/section?_id=/nope')).status).toBe(404);
      expect((await api.get('/site/v3/website/teaomarama/section')).status).toBe(400);
    });

    it('author service: by _id and by slug, 404 JSON when unknown', async () => {
      expect((await api.get('/author/v2/author-service?_id=jane-doe')).body).toMatchObject({ authors: [{ byline: 'Jane Doe' }] });
      expect((await api.get('/author/v2/author-service?slug=jane-doe')).body.authors[0]._id).toBe('jane-doe');
      const missing = await api.get('/author/v2/author-service?slug=nobody');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toContain('nobody');
    });

    it('Tag payload: Payload in the order asked, null for unknown slugs', async () => {
      const res = await api.get('/tags/v2/slugs?slugs=watch,unknown-tag');
      expect(res.body.Payload).toHaveLength(2);
      expect(res.body.Payload[0]).toMatchObject({ name: 'Watch', description: 'Videos to watch', slug: 'watch' });
      expect(res.body.Payload[1]).toBeNull();
      expect((await api.get('/tags/v2/slugs')).status).toBe(400);
    });

    it('Image object: photo service answers the image with resizer auth', async () => {
      const res = await api.get('/photo/api/v2/photos/IMG1');
      expect(res.body).toMatchObject({ _id: 'IMG1', url: 'https://example.test/img1.jpg', width: 1600, height: 900, focal_point: { x: 800, y: 450 }, auth: { '2': 'hash-of-IMG1' } });
      expect((await api.get('/photo/api/v2/photos/VIDEO1')).status).toBe(404);
    });
  });
}

describe('PGlite data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-api-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('keeps documents across restarts and re-runs migrations harmlessly', async () => {
    const first = await createContentStore({ dataDir: join(dir, 'pglite') });
    await first.put(videos[0]);
    await first.close();
    const second = await createContentStore({ dataDir: join(dir, 'pglite') });
    try {
      expect(await second.count()).toBe(1);
      expect((await second.get('VIDEO1'))?.type).toBe('video');
    } finally {
      await second.close();
    }
  });
});
