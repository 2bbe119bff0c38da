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
