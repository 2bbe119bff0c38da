// resolvePage decides what answers a page request before anything is written: which page config, with which
// content, or why there is none. Plain values, checked without a server.
import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, defineSource } from '../source.ts';
import { contentKey } from '../content/key.ts';
import { fixtureRegistry, sourceCalls } from '../../tests/fixtures/blocks.tsx';
import { site } from '../../tests/fixtures/configs.ts';
import { fixtureSite } from '../../tests/fixtures/handler.ts';
import { pageDeps, type PageDeps } from './options.ts';
import { resolvePage, type ResolvedPage } from './resolve-page.ts';

/** Content whose `type` names what it is: 'video-…' ids are videos, the rest stories. */
const typedSource = defineSource({
  name: 'test-typed',
  params: Type.Object({ id: Type.String() }),
  ttl: 60,
  async fetch(query) {
    sourceCalls.push({ source: 'test-typed', query, site: '' });
    return { type: query.id.startsWith('video') ? 'video' : 'story', id: query.id };
  },
});
/** An upstream that is down (for global content; blocks use test-story's 'down'). */
const downSource = defineSource({
  name: 'test-down',
  params: Type.Object({ id: Type.String() }),
  ttl: 60,
  async fetch() {
    throw new ContentError('upstream broke', 502);
  },
});

const text = (t: string) => ({ type: 'text', customFields: { text: t } });
const story = (id: string) => ({ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id } } } });
const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;
/** The texts of a tree's text blocks, to tell page configs apart. */
const texts = (page: ResolvedPage) => (page.kind === 'page' ? page.tree.sections.main.map((n) => n.customFields?.text).filter(Boolean) : []);

describe('resolvePage: which page config answers a request, with which content', () => {
  let deps: PageDeps;
  let remove: () => Promise<void>;
  let logged: string[];

  beforeAll(async () => {
    const made = await fixtureSite({
      'sites/test.json': site('test', { default: true }),
      'sites/bare.json': site('bare'),
      'pages/test/home.json': { uri: '/', layout: 'test-layout', sections: { main: [text('home'), story('home')] } },
      'pages/test/special.json': { uri: '/a/special/', layout: 'test-layout', sections: { main: [text('special page')] } },
      'pages/test/down.json': { uri: '/down/', layout: 'test-layout', sections: { main: [story('down')] } },
      'pages/test/partly-down.json': { uri: '/partly-down/', layout: 'test-layout', sections: { main: [story('down'), story('up')] } },
      'templates/test/article.json': { layout: 'test-layout', sections: { main: [text('article'), story('related')] } },
      'templates/test/video.json': { layout: 'test-layout', sections: { main: [text('video'), story('video-rail')] } },
      'templates/test/not-found.json': { layout: 'test-layout', sections: { main: [text('custom not found'), story('popular')] } },
      'resolvers/test.json': {
        resolvers: [
          { name: 'article', pattern: '^/a/(?<id>[^/]+)/$', template: 'article', content: { source: 'test-story', query: { id: '{id}' } } },
          { name: 'typed', pattern: '^/t/(?<id>[^/]+)/$', template: 'article', templateByType: { video: 'video' }, content: { source: 'test-typed', query: { id: '{id}' } } },
          { name: 'outage', pattern: '^/o/(?<id>[^/]+)/$', template: 'article', content: { source: 'test-down', query: { id: '{id}' } } },
        ],
      },
    }, { registry: fixtureRegistry([typedSource, downSource]) });
    expect(made.configs.errors).toEqual([]);
    deps = pageDeps(made.options);
    ({ remove, logged } = made);
  });
  afterAll(async () => {
    await remove();
  });
  beforeEach(() => {
    sourceCalls.length = 0;
    logged.length = 0;
  });

  it('a page with the exact URI: 200, its planned content already in the store', async () => {
    const page = await resolvePage(deps, request('/'));
    expect(page).toMatchObject({ kind: 'page', route: 'page', routeName: 'page', status: 200 });
    expect(texts(page)).toEqual(['home']);
    if (page.kind === 'page') expect(page.store.peek(contentKey('test-story', { id: 'home' }))).toEqual({ headline: 'Headline home' });
  });

  it('an exact page wins over a resolver whose pattern also matches', async () => {
    expect(texts(await resolvePage(deps, request('/a/special/')))).toEqual(['special page']);
  });

  it("a resolver: its template with the global content filled from the URL, fetched with the template's own", async () => {
    const page = await resolvePage(deps, request('/a/x1/'));
    expect(page).toMatchObject({ kind: 'page', route: 'article', routeName: 'article', status: 200, globalContent: { source: 'test-story', query: { id: 'x1' } } });
    expect(texts(page)).toEqual(['article']);
    if (page.kind === 'page') expect(page.store.peek(contentKey('test-story', { id: 'related' }))).toEqual({ headline: 'Headline related' });
  });

  it("the template for the global content's type, with that template's own content and none of the resolver's default template", async () => {
    const video = await resolvePage(deps, request('/t/video-1/'));
    expect(texts(video)).toEqual(['video']);
    if (video.kind === 'page') expect(video.store.peek(contentKey('test-story', { id: 'video-rail' }))).toEqual({ headline: 'Headline video-rail' });
    // One plan, for the chosen tree: the article template's story was never asked for.
    if (video.kind === 'page') expect(video.store.has(contentKey('test-story', { id: 'related' }))).toBe(false);
    // A type without a template of its own: the resolver's template.
    expect(texts(await resolvePage(deps, request('/t/s1/')))).toEqual(['article']);
  });

  it("a resolved URL whose global content does not exist: the site's not-found template, 404, with its own content", async () => {
    const page = await resolvePage(deps, request('/a/missing/'));
    expect(page).toMatchObject({ kind: 'page', route: 'article', routeName: 'not-found', status: 404 });
    expect(page.kind === 'page' && page.globalContent).toBe(undefined);
    expect(texts(page)).toEqual(['custom not found']);
    if (page.kind === 'page') expect(page.store.peek(contentKey('test-story', { id: 'popular' }))).toEqual({ headline: 'Headline popular' });
  });

  it('no page and no resolver: the not-found template (404), or a plain not-found on a site without one', async () => {
    const page = await resolvePage(deps, request('/nothing/here'));
    expect(page).toMatchObject({ kind: 'page', route: 'not-found', status: 404 });
    expect(texts(page)).toEqual(['custom not found']);
    expect(await resolvePage(deps, request('/nothing/here?_website=bare'))).toEqual({ kind: 'not-found-plain', route: 'not-found', path: '/nothing/here' });
  });

  it("the upstream down for the global content: unavailable (never a not-found), in the reader's language", async () => {
    expect(await resolvePage(deps, request('/o/x1/', { cookie: 'lang=mi' }))).toEqual({ kind: 'unavailable', route: 'outage', lang: 'mi' });
  });

  it('every piece of a page\'s content failing is unavailable; some of it failing still renders the page', async () => {
    expect(await resolvePage(deps, request('/down/'))).toEqual({ kind: 'unavailable', route: 'page', lang: 'en' });
    expect(await resolvePage(deps, request('/partly-down/'))).toMatchObject({ kind: 'page', status: 200 });
  });

  it('a malformed request: bad-request with the reason, nothing fetched', async () => {
    expect(await resolvePage(deps, request('/?outputType=pdf'))).toEqual({
      kind: 'bad-request',
      route: 'bad-request',
      status: 400,
      message: 'unknown outputType "pdf" (known: default, amp)',
    });
    expect(sourceCalls).toEqual([]);
  });
});
