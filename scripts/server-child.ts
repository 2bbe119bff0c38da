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

/** Polls `url` until it answers 200 (resolves) or the process exits (never resolves: the exit rejects the start). */
async function untilHealthy(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  return new Promise(() => {});
}

/**
 * Starts server.ts and resolves when its health check answers (whatever LOG_LEVEL says); its last log lines (JSON
 * on stdout, and stderr) are kept to say why when it exits before that.
 */
export async function startServerChild({ root, dataDir, env: extra = {}, without = [], nodeArgs = [] }: { root: string; dataDir: string; env?: Record<string, string>; without?: string[]; nodeArgs?: string[] }): Promise<ServerChild> {
  const port = await freePort();
  // `without`: e.g. DATABASE_URL and REDIS_URL, so a figure does not depend on what the shell running it has set.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !without.includes(name)));
  const env = { ...inherited, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: inherited.LOG_LEVEL || 'info', ...extra };
  // `nodeArgs`: Node or V8 flags before the script (e.g. --max-semi-space-size=64), for comparing servers.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let buffered = '';
    const onLine = (line: string) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
    };
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      lines.forEach(onLine);
    });
    child.stderr!.on('data', (d: Buffer) => tail.push(String(d)));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before serving:\n${tail.join('\n')}`)));
    void untilHealthy(`http://127.0.0.1:${port}/healthz`, exited).then(resolve);
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

/** The newest story's path on the sample site, from the content API (for measuring an article page). */
export async function newestArticle(base: string, token: string): Promise<string> {
  const found = (await (await fetch(`${base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { content_elements: Array<{ websites: Record<string, { website_url: string }> }> };
  return found.content_elements[0]!.websites.teaomarama!.website_url;
}
