import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, q, startApi, type Running } from './harness.ts';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`content API reads on ${backend.name}`, () => {
    let api: Running;
    beforeAll(async () => {
      api = await startApi(backend);
    });
    afterAll(async () => api?.close());

    const ids = (body: any) => body.content_elements.map((d: any) => d._id);

    it('content-api: a story by website_url and site, with or without the trailing slash', async () => {
      const a = await api.get(`/content/v4/?website=teaomarama&website_url=${q('/news/2025/02/01/election-results/')}`);
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ _id: 'STORYEN', type: 'story', website: 'teaomarama', website_url: '/news/2025/02/01/election-results/' });
      const b = await api.get(`/content/v4?website=teaomarama&website_url=${q('/news/2025/02/01/election-results')}`);
      expect(b.body._id).toBe('STORYEN');
      const other = await api.get(`/content/v4/?website=local-democracy-reporting&website_url=${q('/ldr/election-results/')}`);
      expect(other.body).toMatchObject({ _id: 'STORYEN', website_url: '/ldr/election-results/' });
    });

    it('content-api: a document by _id; unknown ids and other sites answer 404 JSON', async () => {
      expect((await api.get('/content/v4/?website=teaomarama&_id=VIDEO3')).body).toMatchObject({ _id: 'VIDEO3', type: 'video' });
      const missing = await api.get('/content/v4/?website=teaomarama&_id=NOPE');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toContain('NOPE');
      expect((await api.get('/content/v4/?website=teaomarama&_id=VIDEO7')).status).toBe(404);
      expect((await api.get(`/content/v4/?website=teaomarama&website_url=${q('/nope/')}`)).status).toBe(404);
      // Authors, tags and images are not content items.
      expect((await api.get('/content/v4/?website=teaomarama&_id=jane-doe')).status).toBe(404);
    });

    it('content-api: missing website or key is a 400 naming the parameter', async () => {
      const a = await api.get('/content/v4/?_id=VIDEO1');
      expect(a).toMatchObject({ status: 400, body: { path: 'website' } });
      const b = await api.get('/content/v4/?website=teaomarama');
      expect(b.status).toBe(400);
      expect(b.body.error).toContain('website_url or _id');
    });

    it('Latest videos: type:video AND taxonomy.tags.text:"watch" with sort, from, size and next', async () => {
      const query = q('type:video AND taxonomy.tags.text:"watch"');
      const first = await api.get(`/content/v4/search/published?website=teaomarama&q=${query}&sort=display_date:desc&from=0&size=2`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ type: 'results', count: 5, next: 2 });
      expect(ids(first.body)).toEqual(['VIDEO5', 'VIDEO4']);
      const last = await api.get(`/content/v4/search/published?website=teaomarama&q=${query}&sort=display_date:desc&from=4&size=2`);
      expect(ids(last.body)).toEqual(['VIDEO1']);
      expect(last.body.next).toBeUndefined();
      const asc = await api.get(`/content/v4/search/published?website=teaomarama&q=${query}&sort=display_date:asc&size=4`);
      expect(ids(asc.body)).toEqual(['VIDEO1', 'VIDEO2', 'VIDEO3', 'VIDEO4']);
    });

    it('Up Next: type video, tag watch, older than the current item, excluding its canonical_url', async () => {
      const query =
        'type:"video" AND taxonomy.tags.text:"watch" AND display_date:{* TO 2025\\-01\\-04T00\\:00\\:00Z} AND NOT canonical_url:"/video/2025/01/02/video-2/"';
      const res = await api.get(`/content/v4/search/published?website=teaomarama&q=${q(query)}&from=0&size=12`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(['VIDEO3', 'VIDEO1']);
      expect(res.body.count).toBe(2);
    });

    it('search/published: Lucene operators, array paths, ranges and full-text terms', async () => {
      const search = async (query: string) => {
        const res = await api.get(`/content/v4/search/published?website=teaomarama&size=100&q=${q(query)}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return ids(res.body).sort();
      };
      expect(await search('*:*')).toHaveLength(9);
      expect(await search('taxonomy.sections._id:"/news"')).toEqual(['GALLERY1', 'STORYEN']);
      expect(await search('type:story OR type:gallery')).toEqual(['GALLERY1', 'STORYEN', 'STORYMI']);
      expect(await search('type:(story OR gallery) AND NOT language:mi')).toEqual(['GALLERY1', 'STORYEN']);
      expect(await search('type:video -taxonomy.tags.slug:watch')).toEqual(['VIDEO6']);
      expect(await search('credits.by._id:jane-doe AND (language:mi OR headlines.basic:election)')).toEqual(['STORYEN', 'STORYMI']);
      expect(await search('display_date:[2025-01-05T00:00:00Z TO 2025-01-15T00:00:00Z]')).toEqual(['GALLERY1', 'VIDEO5', 'VIDEO6']);
      expect(await search('display_date:{2025-01-05T00:00:00Z TO 2025-01-15T00:00:00Z}')).toEqual(['VIDEO6']);
      expect(await search('canonical_url:"/video/2025/01/03/video-3/"')).toEqual(['VIDEO3']);
      expect(await search('ballots')).toEqual(['STORYEN']);
      expect(await search('Maori OR regatta')).toEqual(['GALLERY1', 'STORYMI']);
      expect(await search('taxonomy.tags.text:mātauranga')).toEqual(['STORYMI']);
      expect(await search('owner.sponsored:true')).toEqual(['STORYMI']);
      expect(await search('websites.teaomarama.website_section._id:"/te-reo"')).toEqual(['STORYMI']);
      expect(await search('_id:VIDEO4 OR _id:VIDEO7')).toEqual(['VIDEO4']);
    });

    it('search/published: malformed query, unknown field and bad paging are 400 naming what is wrong', async () => {
      const malformed = await api.get(`/content/v4/search/published?website=teaomarama&q=${q('type:(video')}`);
      expect(malformed).toMatchObject({ status: 400, body: { path: 'q' } });
      expect(malformed.body.error).toMatch(/not a valid Lucene query at column/);
      const dangling = await api.get(`/content/v4/search/published?website=teaomarama&q=${q('type:video AND')}`);
      expect(dangling.status).toBe(400);
      expect(dangling.body.error).toMatch(/ends with an operator/);
      const unknown = await api.get(`/content/v4/search/published?website=teaomarama&q=${q('type:video AND secret.field:x')}`);
      expect(unknown).toMatchObject({ status: 400, body: { path: 'q' } });
      expect(unknown.body.error).toContain('unknown field "secret.field"');
      for (const [param, value] of [['from', '-1'], ['size', '0'], ['size', '101'], ['from', 'abc'], ['sort', 'headline:asc']]) {
        const res = await api.get(`/content/v4/search/published?website=teaomarama&${param}=${value}`);
        expect(res.status, `${param}=${value}`).toBe(400);
        expect(res.body.path).toBe(param);
        expect(res.body.error).toContain(param);
      }
      const range = await api.get(`/content/v4/search/published?website=teaomarama&q=${q('display_date:[yesterday TO *]')}`);
      expect(range.status).toBe(400);
      expect(range.body.error).toContain('"yesterday"');
    });

    it('no query string, however odd, answers 500: every one is 200 or a 4xx JSON error', async () => {
      const odd = ['"', '(', ')', 'AND', 'OR OR', 'type:', ':', '*:foo', 'foo*', '*foo', 'type:vid*', 'display_date:*',
        'display_date:[* TO *]', 'display_date:2025-01-05', '\\', '/regex/', 'a~', 'type:video~2', 'type:video^2', 'NOT', '-', '+', '!',
        'headlines.basic:"kia ora"', 'headlines.basic:elec*', '_id:VID*', 'taxonomy.tags.text:Wat*', 'x'.repeat(3000),
        '('.repeat(400) + 'type:video' + ')'.repeat(400), "type:\"it's\"", 'type:%_', '\u0000', 'owner.sponsored:maybe',
        'display_date:[now-30d TO now]', 'display_date:{2025-13-01 TO *}', 'canonical_url:/a/b', 'taxonomy.tags.slug:(watch OR other)',
        'headlines.basic:*', '&&', 'type:video ||', '[1 TO 2]', 'websites.Bad_Site.website_url:x', '$', 'ā*', '*:*', 'type:"\\"'];
      for (const value of odd) {
        const res = await api.get(`/content/v4/search/published?website=teaomarama&q=${q(value)}`);
        expect(res.status, `${value.slice(0, 40)} -> ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
        expect(typeof res.body, value.slice(0, 40)).toBe('object');
        if (res.status >= 400) expect(res.body.error).toEqual(expect.any(String));
      }
      expect((await api.get(`/search/v2/?website=teaomarama&q=${q('"unterminated OR -( \u0000')}`)).status).toBeLessThan(500);
    });

    it('a Lucene q carrying a NUL character is refused by the store with a 400 naming q, before it reaches the database', async () => {
      for (const value of ['\u0000', 'type:story AND headlines.basic:a\u0000b', '"kapa\u0000haka"']) {
        await expect(api.store.search({ website: 'teaomarama', q: value })).rejects.toMatchObject({ status: 400, path: 'q', message: 'q: contains a NUL character' });
      }
    });

    it('_sourceInclude keeps only the dotted paths asked for, through arrays', async () => {
      const fields = '_id,headlines.basic,taxonomy.tags.slug,websites.teaomarama.website_url,promo_items.basic.url';
      const res = await api.get(`/content/v4/search/published?website=teaomarama&q=${q('_id:VIDEO2')}&_sourceInclude=${fields}`);
      expect(res.body.content_elements).toEqual([
        {
          _id: 'VIDEO2',
          headlines: { basic: 'Video number 2' },
          taxonomy: { tags: [{ slug: 'other' }, { slug: 'watch' }] },
          websites: { teaomarama: { website_url: '/video/2025/01/02/video-2/' } },
          promo_items: { basic: { url: 'https://example.test/img2.jpg' } },
        },
      ]);
      const one = await api.get('/content/v4/?website=teaomarama&_id=VIDEO2&_sourceInclude=type,duration');
      expect(one.body).toEqual({ _id: 'VIDEO2', type: 'video', duration: 120000 });
      const bad = await api.get('/content/v4/?website=teaomarama&_id=VIDEO2&_sourceInclude=a..b');
      expect(bad).toMatchObject({ status: 400, body: { path: '_sourceInclude' } });
    });

    it('content-api-collections: references resolved in order, missing and off-site items skipped, from/size/next', async () => {
      const first = await api.get('/content/v4/collections?website=teaomarama&_id=COLLECTION1&from=0&size=2&getNext=true');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ _id: 'COLLECTION1', type: 'collection', headlines: { basic: 'Top stories' }, count: 4, next: 2 });
      expect(ids(first.body)).toEqual(['STORYEN', 'VIDEO1']);
      expect(first.body.content_elements[0].website_url).toBe('/news/2025/02/01/election-results/');
      const rest = await api.get('/content/v4/collections?website=teaomarama&content_alias=homepage-top&from=2&size=2');
      expect(ids(rest.body)).toEqual(['STORYMI', 'VIDEO2']);
      expect(rest.body.next).toBeUndefined();
      const filtered = await api.get('/content/v4/collections?website=teaomarama&_id=COLLECTION1&size=1&_sourceInclude=headlines.basic');
      expect(filtered.body.content_elements).toEqual([{ _id: 'STORYEN', headlines: { basic: 'Election results announced in Wellington' } }]);
      expect((await api.get('/content/v4/collections?website=te-rito&_id=COLLECTION1')).status).toBe(404);
      expect((await api.get('/content/v4/collections?website=teaomarama&content_alias=nope')).status).toBe(404);
    });

    it('Search response (search-api): full text in English and te reo Māori, with and without macrons', async () => {
      const english = await api.get(`/search/v2/?website=teaomarama&q=${q('election results')}&page=1&size=10`);
      expect(english.status).toBe(200);
      expect(english.body.data.map((d: any) => d._id)).toEqual(['STORYEN']);
      expect(english.body.metadata).toMatchObject({ q: 'election results', total_hits: 1, page: 1 });
      for (const word of ['whānau', 'whanau', 'Māori', 'kaumatua']) {
        const res = await api.get(`/search/v2/?website=teaomarama&q=${q(word)}`);
        expect(res.body.data.map((d: any) => d._id), word).toEqual(['STORYMI']);
      }
      // Headline matches outrank body matches.
      const ranked = await api.get(`/search/v2/?website=teaomarama&q=${q('video OR council')}&size=3&page=1`);
      expect(ranked.body.metadata.total_hits).toBe(7);
      expect(ranked.body.data).toHaveLength(3);
      const page3 = await api.get(`/search/v2/?website=teaomarama&q=${q('video OR council')}&size=3&page=3`);
      expect(page3.body.data).toHaveLength(1);
      expect((await api.get('/search/v2/?website=teaomarama&q=')).status).toBe(400);
      expect((await api.get('/search/v2/?website=teaomarama&q=x&page=0')).body.path).toBe('page');
    });
  });
}
