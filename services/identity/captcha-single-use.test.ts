// Used captcha solutions while Redis is away: remembered by this node, so a replay is still refused and a first use
// still passes, instead of every captcha failing until Redis is back.
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { redisSingleUse } from './captcha-single-use.ts';

it('with Redis unreachable, a solution is accepted once and its replay refused (this node remembers it), with one warning for the outage', async () => {
  // A port that was free a moment ago: nothing listens there.
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = s.address() as AddressInfo;
      s.close(() => resolve(free));
    });
  });
  const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  const warnings: string[] = [];
  const used = redisSingleUse(redis, 'test:captcha-used:', { log: { warn: (m: string) => warnings.push(m) } });
  try {
    expect(await used.claim('solution-1', 60)).toBe(true);
    expect(await used.claim('solution-1', 60)).toBe(false);
    expect(await used.claim('solution-2', 60)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/captcha: Redis unavailable .*remembered by this node/);
  } finally {
    redis.disconnect();
  }
});
