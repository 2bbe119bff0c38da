/**
 * The sources against the real embedded content API (PGlite in memory) loaded with the sample
 * corpus: catches drift between what sources send and what the API understands.
 */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, runSource } from '../engine/testing/sources.ts';
import { createContentApi, createContentStore } from '../services/content-api/index.ts';
import { generateSampleContent } from '../services/sample-content/generate.ts';
import { loadSampleContent } from '../services/sample-content/load.ts';
import storyFeedQuery from './story-feed-query.ts';
import storyFeedAuthor from './story-feed-author.ts';
import storyFeedSections from './story-feed-sections.ts';
import storyFeedTag from './story-feed-tag.ts';
import collections from './content-api-collections.ts';
import alertBar from './alert-bar-collections.ts';
import liveVideo from './live-video.ts';
import searchApi from './search-api.ts';
import hierarchy from './site-service-hierarchy.ts';
import photo from './photo-service.ts';
import { listItem } from '../common/content/selections.ts';
import { emptyDatabase } from '../tests/support/db-copies.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const sample = generateSampleContent({ seed: 1, now: NOW });
const videos = (sample.documents as any[])
  .filter((d) => d.type === 'video' && d.subtype !== 'live')
  .sort((a, b) => b.display_date.localeCompare(a.display_date));

let server: Server;
let close: () => Promise<void>;
let ctx: ReturnType<typeof contextFor>;

beforeAll(async () => {
  const empty = emptyDatabase();
  const store = await createContentStore({ dataDir: empty.dataDir });
  await loadSampleContent(store, { seed: 1, now: NOW, originalsDir: '', skipImages: true, signImage: (id) => `sig-${id}` });
  const app = express();
  app.use('/arc', createContentApi(store, { token: 'test-token' }));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  ctx = contextFor(`http://127.0.0.1:${(server.address() as AddressInfo).port}/arc`);
  close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    empty.remove();
  };
});
afterAll(() => close?.());

describe('sources against the embedded content API with the sample corpus', () => {
  it('Up Next: older watch videos only, current one excluded, newest first, 12 per page', async () => {
    const current = videos[3];
    const res: any = await runSource(storyFeedQuery, { type: 'video', tag: 'watch', excludeCanonicalUrl: current.canonical_url, before: current.display_date, size: '12' }, ctx);
    expect(res.count).toBe(videos.length - 4);
    expect(res.content_elements.map((d: any) => d._id)).toEqual(videos.slice(4, 16).map((d) => d._id));
    expect(res.next).toBe(12);
  });

  it("Latest videos query and the caller's selection reach the API", async () => {
    const res: any = await runSource(storyFeedQuery, { query: 'type:video AND taxonomy.tags.text:"watch"', size: '4', _select: listItem('teaomarama') }, ctx);
    expect(res.content_elements.map((d: any) => d._id)).toEqual(videos.slice(0, 4).map((d) => d._id));
    expect(Object.keys(res.content_elements[0]).sort()).toEqual(['_id', 'headlines', 'promo_items', 'type', 'websites']);
    expect(res.content_elements[0].promo_items.basic.auth).toEqual({ 2: `sig-${res.content_elements[0].promo_items.basic._id}` });
  });

  it('feedOffset/feedSize feeds find author, section and tag stories', async () => {
    const author: any = sample.documents.find((d) => d.type === 'author');
    for (const [def, q] of [
      [storyFeedAuthor, { authorId: author.slug, feedSize: '3' }],
      [storyFeedSections, { includeSections: '/news,/politics', feedSize: '3' }],
      [storyFeedTag, { tagSlug: 'te-reo-maori', feedOffset: '2', feedSize: '3' }],
    ] as const) {
      const res: any = await runSource(def as any, q as any, ctx);
      expect(res.content_elements.length, def.name).toBe(3);
      expect(res.count, def.name).toBeGreaterThan(3);
    }
  });

  it('collections (from/size/getNext), alert bar (from 0 size 1), live video list, search page', async () => {
    const top: any = await runSource(collections, { content_alias: 'homepage-top', from: '5', size: '5' }, ctx);
    expect([top.content_elements.length, top.count, top.next]).toEqual([5, 12, 10]);
    const alert: any = await runSource(alertBar, {}, ctx);
    expect(alert.content_elements).toHaveLength(1);
    expect(alert.content_elements[0].websites.teaomarama.website_url).toMatch(/^\/\d{4}\//);
    const live: any = await runSource(liveVideo, {}, ctx);
    expect(live[0].contentConfig).toEqual({ permaLinkURL: expect.stringMatching(/^\//), title: 'Live: Te Ao Mārama' });
    const found: any = await runSource(searchApi, { query: 'kapa haka', page: '1' }, ctx);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.metadata.total_hits).toBeGreaterThanOrEqual(found.data.length);
  });

  it('site-service-hierarchy and photo-service answer from the loaded store', async () => {
    const nav: any = await runSource(hierarchy, { hierarchy: 'FooterPrivacyTerms' }, ctx);
    expect(nav.children.map((c: any) => c.url)).toEqual(['/privacy/', '/terms/', '/cookies/']);
    const img = videos[0].promo_items.basic;
    expect(await runSource(photo, { id: img._id }, ctx)).toMatchObject({ _id: img._id, auth: { 2: `sig-${img._id}` } });
  });
});
