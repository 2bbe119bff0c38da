import { describe, expect, it } from 'vitest';
import { DURATION_S, loadPair, loadPairs, PAIR_TURN_S, ROUNDS, WARM_TURNS, type Load, type LoadTurn } from './http-load.ts';

/** A server that always serves `rps` pages/s, recording the length of each turn it was given. */
function server(rps: number): { turn: LoadTurn; turns: number[] } {
  const turns: number[] = [];
  return { turns, turn: async (seconds) => (turns.push(seconds), { rps, p50: 1, p99: 2, kibPerS: 3 } satisfies Load) };
}

describe('loading servers in pairs of processes, as the HTTP bench compares the app with the raw server', () => {
  it('gives each pair its share of the rounds in turn, and the ratio is the median of every round across the pairs', async () => {
    const pairs = [[90, 100], [100, 100], [80, 100]].map(([a, b]) => ({ a: server(a!), b: server(b!) }));
    const result = await loadPairs(pairs.map(({ a, b }) => ({ a: a.turn, b: b.turn })));
    expect(result.rounds).toHaveLength(ROUNDS);
    expect(result.byPair.map((r) => r.toFixed(2))).toEqual(['0.90', '1.00', '0.80']);
    // 21 rounds over three pairs: seven rounds at each ratio, whose median is the middle pair's.
    expect(result.ratio).toBeCloseTo(0.9, 10);
    for (const { a, b } of pairs) {
      for (const side of [a, b]) {
        // Untimed warm-up turns first, then two timed turns a round (A B B A) in each of its pair's rounds.
        expect(side.turns.slice(0, WARM_TURNS)).toEqual(Array(WARM_TURNS).fill(DURATION_S));
        expect(side.turns.slice(WARM_TURNS)).toEqual(Array((2 * ROUNDS) / pairs.length).fill(PAIR_TURN_S));
      }
    }
    expect(result.a.rps).toBeCloseTo((90 + 100 + 80) / 3, 10);
  });

  it('with one pair, every round is that pair\'s, and no load at all is refused', async () => {
    const result = await loadPair(server(95).turn, server(100).turn);
    expect(result.ratio).toBeCloseTo(0.95, 10);
    expect(result.byPair).toEqual([result.ratio]);
    await expect(loadPairs([])).rejects.toThrow('no pair of servers');
  });
});
