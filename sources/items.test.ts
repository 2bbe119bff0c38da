import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, runSource, startCannedApi, type CannedApi } from '../engine/testing/sources.ts';
import { generateSampleContent } from '../services/sample-content/generate.ts';
import contentApi from './content-api.ts';
import contentApiVideo from './content-api-video.ts';
import signing from './signing-service.ts';
import photo from './photo-service.ts';
import hierarchy from './site-service-hierarchy.ts';
import section from './site-service-section.ts';
import tags from './tags.ts';
import authorService from './author-service.ts';
import liveVideo from './live-video.ts';

const sample = generateSampleContent({ seed: 3, now: new Date('2025-06-01T00:00:00Z') });
const docs = sample.documents as any[];
const story = docs.find((d) => d.type === 'story');
const video = docs.find((d) => d.type === 'video' && d.subtype !== 'live');
const live = docs.find((d) => d.subtype === 'live');
const image = docs.find((d) => d.type === 'image');
const mainMenu = sample.navigation.find((n) => n.site === 'teaomarama' && n.hierarchy === 'MainMenu')!.tree;

let api: CannedApi;
const ctx = () => contextFor(api.base);
const last = () => api.requests[api.requests.length - 1];
const query = () => Object.fromEntries(last().searchParams);

beforeAll(async () => {
  api = await startCannedApi({
    '/content/v4/collections': (u) =>
      u.searchParams.get('content_alias') === 'live-video'
        ? { type: 'collection', content_elements: [live, { ...story, contentConfig: undefined }], count: 2 }
        : undefined,
    '/content/v4/': (u) => docs.find((d) => d.canonical_url === u.searchParams.get('website_url') || d._id === u.searchParams.get('_id')),
    '/signing-service/v2/sign/resizer/2/': (u) => ({ hash: `hash-of-${u.searchParams.get('value')}` }),
    '/photo/api/v2/photos/': (u) => ({ ...docs.find((d) => d._id === u.pathname.split('/').pop()), auth: { 2: 'token' } }),
    '/site/v3/navigation/': () => mainMenu,
    '/site/v3/website/': (u) => docs.find((d) => d.type === 'section' && d._id === u.searchParams.get('_id')),
    '/tags/v2/slugs': (u) => ({ Payload: u.searchParams.get('slugs')!.split(',').map((slug) => (slug === 'no-such-tag' ? null : { slug, name: slug, description: '' })) }),
    '/author/v2/author-service': (u) => ({ authors: docs.filter((d) => d.type === 'author' && d.slug === u.searchParams.get('slug')) }),
  });
});
afterAll(() => api.close());

describe('item and lookup sources', () => {
  it('"content-api: website_url and site": one item by website_url, or by _id; 404 stays a 404', async () => {
    expect(await runSource(contentApi, { website_url: story.canonical_url }, ctx())).toEqual(story);
    expect(query()).toEqual({ website: 'teaomarama', website_url: story.canonical_url });
    await runSource(contentApi, { _id: story._id, site: 'te-rito' }, ctx());
    expect(query()).toEqual({ website: 'te-rito', _id: story._id });
    await expect(runSource(contentApi, { website_url: '/nope/' }, ctx())).rejects.toMatchObject({ status: 404 });
    await expect(runSource(contentApi, {}, ctx())).rejects.toMatchObject({ status: 400 });
  });

  it('content-api for video: returns videos, reports a story at that URL as not found', async () => {
    expect(await runSource(contentApiVideo, { website_url: video.canonical_url }, ctx())).toMatchObject({ type: 'video', duration: video.duration });
    await expect(runSource(contentApiVideo, { website_url: story.canonical_url }, ctx())).rejects.toMatchObject({ status: 404 });
  });

  it('"signing-service: query {id}; returns hash"; only a 26-character id is taken from resizer-style URLs', async () => {
    expect(await runSource(signing, { id: image._id }, ctx())).toEqual({ hash: `hash-of-${image._id}` });
    expect(last().pathname).toBe('/signing-service/v2/sign/resizer/2/');
    await runSource(signing, { id: `/resizer/v2/${image._id}.jpg?width=400` }, ctx());
    expect(query()).toEqual({ value: image._id });
    await expect(runSource(signing, { id: 'not-an-id' }, ctx())).rejects.toMatchObject({ status: 400 });
  });

  it('"photo-service: query {id, websiteName}; returns _id and auth"', async () => {
    const res: any = await runSource(photo, { id: image._id, websiteName: 'open-justice' }, ctx());
    expect(last().pathname).toBe(`/photo/api/v2/photos/${image._id}`);
    expect(query()).toEqual({ website: 'open-justice' });
    expect(res).toMatchObject({ _id: image._id, auth: { 2: 'token' }, width: image.width, focal_point: image.focal_point });
    expect(res.version).toBeUndefined();
  });

  it('"site-service-hierarchy: query hierarchy or site and hierarchy"; Navigation node', async () => {
    const tree: any = await runSource(hierarchy, {}, ctx());
    expect(last().pathname).toBe('/site/v3/navigation/teaomarama');
    expect(query()).toEqual({ hierarchy: 'MainMenu' });
    expect(tree.children[0]).toMatchObject({ _id: '/news', node_type: 'section', name: 'News' });
    // Field filter: only the node fields menus read reach them (and island payloads): a link's title and url, a
    // section's names (its _id is its url), children only when there are some.
    const keys = { link: new Set<string>(), section: new Set<string>() };
    const walk = (n: any) => {
      Object.keys(n).forEach((k) => keys[n.node_type === 'link' ? 'link' : 'section'].add(k));
      if ('children' in n) expect(n.children.length).toBeGreaterThan(0);
      (n.children ?? []).forEach(walk);
    };
    walk(tree);
    expect([...keys.link].sort()).toEqual(expect.arrayContaining(['_id', 'display_name', 'node_type', 'url']));
    expect([...keys.link].every((k) => ['_id', 'node_type', 'display_name', 'url', 'children'].includes(k))).toBe(true);
    expect([...keys.section].every((k) => ['_id', 'node_type', 'name', 'maori_title', 'children'].includes(k))).toBe(true);
    await runSource(hierarchy, { hierarchy: 'FooterAbout', site: 'te-rito', sectionId: '/news' }, ctx());
    expect(last().pathname).toBe('/site/v3/navigation/te-rito');
    expect(query()).toEqual({ hierarchy: 'FooterAbout', _id: '/news' });
  });

  it('Section header / about: site-service-section returns nav_title, maori_title and about texts', async () => {
    const res: any = await runSource(section, { _id: '/te-ao-maori' }, ctx());
    expect(last().pathname).toBe('/site/v3/website/teaomarama/section');
    expect(res).toMatchObject({ nav_title: 'Te Ao Māori', maori_title: 'Te Ao Māori', site: { maori_section_about: expect.any(String) } });
  });

  it('"Tag payload: Payload[0] with name, description, slug"', async () => {
    const res: any = await runSource(tags, { slugs: 'matariki, waiata' }, ctx());
    expect(query()).toEqual({ slugs: 'matariki,waiata' });
    expect(res.Payload[0]).toEqual({ slug: 'matariki', name: 'matariki', description: '' });
    await expect(runSource(tags, { slugs: '' }, ctx())).rejects.toMatchObject({ status: 400 });
    // A tag page for an unknown slug is a 404, not an empty page.
    await expect(runSource(tags, { slugs: 'no-such-tag' }, ctx())).rejects.toMatchObject({ status: 404 });
  });

  it('Reporter profile: author-service looks an author up by slug', async () => {
    const res: any = await runSource(authorService, { slug: 'tama-walker' }, ctx());
    expect(query()).toEqual({ slug: 'tama-walker' });
    expect(res.authors[0]).toMatchObject({ byline: 'Tama Walker', bio_page: '/author/tama-walker/' });
  });

  it('"Live-video source: no query, returns a list"; Live-video item contentConfig', async () => {
    const res = await runSource(liveVideo, {}, ctx());
    expect(query()).toMatchObject({ website: 'teaomarama', content_alias: 'live-video', from: '0' });
    expect(res).toEqual([
      { _id: live._id, contentConfig: live.contentConfig },
      { _id: story._id, contentConfig: { permaLinkURL: story.websites.teaomarama.website_url, title: story.headlines.basic } },
    ]);
  });

  it('every module in sources/ default-exports a source named after its file, with a TypeBox params object and ttl', async () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      const def = (await import(path.join(dir, file))).default;
      expect(def?.name, file).toBe(file.replace(/\.ts$/, ''));
      expect(def.params.type, file).toBe('object');
      expect(def.ttl, file).toBeGreaterThan(0);
      expect(Boolean(def.fetch || def.resolve), file).toBe(true);
    }
  });
});
