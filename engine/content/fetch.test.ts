import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BadQueryError, coerceQuery, fetchContent, prefetch, type ContentDeps } from './fetch.ts';
import { MemoryContentCache } from './cache-memory.ts';
import { contentKey } from './key.ts';
import { ContentError, defineSource } from '../source.ts';
import { echoSource, fixtureRegistry, sourceCalls } from '../../tests/fixtures/blocks.tsx';

const deps = (extra: Partial<ContentDeps> = {}): ContentDeps => ({
  registry: fixtureRegistry(),
  cache: new MemoryContentCache(),
  contentBase: 'http://127.0.0.1:9/arc',
  ...extra,
});

beforeEach(() => {
  sourceCalls.length = 0;
});

describe('fetchContent: params and sources', () => {
  it("params arriving as strings are coerced to the source's declared types", async () => {
    const value = await fetchContent(deps(), 'test', { source: 'test-echo', query: { id: 'a', n: '3', flag: 'true' } });
    expect(value).toEqual({ id: 'a', n: 3, flag: true });
    expect(sourceCalls).toEqual([{ source: 'test-echo', query: { id: 'a', n: 3, flag: true }, site: 'test' }]);
    expect(coerceQuery(echoSource, { id: 7 })).toEqual({ id: '7' });
  });

  it('a bad query is a BadQueryError (400) naming the source and the param', async () => {
    const bad = fetchContent(deps(), 'test', { source: 'test-echo', query: { id: 'a', n: 'three' } });
    await expect(bad).rejects.toBeInstanceOf(BadQueryError);
    await expect(bad).rejects.toMatchObject({ status: 400, message: 'bad query for source "test-echo": n must be integer' });
    await expect(fetchContent(deps(), 'test', { source: 'test-echo', query: {} })).rejects.toThrow(/bad query for source "test-echo": id must have required property 'id'/);
    expect(sourceCalls).toEqual([]);
  });

  it('an unknown source is a BadQueryError naming it', async () => {
    await expect(fetchContent(deps(), 'test', { source: 'nope', query: {} })).rejects.toMatchObject({ name: 'ContentError', status: 400, message: 'unknown content source "nope"' });
  });

  it('calls go through the content cache, keyed by site and coerced query', async () => {
    const d = deps();
    await fetchContent(d, 'test', { source: 'test-echo', query: { id: 'a', n: 1 } });
    await fetchContent(d, 'test', { source: 'test-echo', query: { n: '1', id: 'a' } });
    expect(sourceCalls).toHaveLength(1);
    await fetchContent(d, 'other-site', { source: 'test-echo', query: { id: 'a', n: 1 } });
    expect(sourceCalls.map((c) => c.site)).toEqual(['test', 'other-site']);
  });
});

describe('fetchContent: a planned request is prepared once and reused', () => {
  it('the same request object fetched for another site is cached under that site, not the first one\'s key', async () => {
    const d = deps();
    const planned = { source: 'test-echo', query: { id: 'a', n: '2' } };
    await fetchContent(d, 'test', planned);
    await fetchContent(d, 'test', planned);
    await fetchContent(d, 'other-site', planned);
    expect(sourceCalls.map((c) => c.site)).toEqual(['test', 'other-site']);
  });

  it("a source writing to its query leaves the planned request's query as planned for the next load", async () => {
    const writes = defineSource({
      name: 'writes',
      params: Type.Object({ id: Type.String() }),
      ttl: 60,
      async fetch(q: { id: string }) {
        const seen = q.id;
        q.id = 'changed by the source';
        return seen;
      },
    });
    const registry = fixtureRegistry();
    const d = deps({ registry: { ...registry, source: (name: string) => (name === 'writes' ? writes : registry.source(name)) } as typeof registry });
    const planned = { source: 'writes', query: { id: 'first' } };
    expect(await fetchContent(d, 'test', planned)).toBe('first');
    expect(await fetchContent({ ...d, cache: new MemoryContentCache() }, 'test', planned)).toBe('first');
    expect(planned.query).toEqual({ id: 'first' });
  });
});

describe("fetchContent: a request's selection (_select)", () => {
  const seen: Array<readonly string[] | undefined> = [];
  const trims = defineSource({
    name: 'trims',
    params: Type.Object({ id: Type.String() }),
    ttl: 60,
    selects: true,
    async fetch(q, ctx) {
      seen.push(ctx.select);
      return { id: q.id, paths: ctx.select ?? 'all' };
    },
  });
  const whole = defineSource({
    name: 'whole',
    params: Type.Object({ id: Type.String() }),
    ttl: 60,
    async fetch(q, ctx) {
      seen.push(ctx.select);
      return { id: q.id };
    },
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('reaches a selecting source as ctx.select, sorted and once each, never as a param', async () => {
    const d = deps({ registry: fixtureRegistry([trims]) });
    expect(await fetchContent(d, 'test', { source: 'trims', query: { id: 'a', _select: ['b', 'a', 'b'] } })).toEqual({ id: 'a', paths: ['a', 'b'] });
    expect(await fetchContent(d, 'test', { source: 'trims', query: { id: 'a' } })).toEqual({ id: 'a', paths: 'all' });
    expect(seen).toEqual([['a', 'b'], undefined]);
  });

  it('is part of the cache key: two selections never share a trimmed value, the same paths in any order do', async () => {
    const d = deps({ registry: fixtureRegistry([trims]) });
    await fetchContent(d, 'test', { source: 'trims', query: { id: 'a', _select: ['x'] } });
    await fetchContent(d, 'test', { source: 'trims', query: { id: 'a', _select: ['y'] } });
    await fetchContent(d, 'test', { source: 'trims', query: { id: 'a', _select: ['y', 'x'] } });
    await fetchContent(d, 'test', { source: 'trims', query: { id: 'a', _select: ['x', 'y'] } });
    expect(seen).toEqual([['x'], ['y'], ['x', 'y']]);
  });

  it('is left out of the call and the cache key of a source that does not select: every caller shares its value', async () => {
    const d = deps({ registry: fixtureRegistry([whole]) });
    await fetchContent(d, 'test', { source: 'whole', query: { id: 'a', _select: ['x'] } });
    await fetchContent(d, 'test', { source: 'whole', query: { id: 'a' } });
    expect(seen).toEqual([undefined]);
  });

  it('anything but a list of paths is a BadQueryError (400) saying what it must be', async () => {
    const d = deps({ registry: fixtureRegistry([trims]) });
    for (const bad of ['a,b', [1], [''], { a: 1 }]) {
      await expect(fetchContent(d, 'test', { source: 'trims', query: { id: 'a', _select: bad } })).rejects.toMatchObject({
        status: 400,
        message: 'bad query for source "trims": "_select" must be a list of field paths, e.g. ["_id", "headlines.basic"]',
      });
    }
    expect(seen).toEqual([]);
  });
});

describe('fetchContent: resolve sources fetch JSON from the content API', () => {
  let server: Server;
  let base: string;
  const seen: Array<{ url?: string; auth?: string }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url, auth: req.headers.authorization });
      res.statusCode = req.url?.includes('missing') ? 404 : 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/arc`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const doc = defineSource({
    name: 'doc',
    params: Type.Object({ id: Type.String() }),
    ttl: 10,
    resolve: (q, ctx) => `/content/v4/?website=${ctx.site}&_id=${q.id}`,
    transform: (data) => ({ ...data, transformed: true }),
  });

  it('a path is joined to contentBase, sent with the bearer token, and transformed before caching', async () => {
    const d = deps({ registry: fixtureRegistry([doc]), contentBase: base, token: 'secret' });
    expect(await fetchContent(d, 'test', { source: 'doc', query: { id: 'x' } })).toEqual({ url: '/arc/content/v4/?website=test&_id=x', transformed: true });
    expect(seen.at(-1)).toEqual({ url: '/arc/content/v4/?website=test&_id=x', auth: 'Bearer secret' });
  });

  it('a 404 from the content API is a ContentError with status 404', async () => {
    const d = deps({ registry: fixtureRegistry([doc]), contentBase: base });
    await expect(fetchContent(d, 'test', { source: 'doc', query: { id: 'missing' } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('prefetch: the content plan, fetched before render', () => {
  it('runs every request in parallel (all are in flight at once)', async () => {
    const N = 5;
    let inFlight = 0;
    let maxInFlight = 0;
    let arrived = 0;
    let open!: () => void;
    const latch = new Promise<void>((resolve) => (open = resolve));
    const latched = defineSource({
      name: 'latched',
      params: Type.Object({ i: Type.Integer() }),
      ttl: 60,
      async fetch(q) {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        if (++arrived === N) open();
        // Sequential fetching would never open the latch: fail fast instead of hanging.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([latch, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('requests ran one at a time')), 1000)))]);
        clearTimeout(timer);
        inFlight--;
        return { i: q.i };
      },
    });
    const errors: string[] = [];
    const requests = Array.from({ length: N }, (_, i) => ({ source: 'latched', query: { i } }));
    const store = await prefetch(deps({ registry: fixtureRegistry([latched]) }), 'test', requests, { error: (m: string) => errors.push(m) });
    expect(errors).toEqual([]);
    expect(maxInFlight).toBe(N);
    for (let i = 0; i < N; i++) expect(store.peek(contentKey('latched', { i }))).toEqual({ i });
  });

  it('a failed request leaves undefined for its block without failing the others (logged unless 404)', async () => {
    const flaky = defineSource({
      name: 'flaky',
      params: Type.Object({ id: Type.String() }),
      ttl: 60,
      async fetch(q) {
        if (q.id === 'down') throw new ContentError('upstream down');
        if (q.id === 'gone') throw new ContentError('not found', 404);
        return { id: q.id };
      },
    });
    const errors: string[] = [];
    const store = await prefetch(
      deps({ registry: fixtureRegistry([flaky]) }),
      'test',
      [
        { source: 'flaky', query: { id: 'down' } },
        { source: 'flaky', query: { id: 'ok' } },
        { source: 'flaky', query: { id: 'gone' } },
        { source: 'nope', query: {} },
      ],
      { error: (m: string) => errors.push(m) },
    );
    expect(store.peek(contentKey('flaky', { id: 'ok' }))).toEqual({ id: 'ok' });
    expect(store.peek(contentKey('flaky', { id: 'down' }))).toBeUndefined();
    // A failed entry reads as undefined (render goes on), it does not suspend or retry.
    expect(store.read('flaky', { id: 'down' })).toBeUndefined();
    expect(store.read('flaky', { id: 'gone' })).toBeUndefined();
    expect(errors.sort()).toEqual(['[content] flaky {"id":"down"}: upstream down', '[content] nope {}: unknown content source "nope"']);
  });

  it('content not in the plan loads on demand through the same store (a promise to suspend on, then the value)', async () => {
    const store = await prefetch(deps(), 'test', []);
    let thrown: unknown;
    try {
      store.read('test-echo', { id: 'late' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(store.read('test-echo', { id: 'late' })).toEqual({ id: 'late' });
  });
});
