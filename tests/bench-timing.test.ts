// The bench's call-by-call timing (bench/lib/timing.ts interleaved), which the render overhead ratio rests on.
import { describe, expect, it } from 'vitest';
import { interleaved, medianInterval } from '../bench/lib/timing.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('timing subjects call by call', () => {
  it('counts the work a call leaves to the event loop as that call’s cost, not the next subject’s', async () => {
    const rates = await interleaved(
      [
        { name: 'leaves-work', run: () => void setImmediate(() => busy(20)) },
        { name: 'no-op', run: () => undefined },
      ],
      { rounds: 2, roundMs: 200, warmupMs: 50 },
    );
    // 20 ms of deferred work per call caps it at 50 calls a second; the no-op's calls cost a turn of the loop.
    for (const r of rates.get('leaves-work')!) expect(r.perSec).toBeLessThanOrEqual(50);
    for (const [i, r] of rates.get('no-op')!.entries()) expect(r.perSec).toBeGreaterThan(5 * rates.get('leaves-work')![i]!.perSec);
  });

  it('calls every subject once per cycle, in an order that changes from cycle to cycle', async () => {
    const calls: string[] = [];
    const subjects = ['a', 'b', 'c'].map((name) => ({ name, run: () => void calls.push(name) }));
    const rates = await interleaved(subjects, { rounds: 3, roundMs: 30, warmupMs: 10 });
    expect([...rates.keys()]).toEqual(['a', 'b', 'c']);
    for (const r of rates.values()) expect(r).toHaveLength(3);
    const cycles: string[] = [];
    for (let i = 0; i + 3 <= calls.length; i += 3) cycles.push(calls.slice(i, i + 3).join(''));
    for (const cycle of cycles) expect([...cycle].sort().join('')).toBe('abc');
    expect(new Set(cycles).size).toBeGreaterThan(1);
  });
});

describe("the interval printed around a bench's median ratio", () => {
  it('for 21 rounds at 90%, runs from the 7th smallest to the 7th largest round (92% cover)', () => {
    const rounds = Array.from({ length: 21 }, (_, i) => (i * 5) % 21); // 0..20, shuffled
    const { low, high, cover } = medianInterval(rounds, 0.9);
    expect([low, high]).toEqual([6, 14]);
    expect(cover).toBeCloseTo(0.9216, 4);
  });

  it('covers the true median at least as often as it says, whatever the distribution', () => {
    // A seeded generator and a skewed distribution (exponential, median ln 2): the interval makes no assumption.
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const trueMedian = Math.LN2;
    let covered = 0;
    const trials = 2000;
    for (let t = 0; t < trials; t++) {
      const sample = Array.from({ length: 21 }, () => -Math.log(1 - random()));
      const { low, high } = medianInterval(sample, 0.9);
      if (low <= trueMedian && trueMedian <= high) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.9);
  });

  it('with too few rounds for the confidence asked, is the whole range and says what it covers', () => {
    expect(medianInterval([3, 1, 2], 0.9)).toEqual({ low: 1, high: 3, cover: 0.75 });
  });
});
