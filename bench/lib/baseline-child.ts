// Starts a baseline server (baseline-server.ts) as a child process, the way `npm start` runs the app's server: the
// same Node flags (package.json's start script), the same loader, NODE_ENV=production. Both sides of a ratio are
// then processes of their own, loaded from the bench's process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCommand } from '../../scripts/server-child.ts';
import type { BaselineReady, BaselineRequest } from './baseline-server.ts';

export interface BaselineChild {
  base: string;
  /** What the baseline's render logged (the bench refuses a page that rendered with errors). */
  errors: string[];
  /** The Node options it runs with (npm start's). */
  execArgv: string[];
  /** Its process id (the bench reads its CPU time). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function startBaselineChild(root: string, request: BaselineRequest): Promise<BaselineChild> {
  const { flags, rest } = startCommand(root);
  // npm start's loader options, with this script in place of server.ts.
  const loader = rest.slice(0, -1);
  const child = spawn(process.execPath, [...flags, ...loader, path.join(root, 'bench/lib/baseline-server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = await new Promise<BaselineReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as BaselineReady));
    void exited.then(() => reject(new Error(`bench baseline server (${request.kind}) exited before it listened`)));
    child.send(request);
  });
  if ('failed' in ready) {
    await stop();
    throw new Error(`bench baseline server (${request.kind}) failed to start: ${ready.failed}`);
  }
  child.disconnect(); // nothing more to say; the listening server keeps it alive
  return { base: ready.base, errors: ready.errors, execArgv: ready.execArgv, pid: child.pid, stop };
}
