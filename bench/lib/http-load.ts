// What the HTTP bench measures with: autocannon in a thread of its own (so the servers measured keep the main
// thread to themselves, and a client's parsing cost is not added to both sides of a ratio), a throwaway loopback
// listener, and the bytes a response puts on the wire for a given Accept-Encoding.
import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export const DURATION_S = 3;
export const CONNECTIONS = 10;

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  kibPerS: number;
}

/** Requests per second against `url` (no Accept-Encoding unless given); any non-2xx answer fails the bench. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} responses were not 2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, kibPerS: r.throughput.average / 1024 };
}

/**
 * Two servers loaded in alternating turns (A B, then B A), so drift in a shared machine hits both alike; each
 * side's rate is the mean of its turns.
 */
export async function loadPair(a: () => Promise<Load>, b: () => Promise<Load>): Promise<[Load, Load]> {
  const a1 = await a();
  const b1 = await b();
  const b2 = await b();
  const a2 = await a();
  const mean = (x: Load, y: Load): Load => ({ rps: (x.rps + y.rps) / 2, p50: (x.p50 + y.p50) / 2, p99: Math.max(x.p99, y.p99), kibPerS: (x.kibPerS + y.kibPerS) / 2 });
  return [mean(a1, a2), mean(b1, b2)];
}

/** A node:http server on a free loopback port. */
export async function listen(handler: RequestListener): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** One response as it crossed the wire: status, headers and the body bytes, still encoded. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}

/** Body bytes as sent to a reader accepting brotli, gzip, or nothing (identity), checking the server used that encoding. */
export async function bytesAsSent(url: string): Promise<{ br: number; gzip: number; identity: number }> {
  const sized = async (accept: string, expected: string | undefined) => {
    const r = await rawGet(url, accept ? { 'accept-encoding': accept } : {});
    if (r.headers['content-encoding'] !== expected) throw new Error(`${url}: Accept-Encoding "${accept}" was answered with Content-Encoding ${String(r.headers['content-encoding'])}`);
    return r.body.length;
  };
  return { br: await sized('br, gzip', 'br'), gzip: await sized('gzip', 'gzip'), identity: await sized('', undefined) };
}
