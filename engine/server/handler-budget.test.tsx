// One content time budget per page request: a hung upstream costs a page one timeout, however many queries meet it.
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRegistry } from '../registry.ts';
import { defineFeature, defineSource, useContent } from '../index.ts';
import { blockModules, sourceModules } from '../../tests/fixtures/blocks.tsx';
import { site } from '../../tests/fixtures/configs.ts';
import { serveHandler } from '../../tests/fixtures/handler.ts';

const BUDGET_MS = 300;

/** Every call that reached the hung upstream, by query id; each hangs until its own abort signal fires. */
const upstreamCalls: string[] = [];
const hungSource = defineSource({
  name: 'test-hung',
  params: Type.Object({ id: Type.String() }),
  ttl: 60,
  fetch: (query, ctx) => {
    upstreamCalls.push(query.id);
    return new Promise((_resolve, reject) => ctx.signal?.addEventListener('abort', () => reject(ctx.signal?.reason), { once: true }));
  },
});

/** Plans one hung query, so the prefetch alone spends the whole budget. */
const plansHungBlock = defineFeature({
  name: 'plans-hung',
  label: { en: 'Plans Hung', mi: 'Tārewa' },
  content: () => [{ source: 'test-hung', query: { id: 'planned' } }],
  component: () => null,
});

/** Reads two queries the plan does not know, the second only once the first has settled (like a detail after a list). */
const twoReadsBlock = defineFeature({
  name: 'two-reads',
  label: { en: 'Two Reads', mi: 'Pānui Rua' },
  component: () => {
    const first = useContent<{ id: string }>('test-hung', { id: 'first' });
    const second = useContent<{ id: string }>('test-hung', { id: 'second' });
    return <p className="two-reads">{`${first?.id ?? 'no first'} ${second?.id ?? 'no second'}`}</p>;
  },
});

describe('content budget: one timeout per page request', () => {
  let served: Awaited<ReturnType<typeof serveHandler>>;
  let base: string;
  let logged: string[];

  beforeAll(async () => {
    const files = {
      'sites/test.json': site('test', { default: true }),
      'pages/test/planned.json': { uri: '/planned/', layout: 'test-layout', sections: { main: [{ type: 'declares-content' }, { type: 'plans-hung' }, { type: 'two-reads' }] } },
      'pages/test/unplanned.json': { uri: '/unplanned/', layout: 'test-layout', sections: { main: [{ type: 'declares-content' }, { type: 'two-reads' }] } },
    };
    const registry = createRegistry(
      { ...blockModules, '/blocks/plans-hung/index.ts': { default: plansHungBlock }, '/blocks/two-reads/index.ts': { default: twoReadsBlock } },
      { ...sourceModules, '/sources/test-hung.ts': { default: hungSource } },
    );
    served = await serveHandler(files, { registry, contentTimeoutMs: BUDGET_MS, htmlCacheControl: 'public, max-age=0, s-maxage=60' });
    ({ base, logged } = served);
    expect(served.configs.errors).toEqual([]);
  });
  afterAll(async () => {
    await served.close();
  });
  beforeEach(() => {
    upstreamCalls.length = 0;
    logged.length = 0;
  });

  it('a planned query that hangs spends the budget: reads during render then fail at once without calling the upstream, and the page is not cached', async () => {
    const res = await fetch(`${base}/planned/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('no first no second');
    expect(upstreamCalls).toEqual(['planned']);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(logged.some((m) => /test-hung \{"id":"planned"\}: .*timed out/.test(m))).toBe(true);
  });

  it('unplanned reads share the budget: the first read to meet a hung upstream gets what is left, the read after it never reaches the upstream', async () => {
    const res = await fetch(`${base}/unplanned/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('no first no second');
    expect(upstreamCalls).toEqual(['first']);
  });
});
