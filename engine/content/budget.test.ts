import { Type } from '@sinclair/typebox';
import { describe, expect, it, vi } from 'vitest';
import { ContentBudgetSpentError, timeLeft } from './budget.ts';
import { ContentTimeoutError } from './cache-core.ts';
import { MemoryContentCache } from './cache-memory.ts';
import { fetchContent, isOutage, prefetch, type ContentDeps } from './fetch.ts';
import { RequestContent } from './store.ts';
import { contentKey } from './key.ts';
import { defineSource } from '../source.ts';
import { fixtureRegistry } from '../../tests/fixtures/blocks.tsx';

/** A source whose every call waits until the test releases it: loads stay in flight as long as a test needs. */
function gatedSource() {
  const calls: string[] = [];
  const gates: Array<(value: unknown) => void> = [];
  const source = defineSource({
    name: 'test-gated',
    params: Type.Object({ id: Type.String() }),
    ttl: 60,
    fetch: (query) => {
      calls.push(query.id);
      return new Promise((resolve) => gates.push(resolve));
    },
  });
  return { source, calls, releaseAll: (value: unknown) => gates.splice(0).forEach((open) => open(value)) };
}

const depsWith = (extra: Partial<ContentDeps>, sources = [gatedSource().source]): ContentDeps => ({
  registry: fixtureRegistry(sources),
  cache: new MemoryContentCache(),
  contentBase: 'http://127.0.0.1:9/arc',
  ...extra,
});

describe('content budget', () => {
  it('a read once the deadline has passed fails at once as a timeout (504, an outage) and never calls the source', async () => {
    const gated = gatedSource();
    const deps = depsWith({ deadline: Date.now() - 1 }, [gated.source]);
    const error = await fetchContent(deps, 'test', { source: 'test-gated', query: { id: 'late' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentBudgetSpentError);
    expect(error).toBeInstanceOf(ContentTimeoutError);
    expect(error).toMatchObject({ status: 504 });
    expect((error as Error).message).toMatch(/content budget of this request is spent: "test\|test-gated:\{"id":"late"\}"/);
    expect(isOutage(error)).toBe(true);
    expect(gated.calls).toEqual([]);
  });

  it('a budget with next to nothing left counts as spent (a call started then could only time out)', () => {
    expect(() => timeLeft(1000, 'k', 995)).toThrow(ContentBudgetSpentError);
    expect(timeLeft(1000, 'k', 500)).toBe(500);
  });

  it("a read joining a load another request started ends at this request's deadline; the other request still gets the value", async () => {
    const gated = gatedSource();
    const shared = depsWith({}, [gated.source]);
    const other = fetchContent({ ...shared, deadline: Date.now() + 60_000 }, 'test', { source: 'test-gated', query: { id: 'x' } });
    const mine = fetchContent({ ...shared, deadline: Date.now() + 50 }, 'test', { source: 'test-gated', query: { id: 'x' } });
    await expect(mine).rejects.toBeInstanceOf(ContentTimeoutError);
    // Only now is the upstream answered: the shorter budget did not wait for it.
    gated.releaseAll({ id: 'x' });
    expect(await other).toEqual({ id: 'x' });
    expect(gated.calls).toEqual(['x']);
  });

  it('a read during render after the deadline records the timeout without suspending the block', async () => {
    const gated = gatedSource();
    const store = await prefetch(depsWith({ deadline: Date.now() - 1 }, [gated.source]), 'test', []);
    expect(store.read('test-gated', { id: 'late' })).toBeUndefined();
    expect(store.errorOf('test-gated:{"id":"late"}')).toBeInstanceOf(ContentBudgetSpentError);
    expect(store.outcomes(isOutage)).toEqual({ settled: 1, failed: 1 });
    expect(gated.calls).toEqual([]);
  });

  it('a store whose loader refuses a load synchronously keeps the error and answers nothing for that key', () => {
    const store = new RequestContent(() => {
      throw new Error('refused');
    });
    expect(store.read('s', { a: 1 })).toBeUndefined();
    expect((store.errorOf('s:{"a":1}') as Error).message).toBe('refused');
  });

  it('a value already fresh in the cache is served even once the budget is spent: it costs no time, so nothing is refused', async () => {
    const gated = gatedSource();
    const shared = depsWith({}, [gated.source]);
    const loading = fetchContent(shared, 'test', { source: 'test-gated', query: { id: 'warm' } });
    await vi.waitFor(() => expect(gated.calls).toEqual(['warm']));
    gated.releaseAll({ id: 'warm' });
    await loading;
    const spent = { ...shared, deadline: Date.now() - 1 };
    expect(await fetchContent(spent, 'test', { source: 'test-gated', query: { id: 'warm' } })).toEqual({ id: 'warm' });
    const store = await prefetch(spent, 'test', [{ source: 'test-gated', query: { id: 'warm' } }, { source: 'test-gated', query: { id: 'cold' } }], { error() {} });
    expect(store.read('test-gated', { id: 'warm' })).toEqual({ id: 'warm' });
    expect(store.errorOf(contentKey('test-gated', { id: 'cold' }))).toBeInstanceOf(ContentBudgetSpentError);
    expect(gated.calls).toEqual(['warm']);
  });
});
