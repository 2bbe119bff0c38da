import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createContentApi } from '../index.ts';
import { englishStory } from './fixtures.ts';
import { backends, startApi, TOKEN, type Running } from './harness.ts';

const newStory = (over: Record<string, unknown> = {}) => ({
  ...englishStory,
  _id: 'NEWSTORY',
  headlines: { basic: 'Kia ora koutou' },
  websites: { teaomarama: { website_url: '/news/new-story/' } },
  ...over,
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`content API writes and errors on ${backend.name}`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startApi(backend);
    });
    afterAll(async () => api?.close());

    it('PUT /content/v4/documents/{id}: 201 on create, 200 on update, and the document reads back', async () => {
      const created = await api.put('/content/v4/documents/NEWSTORY', newStory());
      expect(created).toMatchObject({ status: 201, body: { _id: 'NEWSTORY', type: 'story', created: true } });
      const updated = await api.put('/content/v4/documents/NEWSTORY', newStory({ headlines: { basic: 'Updated headline' } }));
      expect(updated.status).toBe(200);
      const read = await api.get('/content/v4/?website=teaomarama&website_url=/news/new-story/');
      expect(read.body).toMatchObject({ _id: 'NEWSTORY', headlines: { basic: 'Updated headline' } });
      // The full-text vector follows the update.
      const found = await api.get('/search/v2/?website=teaomarama&q=updated');
      expect(found.body.data.map((d: any) => d._id)).toEqual(['NEWSTORY']);
      // Moving a story to another URL frees the old one.
      await api.put('/content/v4/documents/NEWSTORY', newStory({ websites: { teaomarama: { website_url: '/news/moved/' } } }));
      expect((await api.get('/content/v4/?website=teaomarama&website_url=/news/new-story/')).status).toBe(404);
      expect((await api.get('/content/v4/?website=teaomarama&website_url=/news/moved/')).status).toBe(200);
    });

    it('bad writes are 400 with a precise message and the JSON path', async () => {
      const cases: [unknown, string, RegExp][] = [
        [newStory({ type: 'blog' }), 'type', /type must be one of story, video/],
        [newStory({ _id: 'OTHER' }), '_id', /_id "OTHER" does not match the document id in the URL "NEWSTORY"/],
        [newStory({ display_date: '2025-02-30T00:00:00Z' }), 'display_date', /display_date is not a real date/],
        [newStory({ display_date: 'yesterday' }), 'display_date', /ISO 8601/],
        [newStory({ websites: { teaomarama: { url: '/x/' } } }), 'websites.teaomarama.website_url', /must be a string, got undefined/],
        [newStory({ websites: {} }), 'websites', /at least one site/],
        [newStory({ taxonomy: { tags: [{ text: 5 }] } }), 'taxonomy.tags[0].text', /must be a string, got number/],
        [newStory({ content_elements: [{ content: 'x' }] }), 'content_elements[0].type', /must be a string/],
        [[1, 2], '(body)', /must be an object, got an array/],
      ];
      for (const [body, path, message] of cases) {
        const res = await api.put('/content/v4/documents/NEWSTORY', body);
        expect(res.status, path).toBe(400);
        expect(res.body.path).toBe(path);
        expect(res.body.error).toMatch(message);
      }
    });

    it('invalid JSON is a 400 JSON error, a huge body 413, a non-JSON body 415', async () => {
      const broken = await api.put('/content/v4/documents/NEWSTORY', '{"_id": ');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toMatch(/not valid JSON/);
      const huge = await api.put('/content/v4/documents/NEWSTORY', newStory({ body: 'x'.repeat(3_000_000) }));
      expect(huge.status).toBe(413);
      expect(huge.body.error).toMatch(/larger than/);
      const text = await api.put('/content/v4/documents/NEWSTORY', 'hello', { headers: { 'content-type': 'text/plain' } });
      expect(text.status).toBe(415);
    });

    it('a website_url already used by another document is a 409 naming the site', async () => {
      const res = await api.put('/content/v4/documents/DUPE', newStory({ _id: 'DUPE', websites: { teaomarama: { website_url: '/photos/regatta/' } } }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ path: 'websites.teaomarama.website_url' });
      expect(res.body.error).toContain('GALLERY1');
    });

    it('sections are stored per site under their path _id', async () => {
      const res = await api.put(`/content/v4/documents/${encodeURIComponent('/sport')}`, { _id: '/sport', type: 'section', _website: 'te-rito', name: 'Hākinakina' });
      expect(res.status).toBe(201);
      expect((await api.get('/site/v3/website/te-rito/section?_id=/sport')).body.name).toBe('Hākinakina');
      const noSite = await api.put(`/content/v4/documents/${encodeURIComponent('/sport')}`, { _id: '/sport', type: 'section' });
      expect(noSite).toMatchObject({ status: 400, body: { path: '_website' } });
    });

    it('bearer auth: a missing or wrong token is 401 JSON; the right one passes', async () => {
      const url = `${api.base}/content/v4/?website=teaomarama&_id=VIDEO1`;
      const none = await fetch(url);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect((await none.json()).error).toMatch(/Authorization: Bearer/);
      const wrong = await fetch(url, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const put = await fetch(`${api.base}/content/v4/documents/X`, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(put.status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    });

    it('works mounted at any path; unexpected errors are logged and answered 500 JSON without a stack', async () => {
      const failing = { ...api.store, search: async () => Promise.reject(new Error('boom at /secret/path.ts:1')) };
      const app = express();
      app.use('/deep/mount', createContentApi(failing));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/deep/mount`;
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect((await fetch(`${base}/content/v4/?website=teaomarama&_id=VIDEO1`)).status).toBe(200);
        const res = await fetch(`${base}/content/v4/search/published?website=teaomarama`);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ error: 'internal error' });
        expect(spy).toHaveBeenCalled();
      } finally {
        spy.mockRestore();
        await new Promise((r) => server.close(r));
      }
    });
  });
}
