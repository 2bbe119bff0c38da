/**
 * PGlite's folder belongs to one process at a time: a second one opening it (an operator's write command while
 * `npm start` runs, a second server on the same DATA_DIR) would write the same files unsynchronised and corrupt the
 * database. The opener takes a lock file beside the folder (`<folder>.lock`, the holder's pid), created exclusively;
 * a lock whose process is gone (a crash) is taken over. Beside, not inside: a copy of the folder (read-only
 * commands) carries no lock.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class FolderInUseError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by its parent) holds nothing: Linux says so in its stat line.
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

// Locks this process holds: released at exit too, should a database be left open.
const held = new Set<string>();
let exitHook = false;

/** Takes the folder's lock for this process; the returned function releases it (once). */
export function lockFolder(folder: string): () => void {
  const file = `${path.resolve(folder)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      if (!exitHook) process.once('exit', () => held.forEach((f) => rmSync(f, { force: true })));
      exitHook = true;
      return () => {
        if (held.delete(file)) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new FolderInUseError(
          `the embedded database ${folder} is open in another process (pid ${pid}${pid === process.pid ? ', this one' : ''}): ` +
            `its folder belongs to one process at a time. Stop that process (e.g. the server) and try again, or use DATABASE_URL. ` +
            `If no such process is running, delete ${file}.`,
        );
      }
      // Left by a process that is gone: taken over.
      rmSync(file, { force: true });
    }
  }
  throw new FolderInUseError(`could not take the lock ${file}: another process keeps taking it`);
}
