// Change events: what the store tells its listeners (the cache invalidation) after each committed write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '../types.ts';
import { englishStory } from './fixtures.ts';
import { backends, startApi, type Running } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`content store change events on ${backend.name}`, () => {
    let api: Running;
    const changes: ContentChange[] = [];
    beforeAll(async () => {
      api = await startApi(backend);
      api.store.onChange((change) => {
        changes.push(change);
      });
    });
    afterAll(async () => api?.close());

    it('a document PUT tells its id, type and where it is published (site, URL, section) once committed', async () => {
      changes.length = 0;
      const res = await api.put('/content/v4/documents/STORYEN', { ...englishStory, headlines: { basic: 'Corrected headline' } });
      expect(res.status).toBe(200);
      expect(changes).toEqual([
        {
          kind: 'document',
          id: 'STORYEN',
          type: 'story',
          placements: [
            { site: 'teaomarama', url: '/news/2025/02/01/election-results/', sectionId: '/news' },
            { site: 'local-democracy-reporting', url: '/ldr/election-results/' },
          ],
        },
      ]);
    });

    it('a section document tells the site it belongs to; a navigation PUT tells the site and hierarchy', async () => {
      changes.length = 0;
      const section = { _id: '/sport', type: 'section', _website: 'teaomarama', name: 'Sport' };
      expect((await api.put('/content/v4/documents/%2Fsport', section)).status).toBeLessThan(300);
      expect((await api.put('/site/v3/navigation/teaomarama/MainMenu', { _id: '/', children: [] })).status).toBe(200);
      expect(changes).toEqual([
        { kind: 'document', id: '/sport', type: 'section', site: 'teaomarama', placements: [] },
        { kind: 'navigation', site: 'teaomarama', hierarchy: 'MainMenu' },
      ]);
    });

    it('a refused write (bad document, URL taken by another) tells nothing', async () => {
      changes.length = 0;
      expect((await api.put('/content/v4/documents/BROKEN', { _id: 'BROKEN', type: 'story', websites: 'no' })).status).toBe(400);
      const taken = { ...englishStory, _id: 'COPY', websites: { teaomarama: { website_url: '/news/2025/02/01/election-results/' } } };
      expect((await api.put('/content/v4/documents/COPY', taken)).status).toBe(409);
      expect(changes).toEqual([]);
    });

    it('a listener that fails does not fail the write, and the write waits for the listeners', async () => {
      let finished = false;
      const stopFailing = api.store.onChange(async () => {
        throw new Error('bus down');
      });
      const stopSlow = api.store.onChange(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        finished = true;
      });
      try {
        const res = await api.put('/content/v4/documents/STORYEN', englishStory);
        expect(res.status).toBe(200);
        expect(finished).toBe(true);
      } finally {
        stopFailing();
        stopSlow();
      }
    });
  });
}
