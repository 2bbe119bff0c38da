// The measuring scripts (bench, load test, Lighthouse) start the server as `npm start` does: its Node flags come
// from package.json's start script, so a change of the deployed flags reaches every measurement.
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleFromHomepage, parseStartScript, startCommand, startServerChild } from '../scripts/server-child.ts';

describe('the start command the measuring scripts run', () => {
  it('splits the start script into Node flags and the loader with the script', () => {
    expect(parseStartScript('exec node --max-semi-space-size=32 --import tsx server.ts')).toEqual({ flags: ['--max-semi-space-size=32'], rest: ['--import', 'tsx', 'server.ts'] });
    expect(parseStartScript('exec node server.js')).toEqual({ flags: [], rest: ['server.js'] });
    expect(parseStartScript('exec node --a --b=1 --require x s.js')).toEqual({ flags: ['--a', '--b=1'], rest: ['--require', 'x', 's.js'] });
  });

  it('refuses a start script that does not exec node, naming it', () => {
    expect(() => parseStartScript('tsx server.ts')).toThrow(/start script must read "exec node <arguments>", got "tsx server.ts"/);
  });

  it("reads this repository's start script: the server runs server.ts under tsx with a larger young generation and a fixed old-generation headroom", () => {
    const root = path.resolve(import.meta.dirname, '..');
    const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const { flags, rest } = startCommand(root);
    expect(['exec', 'node', ...flags, ...rest].join(' ')).toBe(script);
    expect(rest.slice(-1)).toEqual(['server.ts']);
    expect(flags.some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
    // Without it, a server quiet for a few seconds comes back to a full collection after nearly every scavenge.
    expect(flags.some((f) => /^--heap-growing-percent=[1-9]\d*$/.test(f))).toBe(true);
  });
});

describe('the article the measuring scripts load', () => {
  const serving = async (html: string, run: (base: string) => Promise<void>) => {
    const server = createServer((req, res) => res.end(req.url === '/' ? html : ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };

  it('is the first story the homepage links to by its dated path, not a section or another link', () =>
    serving('<a href="/news/">News</a><a href="/about/">About</a><a href="/2026/11/28/a-story/">A</a><a href="/2026/11/27/older/">B</a>', async (base) => {
      const { home, article } = await articleFromHomepage(base);
      expect(article).toBe('/2026/11/28/a-story/');
      expect(home).toContain('href="/news/"');
    }));

  it('is refused with the reason when the homepage links to no story', () =>
    serving('<a href="/news/">News</a>', async (base) => {
      await expect(articleFromHomepage(base)).rejects.toThrow('no article link (/yyyy/mm/dd/slug/) on the homepage');
    }));
});

describe('the server child the measuring scripts start', () => {
  // A stand-in for server.ts behind a start script of the same shape: logs JSON lines on stdout, as pino does.
  const withRoot = async (script: string, run: (root: string) => Promise<void>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'server-child-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ scripts: { start: 'exec node server.cjs' } }));
    writeFileSync(path.join(root, 'server.cjs'), script);
    try {
      await run(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('writes its log to a file the measuring process does not have to read, and removes it when stopped', () =>
    withRoot(
      `const log = (msg) => process.stdout.write(JSON.stringify({ msg }) + '\\n');
       require('node:http').createServer((req, res) => { log('GET ' + req.url); res.end('{}'); }).listen(Number(process.env.PORT), '127.0.0.1', () => log('listening'));`,
      async (root) => {
        const server = await startServerChild({ root, dataDir: root });
        try {
          await fetch(`${server.base}/a-page/`).then((r) => r.text());
          // The write reaches the file when the child has made it: wait for that state, not for a time.
          await expect.poll(() => readFileSync(server.logFile, 'utf8')).toContain('GET /a-page/');
          expect(readFileSync(server.logFile, 'utf8')).toContain('{"msg":"listening"}');
        } finally {
          await server.stop();
        }
        expect(existsSync(server.logFile)).toBe(false);
      },
    ));

  it("is stopped without reading its removed log, even when the child's output closes after it has exited", () =>
    withRoot(
      // A process it started holds the server's stderr open after the server exits: 'close' comes after stop()
      // has removed the log, once the helper exits (it does when the server's stdin, its own, closes).
      `require('node:child_process').spawn(process.execPath, ['-e', 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'], { stdio: ['pipe', 'ignore', 'inherit'] });
       require('node:http').createServer((req, res) => res.end('{}')).listen(Number(process.env.PORT), '127.0.0.1');`,
      async (root) => {
        const server = await startServerChild({ root, dataDir: root });
        const closed = once(server.child, 'close');
        await server.stop();
        expect(existsSync(server.logFile)).toBe(false);
        // The listener that reported an early exit read the log here and threw (an error outside any test).
        await closed;
      },
    ));

  it('is killed at once by abort(), a hard stop that cannot wait, and its log folder goes with it', () =>
    withRoot(
      // It ignores SIGTERM, as a server stuck mid-request would not stop when asked.
      `process.on('SIGTERM', () => {});
       require('node:http').createServer((req, res) => res.end('{}')).listen(Number(process.env.PORT), '127.0.0.1');`,
      async (root) => {
        const server = await startServerChild({ root, dataDir: root });
        const exited = once(server.child, 'exit');
        server.abort();
        expect(existsSync(path.dirname(server.logFile))).toBe(false);
        const [code, signal] = await exited;
        expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
      },
    ));

  it('refuses a server that exits before it is healthy, with the last lines of its log and stderr', () =>
    withRoot(`process.stdout.write('{"level":60,"msg":"DATA_DIR is not writable"}\\n'); console.error('a warning on stderr'); process.exit(1);`, async (root) => {
      const failed = await startServerChild({ root, dataDir: root }).then(() => undefined, (e: Error) => e);
      expect(failed?.message).toMatch(/^server exited \(1\) before serving:/);
      expect(failed?.message).toContain('DATA_DIR is not writable');
      expect(failed?.message).toContain('a warning on stderr');
    }));
});
