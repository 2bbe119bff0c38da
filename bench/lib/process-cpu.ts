// The CPU time a process has used (user + system, all its threads), read from /proc: what a server spent serving a
// turn of load, so the bench can say what the production server adds to a page in µs of CPU, and that the gap in
// pages per second is work, not waiting. Linux only; elsewhere undefined, and the figure is left out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Seconds of CPU process `pid` has used so far, or undefined where /proc cannot tell. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // After the command name (in parentheses, which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
