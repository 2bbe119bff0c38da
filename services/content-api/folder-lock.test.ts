// The embedded database's folder belongs to one process: a second opener is refused with a message naming the
// holder and what to do; a lock left by a process that is gone is taken over; closing releases it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});
