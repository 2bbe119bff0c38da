// The measuring scripts (bench, load test, Lighthouse) start the server as `npm start` does: its Node flags come
// from package.json's start script, so a change of the deployed flags reaches every measurement.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStartScript, startCommand } from '../scripts/server-child.ts';

describe('the start command the measuring scripts run', () => {
  it('splits the start script into Node flags and the loader with the script', () => {
    expect(parseStartScript('exec node --max-semi-space-size=32 --import tsx server.ts')).toEqual({ flags: ['--max-semi-space-size=32'], rest: ['--import', 'tsx', 'server.ts'] });
    expect(parseStartScript('exec node server.js')).toEqual({ flags: [], rest: ['server.js'] });
    expect(parseStartScript('exec node --a --b=1 --require x s.js')).toEqual({ flags: ['--a', '--b=1'], rest: ['--require', 'x', 's.js'] });
  });

  it('refuses a start script that does not exec node, naming it', () => {
    expect(() => parseStartScript('tsx server.ts')).toThrow(/start script must read "exec node <arguments>", got "tsx server.ts"/);
  });

  it("reads this repository's start script: the server runs server.ts under tsx with a larger young generation", () => {
    const root = path.resolve(import.meta.dirname, '..');
    const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const { flags, rest } = startCommand(root);
    expect(['exec', 'node', ...flags, ...rest].join(' ')).toBe(script);
    expect(rest.slice(-1)).toEqual(['server.ts']);
    expect(flags.some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
  });
});
