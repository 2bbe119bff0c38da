/** One thing to time: a sync function, or an async one (awaited; the await is part of its cost). */
export interface Subject {
  name: string;
  run: () => unknown;
}

export interface RoundOptions {
  rounds: number;
  roundMs: number;
  warmupMs: number;
}

export interface Rate {
  /** Calls per wall-clock second. */
  perSec: number;
  /** Process CPU time per call (user + system), in ms: steadier than wall time when the machine is busy. */
  cpuMs: number;
}

/** One turn of the event loop: timers and I/O callbacks that are due run before it resolves. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls per second over a time budget. */
export async function rate(run: () => unknown, ms: number): Promise<Rate> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + ms;
  let calls = 0;
  let now = start;
  while (now < end) {
    const out = run();
    if (out instanceof Promise) await out;
    calls++;
    now = performance.now();
  }
  const used = process.cpuUsage(cpu);
  return { perSec: calls / ((now - start) / 1000), cpuMs: (used.user + used.system) / 1000 / calls };
}

/**
 * Warms every subject up, then runs them in alternating rounds so drift in the machine (frequency scaling,
 * GC pressure, other processes) hits all of them alike. Returns each subject's rates, one per round.
 */
export async function alternate(subjects: Subject[], opts: RoundOptions): Promise<Map<string, Rate[]>> {
  for (let pass = 0; pass < 2; pass++) for (const s of subjects) await rate(s.run, opts.warmupMs / 2);
  const rates = new Map<string, Rate[]>(subjects.map((s) => [s.name, []]));
  for (let round = 0; round < opts.rounds; round++) {
    // A B, then B A: neither always runs right after the other's garbage.
    const order = round % 2 === 0 ? subjects : [...subjects].reverse();
    for (const s of order) rates.get(s.name)!.push(await rate(s.run, opts.roundMs));
  }
  return rates;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A distribution-free interval for the median of what `values` sample: the k-th smallest and k-th largest value,
 * with k the largest that still covers the median with at least `confidence` (each value falls below the median
 * with probability 1/2, so the cover is 1 - 2 P(Binomial(n, 1/2) < k)). `cover` is the confidence reached. With
 * too few values for that confidence, the whole range (and its cover).
 */
export function medianInterval(values: number[], confidence = 0.9): { low: number; high: number; cover: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (!n) throw new Error('medianInterval: no values');
  // below[j] = P(Binomial(n, 1/2) <= j)
  const below: number[] = [];
  let term = 0.5 ** n;
  let sum = 0;
  for (let j = 0; j <= n; j++) {
    sum += term;
    below.push(sum);
    term = (term * (n - j)) / (j + 1);
  }
  // [k-th smallest, k-th largest] misses the median when fewer than k values fall on one side of it: 2 P(Binomial <= k - 1).
  const coverOf = (k: number) => 1 - 2 * below[k - 1];
  let k = 1;
  while (2 * (k + 1) <= n + 1 && coverOf(k + 1) >= confidence) k++;
  return { low: sorted[k - 1], high: sorted[n - k], cover: coverOf(k) };
}

/**
 * Subjects timed call by call (A B C, then the three again in a new random order, ...), each call with the
 * event-loop turn after it: what it left to timers and ticks is part of its cost, as in a server, where the loop
 * turns between requests. A loop of awaited calls alone runs on microtasks: React's streaming renderer sets a timer
 * per render holding that render's state until it fires, and without turns a round of renders kept every one of
 * them (about 14 kB each), slowing the engine round after round under the collector.
 *
 * Call by call because the machine drifts by 20% and more over tens of milliseconds (a plain CPU loop's time swings
 * that much here): rounds of a second per subject compared moments, not code (the same render against itself read
 * 0.65 to 1.36 in 400 ms rounds, 0.98 to 1.02 call by call). Shuffled each time round because in a fixed order the
 * young generation filled at the same point of the cycle every few calls, and one subject paid for every
 * collection of a round (rounds of 0.98 and 1.25 in one run). Each round gives each subject's calls per second of
 * its own time.
 */
export async function interleaved(subjects: Subject[], opts: RoundOptions): Promise<Map<string, Rate[]>> {
  const rates = new Map<string, Rate[]>(subjects.map((s) => [s.name, []]));
  const round = async (ms: number) => {
    const time = subjects.map(() => 0);
    const cpu = subjects.map(() => 0);
    const calls = subjects.map(() => 0);
    const order = subjects.map((_, k) => k);
    const end = performance.now() + ms;
    while (performance.now() < end) {
      shuffle(order);
      for (const k of order) {
        const c = process.cpuUsage();
        const t = performance.now();
        const out = subjects[k]!.run();
        if (out instanceof Promise) await out;
        await turn();
        time[k] += performance.now() - t;
        const used = process.cpuUsage(c);
        cpu[k] += (used.user + used.system) / 1000;
        calls[k]++;
      }
    }
    return subjects.map((_, k) => ({ perSec: calls[k]! / (time[k]! / 1000), cpuMs: cpu[k]! / calls[k]! }));
  };
  await round(opts.warmupMs);
  for (let r = 0; r < opts.rounds; r++) {
    const measured = await round(opts.roundMs);
    subjects.forEach((s, k) => rates.get(s.name)!.push(measured[k]!));
  }
  return rates;
}

function shuffle(items: number[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
