// Content-cache hit cost: what a planned content request costs a render when the value is cached, against a
// plain Map lookup of the same value (the floor) in the same run. Redis too when REDIS_URL is set.
import { MemoryContentCache } from '../engine/content/cache-memory.ts';
import { RedisContentCache } from '../engine/content/cache-redis.ts';
import type { ContentCache } from '../engine/content/cache.ts';
import { contentKey } from '../engine/content/key.ts';
import { alternate, median } from './lib/timing.ts';
import type { BenchSection } from './section.ts';

const ROUNDS = { rounds: 4, roundMs: 500, warmupMs: 500 };
const value = { content_elements: Array.from({ length: 10 }, (_, i) => ({ _id: `ID${i}`, headlines: { basic: `Story ${i}` } })), count: 10 };
const key = contentKey('story-feed-query', { query: 'type:story', offset: 0, size: 10 });

async function hitCost(name: string, cache: ContentCache) {
  const load = async () => value;
  await cache.get(key, load, { ttl: 3600 });
  const map = new Map([[key, value]]);
  const rates = await alternate(
    [
      { name: 'cache', run: () => cache.get(key, load, { ttl: 3600 }) },
      { name: 'map', run: async () => map.get(key) },
    ],
    ROUNDS,
  );
  const hit = 1e6 / median(rates.get('cache')!.map((r) => r.perSec));
  const floor = 1e6 / median(rates.get('map')!.map((r) => r.perSec));
  console.log(`content-cache ${name.padEnd(6)} hit ${hit.toFixed(2)} us   (awaited Map lookup ${floor.toFixed(2)} us, ratio ${(hit / floor).toFixed(2)})`);
  return hit;
}

const section: BenchSection = {
  name: 'content-cache',
  async run() {
    const memory = new MemoryContentCache();
    const metrics: Record<string, number> = { 'content-cache-hit-us': await hitCost('memory', memory) };
    await memory.close();
    if (process.env.REDIS_URL) {
      const redis = new RedisContentCache({ url: process.env.REDIS_URL, keyPrefix: `bench:${process.pid}:` });
      metrics['content-cache-redis-hit-us'] = await hitCost('redis', redis);
      await redis.clear();
      await redis.close();
    } else {
      console.log('content-cache redis  skipped (set REDIS_URL to measure the Redis back end)');
    }
    return metrics;
  },
};
export default section;
