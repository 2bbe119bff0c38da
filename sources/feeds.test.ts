import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, runSource, startCannedApi, type CannedApi } from '../engine/testing/sources.ts';
import { coerceQuery } from '../engine/content/fetch.ts';
import { generateSampleContent } from '../services/sample-content/generate.ts';
import storyFeedQuery from './story-feed-query.ts';
import storyFeedAuthor from './story-feed-author.ts';
import storyFeedSections from './story-feed-sections.ts';
import storyFeedTag from './story-feed-tag.ts';
import collections from './content-api-collections.ts';
import alertBar from './alert-bar-collections.ts';
import searchApi from './search-api.ts';
import { listItem, promoCard } from '../common/content/selections.ts';

const sample = generateSampleContent({ seed: 3, now: new Date('2025-06-01T00:00:00Z') });
const stories = sample.documents.filter((d) => d.type === 'story');
const page = (from: number, size: number) => ({
  type: 'results',
  content_elements: stories.slice(from, from + size),
  count: stories.length,
  ...(from + size < stories.length ? { next: from + size } : {}),
});
const num = (u: URL, k: string) => Number(u.searchParams.get(k));

let api: CannedApi;
const ctx = () => contextFor(api.base);
const last = () => api.requests[api.requests.length - 1];

beforeAll(async () => {
  api = await startCannedApi({
    '/content/v4/search/published': (u) => page(num(u, 'from'), num(u, 'size')),
    '/content/v4/collections': (u) => ({
      ...page(num(u, 'from'), num(u, 'size')),
      _id: 'C'.repeat(26),
      type: 'collection',
      content_alias: u.searchParams.get('content_alias'),
    }),
    '/search/v2/': (u) => ({
      data: stories.slice((num(u, 'page') - 1) * num(u, 'size'), num(u, 'page') * num(u, 'size')),
      metadata: { q: u.searchParams.get('q'), total_hits: stories.length, page: num(u, 'page') },
    }),
  });
});
afterAll(() => api.close());

describe('list sources and their paging conventions', () => {
  it('"default services use offset and size": story-feed-query sends from=offset, size, sort and the query', async () => {
    const res: any = await runSource(storyFeedQuery, { query: 'type:story', offset: '20', size: '5' }, ctx());
    const u = last();
    expect(u.pathname).toBe('/content/v4/search/published');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({ website: 'teaomarama', q: '(type:story)', from: '20', size: '5', sort: 'display_date:desc' });
    expect(res.content_elements.map((d: any) => d._id)).toEqual(stories.slice(20, 25).map((d) => d._id));
    expect(res).toMatchObject({ count: stories.length, next: 25 });
  });

  it('Latest videos: story-feed-query with the watch query and size 4', async () => {
    await runSource(storyFeedQuery, { query: 'type:video AND taxonomy.tags.text:"watch"', size: '4' }, ctx());
    expect(Object.fromEntries(last().searchParams)).toMatchObject({ q: '(type:video AND taxonomy.tags.text:"watch")', from: '0', size: '4' });
  });

  it('Up Next: type video, tag watch, excludes the current canonical_url, display_date before it, offset/size 12', async () => {
    const current = { url: '/2025/05/30/a-video/', date: '2025-05-30T10:00:00.000Z' };
    await runSource(
      storyFeedQuery,
      { type: 'video', tag: 'watch', excludeCanonicalUrl: current.url, before: current.date, offset: '12', size: '12' },
      ctx(),
    );
    const q = last().searchParams.get('q');
    expect(q).toBe('type:"video" AND taxonomy.tags.text:"watch" AND display_date:{* TO 2025-05-30T10\\:00\\:00.000Z} AND NOT canonical_url:"/2025/05/30/a-video/"');
    expect(Object.fromEntries(last().searchParams)).toMatchObject({ from: '12', size: '12' });
    await expect(runSource(storyFeedQuery, { before: 'yesterday' }, ctx())).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"before"') });
  });

  it("a caller's selection (_id, headlines.basic, promo image, website_url per site) is asked upstream and applied locally", async () => {
    const res: any = await runSource(storyFeedQuery, { query: '*', size: '3', _select: listItem('teaomarama') }, ctx());
    const include = last().searchParams.get('_sourceInclude')!.split(',');
    for (const f of ['_id', 'headlines.basic', 'promo_items.basic.auth', 'promo_items.basic.focal_point', 'promo_items.basic.type', 'promo_items.basic.url', 'websites.teaomarama.website_url']) {
      expect(include).toContain(f);
    }
    const doc = res.content_elements[0];
    expect(Object.keys(doc).sort()).toEqual(['_id', 'headlines', 'promo_items', 'type', 'websites']);
    expect(Object.keys(doc.websites)).toEqual(['teaomarama']);
    expect(Object.keys(doc.websites.teaomarama)).toEqual(['website_url']);
    expect(doc.promo_items.basic.focal_point).toEqual(stories[0].promo_items && (stories[0] as any).promo_items.basic.focal_point);
    expect(JSON.stringify(res).length).toBeLessThan(JSON.stringify(page(0, 3)).length / 5);
    // A promo card keeps bylines but still no article bodies; without a selection the caller gets whole documents.
    const card: any = await runSource(storyFeedQuery, { size: '1', _select: promoCard('teaomarama') }, ctx());
    expect(card.content_elements[0].content_elements).toBeUndefined();
    expect(card.content_elements[0].credits.by).toBeDefined();
    const full: any = await runSource(storyFeedQuery, { size: '1' }, ctx());
    expect(last().searchParams.has('_sourceInclude')).toBe(false);
    expect(full.content_elements[0]).toEqual(stories[0]);
  });

  it('"story-feed-author, story-feed-sections, story-feed-tag use feedOffset and feedSize"', async () => {
    await runSource(storyFeedAuthor, { authorId: 'aroha-tawhiri', feedOffset: '10', feedSize: '5' }, ctx());
    expect(Object.fromEntries(last().searchParams)).toMatchObject({
      q: '(credits.by._id:"aroha-tawhiri" OR credits.by.slug:"aroha-tawhiri")', from: '10', size: '5',
    });
    await runSource(storyFeedSections, { includeSections: '/news, /politics', excludeSections: '/world', feedOffset: '3', feedSize: '7' }, ctx());
    expect(Object.fromEntries(last().searchParams)).toMatchObject({
      q: '(taxonomy.sections._id:"/news" OR taxonomy.sections._id:"/politics") AND NOT taxonomy.sections._id:"/world"', from: '3', size: '7',
    });
    const res: any = await runSource(storyFeedTag, { tagSlug: 'te-reo-maori', feedOffset: '0', feedSize: '2' }, ctx());
    expect(Object.fromEntries(last().searchParams)).toMatchObject({ q: 'taxonomy.tags.slug:"te-reo-maori"', from: '0', size: '2' });
    expect(res.content_elements).toHaveLength(2);
    await expect(runSource(storyFeedSections, { includeSections: ' , ' }, ctx())).rejects.toMatchObject({ status: 400 });
  });

  it('"content-api-collections uses from, size and getNext=true"', async () => {
    const res: any = await runSource(collections, { content_alias: 'homepage-top', from: '4', size: '6', _select: listItem('teaomarama', 'display_date') }, ctx());
    expect(Object.fromEntries(last().searchParams)).toEqual({ website: 'teaomarama', content_alias: 'homepage-top', from: '4', size: '6', getNext: 'true' });
    expect(res.content_elements).toHaveLength(6);
    expect(res.content_elements[0].content_elements).toBeUndefined();
    expect(res.next).toBe(10);
    await runSource(collections, { _id: 'X'.repeat(26) }, ctx());
    expect(Object.fromEntries(last().searchParams)).toMatchObject({ _id: 'X'.repeat(26), from: '0', size: '20', getNext: 'true' });
    await expect(runSource(collections, {}, ctx())).rejects.toMatchObject({ status: 400 });
  });

  it('"alert-bar-collections: query site, from 0, size 1" and Alert item fields', async () => {
    const res: any = await runSource(alertBar, {}, ctx());
    expect(last().pathname).toBe('/content/v4/collections');
    expect(Object.fromEntries(last().searchParams)).toEqual({ website: 'teaomarama', content_alias: 'alert-bar', from: '0', size: '1' });
    expect(res.content_elements).toHaveLength(1);
    expect(res.content_elements[0].headlines.basic).toBe((stories[0] as any).headlines.basic);
    expect(res.content_elements[0].websites.teaomarama.website_url).toBe(stories[0].canonical_url);
    expect(res.content_elements[0].content_elements).toBeUndefined();
    await runSource(alertBar, { site: 'te-rito' }, ctx());
    expect(last().searchParams.get('website')).toBe('te-rito');
  });

  it('"search-api: query (term) and page"; search runs only for a non-empty term', async () => {
    const res: any = await runSource(searchApi, { query: 'kapa haka', page: '2' }, ctx());
    expect(last().pathname).toBe('/search/v2/');
    expect(Object.fromEntries(last().searchParams)).toEqual({ website: 'teaomarama', q: 'kapa haka', page: '2', size: '10' });
    expect(res.data.map((d: any) => d._id)).toEqual(stories.slice(10, 20).map((d) => d._id));
    expect(res.metadata).toEqual({ q: 'kapa haka', total_hits: stories.length, page: 2 });
    // Result cards without a caller's selection (the search page's global content); a caller's own selection wins.
    expect(res.data[0].content_elements).toBeUndefined();
    expect(res.data[0].description).toBeDefined();
    const picked: any = await runSource(searchApi, { query: 'kapa haka', _select: ['_id'] }, ctx());
    expect(Object.keys(picked.data[0])).toEqual(['_id']);
    const before = api.requests.length;
    expect(await runSource(searchApi, { query: '   ' }, ctx())).toEqual({ data: [], metadata: { q: '', total_hits: 0, page: 1 } });
    expect(api.requests.length).toBe(before);
    await expect(runSource(searchApi, { query: 'x', page: 'two' }, ctx())).rejects.toMatchObject({ status: 400 });
  });

  it('search-api takes the page as a string: a number from an older config is coerced, zero or junk is refused', async () => {
    const query = coerceQuery(searchApi, { query: 'waka', page: 3 });
    expect(query.page).toBe('3');
    expect(() => coerceQuery(searchApi, { query: 'waka', page: '0' })).toThrow(/page/);
    expect(() => coerceQuery(searchApi, { query: 'waka', page: '1; drop' })).toThrow(/page/);
  });
});
