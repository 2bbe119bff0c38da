// Freshness on one node: a write invalidates here first, then tells the other nodes and the purge hook.
import { describe, expect, it, vi } from 'vitest';
import { LocalBus, type InvalidationBus } from './bus.ts';
import { MemoryContentCache } from './cache-memory.ts';
import { startFreshness } from './freshness.ts';
import { headerValue, normaliseTags } from './tags.ts';

const ids = (value: unknown) => [(value as { _id: string })._id];
const story = (headline: string) => async () => ({ _id: 'A', headline });

describe('freshness', () => {
  it('a write through this node is invalidated here before changed() resolves, then published with this node as origin', async () => {
    const bus = new LocalBus();
    const cache = new MemoryContentCache();
    const freshness = startFreshness({ cache, bus });
    const published: Array<{ tags: string[]; origin: string }> = [];
    bus.subscribe((tags, origin) => published.push({ tags, origin }));
    await cache.get('story', story('old'), { ttl: 60, tags: ids });
    await freshness.changed(['A', 'A', 'bad tag']);
    expect(await cache.get('story', story('new'), { ttl: 60, tags: ids })).toEqual({ _id: 'A', headline: 'new' });
    expect(published).toEqual([{ tags: ['A'], origin: freshness.id }]);
    await freshness.close();
  });

  it("another node's message invalidates this node; this node's own echo is skipped (it already invalidated)", async () => {
    const bus = new LocalBus();
    const cache = new MemoryContentCache();
    const invalidate = vi.spyOn(cache, 'invalidate');
    const freshness = startFreshness({ cache, bus });
    await cache.get('story', story('old'), { ttl: 60, tags: ids });
    await bus.publish(['A'], freshness.id);
    expect(invalidate).not.toHaveBeenCalled();
    await bus.publish(['A'], 'another-node');
    expect(invalidate).toHaveBeenCalledWith(['A']);
    expect(await cache.get('story', story('new'), { ttl: 60, tags: ids })).toEqual({ _id: 'A', headline: 'new' });
    await freshness.close();
    await bus.publish(['A'], 'another-node');
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('the purge hook gets the tags of each write; a bus or hook failure is a log line, never a failed write', async () => {
    const logger = { warn: vi.fn() };
    const broken: InvalidationBus = {
      publish: async () => {
        throw new Error('Redis is down');
      },
      subscribe: () => () => {},
      close: async () => {},
    };
    const purged: string[][] = [];
    let fail = false;
    const purge = async (tags: string[]) => {
      if (fail) throw new Error('CDN said no');
      purged.push(tags);
    };
    const cache = new MemoryContentCache();
    const freshness = startFreshness({ cache, bus: broken, purge, logger });
    await cache.get('story', story('old'), { ttl: 60, tags: ids });
    await freshness.changed(['A', 'navigation:teaomarama']);
    // This node is fresh even though the bus is down.
    expect(await cache.get('story', story('new'), { ttl: 60, tags: ids })).toEqual({ _id: 'A', headline: 'new' });
    await vi.waitFor(() => expect(purged).toEqual([['A', 'navigation:teaomarama']]));
    expect(logger.warn).toHaveBeenCalledWith('freshness: publishing an invalidation to the other nodes failed (Redis is down)');
    fail = true;
    await freshness.changed(['B']);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith('freshness: the purge hook failed (CDN said no)'));
  });

  it('a write with no usable tags publishes and purges nothing', async () => {
    const bus = new LocalBus();
    const heard = vi.fn();
    bus.subscribe(heard);
    const purge = vi.fn();
    const freshness = startFreshness({ cache: new MemoryContentCache(), bus, purge });
    await freshness.changed(['', 'two words']);
    expect(heard).not.toHaveBeenCalled();
    expect(purge).not.toHaveBeenCalled();
  });
});

describe('cache tags', () => {
  it('tags are distinct printable ASCII without spaces or commas, at most 256 characters, in first-seen order', () => {
    expect(normaliseTags(['b', 'a', 'b', 'with space', 'x,y', 'māori', 'x'.repeat(257), 'y'.repeat(256), 7, null])).toEqual(['b', 'a', 'y'.repeat(256)]);
    expect(normaliseTags(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });

  it('a header value never passes its byte limit and never cuts a tag in half', () => {
    const tags = Array.from({ length: 100 }, (_, i) => `TAG${String(i).padStart(3, '0')}`);
    const value = headerValue(tags, ' ', 100);
    expect(value.length).toBeLessThanOrEqual(100);
    expect(value.split(' ')).toEqual(tags.slice(0, value.split(' ').length));
    expect(headerValue(['a', 'b'], ',')).toBe('a,b');
  });
});
