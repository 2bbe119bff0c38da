/** A stand-in identity API on a real loopback HTTP server, for the rules that are the client's own. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  cookie?: string;
  body: any;
}

type Handler = (req: Recorded, res: ServerResponse) => void | Promise<void>;

export interface FakeApi {
  origin: string;
  requests: Recorded[];
  /** Answers `METHOD /path` (path without the query) with the handler, until replaced. */
  on(route: string, handler: Handler): void;
  /** Forgets every route and recorded request, so no test answers with another's handler. */
  reset(): void;
  close(): Promise<void>;
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

export const text = (res: ServerResponse, status: number, body: string, type = 'text/html') => {
  res.writeHead(status, { 'content-type': type }).end(body);
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const recorded: Recorded = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, cookie: req.headers.cookie, body: await readBody(req) };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    if (!handler) return json(res, 404, { code: '400404', message: `no route ${recorded.method} ${recorded.path}` });
    await handler(recorded, res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    on: (route, handler) => void routes.set(route, handler),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An unsigned JWT with the given payload: the SDK reads `exp` without verifying. */
export function unsignedJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

/** A promise and the function that settles it: a handler waits on it so a test decides when an answer goes out. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
