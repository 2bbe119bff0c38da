// The measuring scripts' whole-number settings (LIGHTHOUSE_RUNS, LOADTEST_*, BENCH_HTTP_PAIRS, COMPARE_*): read in a
// process of their own, since a refusal ends the process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const code = `import { wholeNumberOrExit } from './scripts/setting.ts'; console.log(wholeNumberOrExit('RUNS', { min: 1, max: 20 }, 3));`;

function read(value: string | undefined) {
  const env = { ...process.env };
  if (value === undefined) delete env.RUNS;
  else env.RUNS = value;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('close', (c) => resolve({ code: c, out: out.trim(), err: err.trim() })));
}

it('a measuring script takes its setting when it is a whole number in range, and its default when unset', async () => {
  expect(await read('7')).toMatchObject({ code: 0, out: '7' });
  expect(await read(undefined)).toMatchObject({ code: 0, out: '3' });
});

it('a measuring script given a setting out of range or not a number stops with exit 2 (called wrongly, not a failed run) and one line naming it, no stack trace', async () => {
  for (const bad of ['0', 'three']) {
    const { code, out, err } = await read(bad);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toContain('RUNS');
    expect(err).toContain(`"${bad}"`);
  }
});
