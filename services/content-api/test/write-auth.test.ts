// Nobody publishes by default: every write route refuses unauthorised callers and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishStory, mainMenu } from './fixtures.ts';
import { backends, startApi, TOKEN, type Running } from './harness.ts';

const story = { ...englishStory, _id: 'AUTHSTORY', headlines: { basic: 'Unauthorised edit' }, websites: { teaomarama: { website_url: '/news/auth-story/' } } };
const menu = { ...mainMenu, children: [] };
const noAuth = { headers: { authorization: '' } };
const wrongAuth = { headers: { authorization: 'Bearer not-the-token' } };

/** Both write routes, with the caller's headers; what each answered and whether anything changed. */
async function tryWrites(api: Running, init: RequestInit) {
  const doc = await api.put('/content/v4/documents/AUTHSTORY', story, init);
  const nav = await api.put('/site/v3/navigation/teaomarama/MainMenu', menu, init);
  const stored = await api.store.get('AUTHSTORY');
  const navigation = await api.get('/site/v3/navigation/teaomarama/?hierarchy=MainMenu');
  return { statuses: [doc.status, nav.status], docStored: Boolean(stored), menuEmptied: (navigation.body?.children ?? []).length === 0, body: doc.body };
}

const backend = backends[0]; // the rule is the router's, the same on every store

describe(`content API write authorisation (${backend.name})`, () => {
  describe('no token configured, writes not opened (production default)', () => {
    let api: Running;
    beforeAll(async () => (api = await startApi(backend, {})));
    afterAll(() => api?.close());

    it('every write route answers 401 with a reason and changes nothing; reads stay public', async () => {
      const result = await tryWrites(api, noAuth);
      expect(result.statuses).toEqual([401, 401]);
      expect(result.body.error).toMatch(/writes are closed/);
      expect(result.menuEmptied).toBe(false);
      expect((await api.get('/content/v4/?website=teaomarama&_id=AUTHSTORY', noAuth)).status).toBe(404);
      expect((await api.get('/site/v3/navigation/teaomarama/?hierarchy=MainMenu', noAuth)).status).toBe(200);
    });
  });

  describe('a token configured', () => {
    let api: Running;
    beforeAll(async () => (api = await startApi(backend, { token: TOKEN })));
    afterAll(() => api?.close());

    it('writes without the token or with a wrong one answer 401 and change nothing', async () => {
      for (const init of [noAuth, wrongAuth]) {
        const result = await tryWrites(api, init);
        expect(result.statuses).toEqual([401, 401]);
        expect(result.menuEmptied).toBe(false);
      }
      expect((await api.get('/content/v4/?website=teaomarama&_id=AUTHSTORY')).status).toBe(404);
    });

    it('writes with the token are accepted', async () => {
      const result = await tryWrites(api, {});
      expect(result.statuses).toEqual([201, 200]);
      expect((await api.get('/content/v4/?website=teaomarama&_id=AUTHSTORY')).status).toBe(200);
    });
  });

  describe('writes explicitly opened (development, or CONTENT_API_OPEN_WRITES=true)', () => {
    let api: Running;
    beforeAll(async () => (api = await startApi(backend, { openWrites: true })));
    afterAll(() => api?.close());

    it('writes without credentials are accepted', async () => {
      expect((await tryWrites(api, noAuth)).statuses).toEqual([201, 200]);
    });
  });
});
