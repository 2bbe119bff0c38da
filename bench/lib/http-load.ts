// What the HTTP bench measures with: autocannon in a thread of its own (so the servers measured keep the main
// thread to themselves, and a client's parsing cost is not added to both sides of a ratio), a throwaway loopback
// listener, and the bytes a response puts on the wire for a given Accept-Encoding.
import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { cpuSeconds } from './process-cpu.ts';
import { median } from './timing.ts';

export const DURATION_S = 3;
export const CONNECTIONS = 10;

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  kibPerS: number;
  /** CPU the serving process used per request, in ms (process-cpu.ts), when its pid was given and /proc tells. */
  cpuMs?: number;
}

/**
 * Requests per second against `url` (no Accept-Encoding unless given); any non-2xx answer fails the bench. With
 * `pid`, the serving process's CPU per request too.
 */
export async function load(url: string, { headers = {}, seconds = DURATION_S, pid }: { headers?: Record<string, string>; seconds?: number; pid?: number } = {}): Promise<Load> {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
  const cpuAfter = cpuSeconds(pid);
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} responses were not 2xx, ${r.errors} errors`);
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined || !r.requests.total ? undefined : ((cpuAfter - cpuBefore) * 1000) / r.requests.total;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, kibPerS: r.throughput.average / 1024, cpuMs };
}

/**
 * Rounds of alternating turns per pair (see loadPair), each turn PAIR_TURN_S long: twenty-one rounds of 1 s rather
 * than seven of 3 s, the same time. On this shared 2-core machine a round's ratio scatters about as much either way
 * (sd 0.107 over 40 rounds of 1 s turns, 0.12 over a run's seven rounds of 3 s, 2026-11-29) while the machine's slow
 * spells last seconds, so three times the rounds narrow the median's scatter by about √3: a 7-round median of the
 * article's ratio fell anywhere from 0.82 to 0.95 (10th to 90th percentile of resampled runs around 0.89).
 */
export const ROUNDS = 21;
/** Seconds of each measured turn of a pair; untimed warm-up turns are DURATION_S long. */
export const PAIR_TURN_S = 1;
/** Untimed turns each server is given first (see loadPairs). */
export const WARM_TURNS = 4;

/** Two servers' loads (see loadPairs): each side's mean, each round's ratio A/B and their median. */
export interface PairLoad {
  a: Load;
  b: Load;
  rounds: number[];
  ratio: number;
  /** Each round's B/A CPU per request (A's pages per CPU-second over B's) and their median, when both were measured. */
  cpuRounds?: number[];
  cpuRatio?: number;
  /** With several pairs of processes (loadPairs): the median of each pair's own rounds, in the order given. */
  byPair: number[];
}

/** A server's load for the seconds given (`load` bound to its URL and process). */
export type LoadTurn = (seconds: number) => Promise<Load>;

/** Two servers loaded in alternating turns: loadPairs with one pair. */
export const loadPair = (a: LoadTurn, b: LoadTurn): Promise<PairLoad> => loadPairs([{ a, b }]);

/**
 * Servers loaded in alternating turns, as pairs of processes of the two servers compared (A and B): after WARM_TURNS
 * untimed turns each, alternating too (a server's JIT takes 20-30 s of load to settle on a page: measured on this
 * 2-core machine, a fresh server's pages/s rise about 1.8x over its first four 3 s turns, and again, less, after it has
 * served another page type, so one short warm-up turn measured each server partly cold, and the one with more code
 * to optimise the coldest), ROUNDS rounds of A B B A, the pairs taking the rounds in turn: drift on a shared machine
 * hits both alike and a burst of other work (a content refresh, another process) lands in one turn of many. Each
 * side's rate is the mean of its turns; `rounds` are each round's A/B ratio, whose median is the ratio (`ratio`):
 * the server against itself (npm run compare-servers) gave round ratios from 0.93 to 1.26 around 0.99, and one such
 * round moved a mean of three by 0.1.
 *
 * Several pairs, because a process's speed is partly luck that lasts as long as the process: two processes of the
 * same server, loaded alternately in one run, served the homepage at 1.15 and 1.06 times each other's pages/s (app,
 * raw; 16 rounds each, 2026-11-30), and three raw servers' CPU per page in another run was 4,499, 5,578 and 6,478 µs.
 * One pair's ratio carries that luck of both processes whatever the rounds; each pair taking a share of the rounds
 * averages it out as rounds average out a slow spell.
 */
export async function loadPairs(pairs: ReadonlyArray<{ a: LoadTurn; b: LoadTurn }>): Promise<PairLoad> {
  if (!pairs.length) throw new Error('loadPairs: no pair of servers to load');
  for (let i = 0; i < WARM_TURNS; i++) {
    for (const { a, b } of pairs) {
      await a(DURATION_S);
      await b(DURATION_S);
    }
  }
  const as: Load[] = [];
  const bs: Load[] = [];
  const rounds: number[] = [];
  const cpuRounds: number[] = [];
  const pairRounds = pairs.map(() => [] as number[]);
  for (let i = 0; i < ROUNDS; i++) {
    const { a, b } = pairs[i % pairs.length]!;
    const turn = [await a(PAIR_TURN_S), await b(PAIR_TURN_S), await b(PAIR_TURN_S), await a(PAIR_TURN_S)];
    as.push(turn[0]!, turn[3]!);
    bs.push(turn[1]!, turn[2]!);
    const ratio = (turn[0]!.rps + turn[3]!.rps) / (turn[1]!.rps + turn[2]!.rps);
    rounds.push(ratio);
    pairRounds[i % pairs.length]!.push(ratio);
    const cpu = turn.map((l) => l.cpuMs);
    if (cpu.every((ms) => ms !== undefined)) cpuRounds.push((cpu[1]! + cpu[2]!) / (cpu[0]! + cpu[3]!));
  }
  const cpu = cpuRounds.length === ROUNDS ? { cpuRounds, cpuRatio: median(cpuRounds) } : {};
  return { a: mean(as), b: mean(bs), rounds, ratio: median(rounds), ...cpu, byPair: pairRounds.map((r) => (r.length ? median(r) : NaN)) };
}

function mean(loads: Load[]): Load {
  const avg = (pick: (l: Load) => number) => loads.reduce((sum, l) => sum + pick(l), 0) / loads.length;
  const cpu = loads.every((l) => l.cpuMs !== undefined) ? { cpuMs: avg((l) => l.cpuMs!) } : {};
  return { rps: avg((l) => l.rps), p50: avg((l) => l.p50), p99: Math.max(...loads.map((l) => l.p99)), kibPerS: avg((l) => l.kibPerS), ...cpu };
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
