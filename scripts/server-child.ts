// The production server (`server.ts`) as a child process on a free loopback port, for the measuring scripts
// (`loadtest.ts`, `lighthouse.ts`): they measure a real start, not an app built in their own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface ServerChild {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** Starts server.ts and resolves when it logs that it is serving (JSON lines on stdout). */
export async function startServerChild({ root, dataDir, env: extra = {}, without = [] }: { root: string; dataDir: string; env?: Record<string, string>; without?: string[] }): Promise<ServerChild> {
  const port = await freePort();
  // `without`: e.g. DATABASE_URL and REDIS_URL, so a figure does not depend on what the shell running it has set.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !without.includes(name)));
  const env = { ...inherited, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: inherited.LOG_LEVEL || 'info', ...extra };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let buffered = '';
    const onLine = (line: string) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (/"msg":"serving production/.test(line)) resolve();
    };
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      lines.forEach(onLine);
    });
    child.stderr!.on('data', (d: Buffer) => tail.push(String(d)));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before serving:\n${tail.join('\n')}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

