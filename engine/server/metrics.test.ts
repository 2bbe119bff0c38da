// Page durations: each page's time reaches kupu_page_render_seconds by route and status, whether /metrics is read
// often or never (they are handed to the histogram in batches, and whatever waits is handed over when it is read).
import { describe, expect, it } from 'vitest';
import { createMetrics, PAGE_BATCH } from './metrics.ts';

const sample = (text: string, name: string, labels: string) => Number(text.match(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, 'm'))?.[1]);

describe('page durations in /metrics', () => {
  it('every page observed so far is in the histogram when /metrics is read, by route and status, into its buckets', async () => {
    const metrics = createMetrics();
    metrics.observePage('article', 200, 0.02);
    metrics.observePage('article', 200, 0.3);
    metrics.observePage('not-found', 404, 0.004);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'kupu_page_render_seconds_count', 'route="article",status="200"')).toBe(2);
    expect(sample(text, 'kupu_page_render_seconds_sum', 'route="article",status="200"')).toBeCloseTo(0.32);
    expect(sample(text, 'kupu_page_render_seconds_bucket', 'le="0.025",route="article",status="200"')).toBe(1);
    expect(sample(text, 'kupu_page_render_seconds_bucket', 'le="0.5",route="article",status="200"')).toBe(2);
    expect(sample(text, 'kupu_page_render_seconds_count', 'route="not-found",status="404"')).toBe(1);
    // Read again with nothing new: nothing counted twice.
    expect(sample(await metrics.registry.metrics(), 'kupu_page_render_seconds_count', 'route="article",status="200"')).toBe(2);
  });

  it(`reach the histogram ${PAGE_BATCH} at a time when nobody reads /metrics, so nothing piles up waiting`, async () => {
    const metrics = createMetrics();
    // prom-client's own store of the histogram's values, read without collecting (reading /metrics would hand over).
    const held = () => {
      const store = (metrics.registry.getSingleMetric('kupu_page_render_seconds') as unknown as { hashMap: Record<string, { count: number }> }).hashMap;
      return Object.values(store).reduce((n, v) => n + v.count, 0);
    };
    for (let i = 0; i < PAGE_BATCH - 1; i++) metrics.observePage('article', 200, 0.01);
    expect(held()).toBe(0);
    metrics.observePage('article', 200, 0.01);
    expect(held()).toBe(PAGE_BATCH);
    metrics.observePage('article', 200, 0.01);
    expect(sample(await metrics.registry.metrics(), 'kupu_page_render_seconds_count', 'route="article",status="200"')).toBe(PAGE_BATCH + 1);
  });
});
