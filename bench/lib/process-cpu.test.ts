import { describe, expect, it } from 'vitest';
import { cpuSeconds } from './process-cpu.ts';

describe.runIf(process.platform === 'linux')('a process CPU time, as the HTTP bench reads it', () => {
  it("grows by the CPU the whole process spends, as Node's own count of it says", () => {
    // Process-wide on both sides: the test runner's other threads may run other tests meanwhile, so this thread's
    // busy loop alone is no bound on what the process spends.
    const before = cpuSeconds(process.pid)!;
    const started = process.cpuUsage();
    while (process.cpuUsage(started).user < 300_000); // 0.3 s of the process's CPU
    const spent = cpuSeconds(process.pid)! - before;
    const usage = process.cpuUsage(started);
    const counted = (usage.user + usage.system) / 1e6;
    expect(spent).toBeGreaterThanOrEqual(0.25);
    // /proc counts in ticks (10 ms) and the two reads are not at the same instant.
    expect(Math.abs(spent - counted)).toBeLessThan(0.1);
  });

  it('is undefined for a process that does not exist, or no process given', () => {
    expect(cpuSeconds(2 ** 22 + 1)).toBeUndefined();
    expect(cpuSeconds(undefined)).toBeUndefined();
  });
});
