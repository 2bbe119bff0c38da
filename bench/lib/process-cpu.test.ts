import { describe, expect, it } from 'vitest';
import { cpuSeconds } from './process-cpu.ts';

describe.runIf(process.platform === 'linux')('a process CPU time, as the HTTP bench reads it', () => {
  it("grows by about the CPU a process spends (here this process's own busy loop)", () => {
    const before = cpuSeconds(process.pid)!;
    const started = process.cpuUsage();
    while (process.cpuUsage(started).user < 300_000); // 0.3 s of CPU
    const spent = cpuSeconds(process.pid)! - before;
    // /proc counts in ticks (10 ms), and the process's other threads may add a little.
    expect(spent).toBeGreaterThanOrEqual(0.25);
    expect(spent).toBeLessThan(1.5);
  });

  it('is undefined for a process that does not exist, or no process given', () => {
    expect(cpuSeconds(2 ** 22 + 1)).toBeUndefined();
    expect(cpuSeconds(undefined)).toBeUndefined();
  });
});
