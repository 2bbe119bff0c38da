// The embedded database's folder belongs to one process: a second opener is refused with a message naming the
// holder and what to do; a lock left by a process that is gone is taken over; closing releases it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentStore } from './store.ts';
import { FolderInUseError, lockFolder } from './folder-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'kupu-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one process per embedded database folder', () => {
  it('a folder open in another live process is refused, naming its pid, the way out and the lock file; nothing is opened', async () => {
    const folder = path.join(root, 'held');
    // Another process that stays alive while the test opens the folder.
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${folder}.lock`, String(other.pid));
      const refused = await createContentStore({ dataDir: folder }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(FolderInUseError);
      expect((refused as Error).message).toContain(`pid ${other.pid}`);
      expect((refused as Error).message).toMatch(/Stop that process .* or use DATABASE_URL/);
      expect((refused as Error).message).toContain(`${folder}.lock`);
      expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('a lock left by a process that is gone is taken over; closing the database releases it, so the next opener gets in', async () => {
    const folder = path.join(root, 'stale');
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(`${folder}.lock`, String(gone.pid));
    const store = await createContentStore({ dataDir: folder });
    // While open, this process holds it: a second open here is refused too.
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    await store.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    const again = await createContentStore({ dataDir: folder });
    await again.close();
  }, 60_000);

  it('a lock whose holder has exited but was never reaped by its parent (a zombie, still listed with its pid) is taken over', async () => {
    const folder = path.join(root, 'zombie');
    // A background shell exits once its parent has become `sleep`, which never waits for children, so the exited
    // process stays a zombie for as long as sleep runs. It waits for the exec first: had it exited before, the shell
    // could have reaped it on its way there (seen on a loaded machine: no process left to find).
    const child = "until grep -qx sleep /proc/$PPID/comm; do sleep 0.01; done";
    const parent = spawn('sh', ['-c', `sh -c '${child}' & echo $!; exec sleep 30`], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(String(d).trim()))));
      const state = () => {
        try {
          return /\) (\w) /.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
        } catch {
          return undefined;
        }
      };
      // Waits for the state, not for a time: the background process exits when the machine gets to it.
      for (const until = Date.now() + 20_000; state() !== 'Z' && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(state()).toBe('Z');
      expect(() => process.kill(pid, 0)).not.toThrow(); // the kernel still lists it: a plain liveness check says alive
      writeFileSync(`${folder}.lock`, String(pid));
      const release = lockFolder(folder);
      expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
      release();
      expect(existsSync(`${folder}.lock`)).toBe(false);
    } finally {
      parent.kill();
    }
  });
});
