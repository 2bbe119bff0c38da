// The operator's commands on a data folder of their own: `npm run configs -- import|export`, `npm run editor-role`
// and `npm run validate`'s check of the stored configs (each command's main(), as scripts/run.ts calls it).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorySource } from '../engine/config/source.ts';
import { main as configs } from '../scripts/configs.ts';
import { main as editorRole } from '../scripts/editor-role.ts';
import { openPageConfigs } from '../scripts/page-config-db.ts';
import { main as validate } from '../scripts/validate.ts';
import { emptyDatabase } from './support/db-copies.ts';
import { root } from './support/sample-db.ts';

let dataDir: string;
let env: NodeJS.ProcessEnv;
let files: string;
const captured = () => {
  const lines: string[] = [];
  return { lines, out: { log: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'editor-commands-'));
  const db = emptyDatabase();
  cpSync(db.dataDir, path.join(dataDir, 'pglite'), { recursive: true });
  db.remove();
  env = { DATA_DIR: dataDir };
  files = path.join(dataDir, 'files');
  cpSync(path.join(root, 'page-configs'), files, { recursive: true });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run configs', () => {
  it('import publishes every changed file; export writes the published revisions back byte for byte', async () => {
    const imported = captured();
    expect(await configs(['import', files], env, imported.out)).toBe(0);
    const names = await directorySource(files).list();
    expect(imported.lines.join('\n')).toContain(`imported ${names.length} changed page config(s)`);
    // Nothing changed since: a second import makes no revision.
    const again = captured();
    expect(await configs(['import', files], env, again.out)).toBe(0);
    expect(again.lines.join('\n')).toContain('imported 0 changed');
    const out = path.join(dataDir, 'exported');
    expect(await configs(['export', out], env, captured().out)).toBe(0);
    for (const name of names) expect(readFileSync(path.join(out, name), 'utf8'), name).toBe(readFileSync(path.join(files, name), 'utf8'));
  });

  it('import is refused with the errors, naming file and pointer, when a file is invalid; nothing is imported', async () => {
    const home = path.join(files, 'pages/teaomarama/about.json');
    const original = readFileSync(home, 'utf8');
    const bad = JSON.parse(original);
    bad.layout = 'no-such-layout';
    writeFileSync(home, `${JSON.stringify(bad, null, 2)}\n`);
    try {
      const run = captured();
      expect(await configs(['import', files], env, run.out)).toBe(1);
      expect(run.lines.join('\n')).toMatch(/pages\/teaomarama\/about\.json {2}\/layout {2}.*no-such-layout/);
      expect(run.lines.at(-1)).toMatch(/nothing imported/);
      const store = await openPageConfigs(env);
      try {
        expect((await store.store.publishedTexts()).get('pages/teaomarama/about.json')).toBe(original);
      } finally {
        await store.close();
      }
    } finally {
      writeFileSync(home, original);
    }
  });

  it('an unknown command says the usage and exits 2', async () => {
    const run = captured();
    expect(await configs(['expotr'], env, run.out)).toBe(2);
    expect(run.lines[0]).toMatch(/unknown command "expotr".*usage: npm run configs -- export \[dir\] \| import \[dir\]/);
  });
});

describe('npm run validate with a store', () => {
  it('fails on an invalid published config in the store even when the files are valid', async () => {
    expect(await validate([], { ...env })).toBe(0);
    const store = await openPageConfigs(env);
    try {
      const doc = await store.store.doc('pages/teaomarama/about.json');
      const value = { ...(doc!.head.value as object), layout: 'no-such-layout' };
      const saved = await store.store.save('pages/teaomarama/about.json', doc!.head.id, `${JSON.stringify(value, null, 2)}\n`, 'test');
      await store.store.publish('pages/teaomarama/about.json', saved.id);
    } finally {
      await store.close();
    }
    expect(await validate([], { ...env })).toBe(1);
  });
});

describe('npm run editor-role', () => {
  it('grants, lists and revokes by the identity account\'s email; an unknown email is refused', async () => {
    const store = await openPageConfigs(env);
    try {
      await (store.db as any).insertInto('identity_users').values({ id: '6f1c2a52-8b0e-4b8e-9a3a-0d2f3c4b5a61', status: 'active', email: 'mere@example.org' }).execute();
    } finally {
      await store.close();
    }
    const granted = captured();
    expect(await editorRole(['grant', 'Mere@Example.org'], env, granted.out)).toBe(0);
    expect(granted.lines).toEqual(['mere@example.org is an editor']);
    const listed = captured();
    expect(await editorRole(['list'], env, listed.out)).toBe(0);
    expect(listed.lines[0]).toMatch(/^mere@example\.org {2}editor {2}since \d{4}-/);
    const revoked = captured();
    expect(await editorRole(['revoke', 'mere@example.org'], env, revoked.out)).toBe(0);
    expect(revoked.lines[0]).toMatch(/no longer an editor/);
    const unknown = captured();
    expect(await editorRole(['grant', 'nobody@example.org'], env, unknown.out)).toBe(1);
    expect(unknown.lines[0]).toMatch(/no identity account with the email "nobody@example.org"/);
    expect(await editorRole(['promote'], env, captured().out)).toBe(2);
  });
});

describe('the commands while another process has the embedded database open', () => {
  it('writers (import, editor-role) are refused with the reason and exit 1, touching nothing; export reads a copy and still works', async () => {
    // The server's process as the lock file names it: any live process will do.
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const lock = path.join(dataDir, 'pglite.lock');
    try {
      writeFileSync(lock, String(server.pid));
      for (const [run, args] of [[configs, ['import', files]], [editorRole, ['list']]] as const) {
        const { lines, out } = captured();
        expect(await run([...args], env, out)).toBe(1);
        expect(lines.join('\n')).toMatch(new RegExp(`is open in another process \\(pid ${server.pid}\\).*Stop that process`));
      }
      expect(await configs(['export', path.join(dataDir, 'while-held')], env, captured().out)).toBe(0);
    } finally {
      server.kill();
      rmSync(lock, { force: true });
    }
  }, 60_000);
});
