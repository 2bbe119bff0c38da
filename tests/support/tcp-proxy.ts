// A loopback TCP proxy in front of a back end (PostgreSQL, Redis) that a test can cut: kill() destroys every
// connection through it and refuses new ones (a crashed or restarting server), or with 'silent' accepts new ones and
// never answers on them (a host that is gone: a connection hangs until the client gives up); restore() lets
// connections through again, as a back end that comes back looks to the node using it.
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** host:port to give the node instead of the back end's. */
  readonly host: string;
  readonly port: number;
  /** Connections open through the proxy now. */
  readonly open: number;
  /** Resolves when the proxy has accepted `count` connections in all (e.g. the node connected again). */
  accepted(count: number): Promise<void>;
  readonly acceptedSoFar: number;
  kill(mode?: 'refuse' | 'silent'): void;
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let alive = true;
  let mode: 'refuse' | 'silent' = 'refuse';
  const silent = new Set<Socket>();
  let accepted = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer((client) => {
    // Refused: closed at once with a reset, as a port nobody listens on would answer.
    if (!alive && mode === 'refuse') return void client.resetAndDestroy();
    if (!alive) {
      // Read and dropped: the client's bytes go nowhere and nothing comes back.
      silent.add(client);
      client.on('data', () => {}).on('error', () => {}).on('close', () => silent.delete(client));
      return;
    }
    accepted++;
    for (const w of waiters.filter((w) => accepted >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    get open() {
      return sockets.size / 2;
    },
    get acceptedSoFar() {
      return accepted;
    },
    accepted: (count) => (accepted >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    kill(how = 'refuse') {
      alive = false;
      mode = how;
      // A reset, not a polite close: what a crashed server or a cut network leaves the client with.
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
    },
    restore() {
      alive = true;
      // A silent connection the client still holds now fails, as a network route's return would reveal.
      for (const socket of silent) socket.resetAndDestroy();
      silent.clear();
    },
    close() {
      alive = false;
      for (const socket of [...sockets, ...silent]) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
