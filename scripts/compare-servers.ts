// `npm run compare-servers -- '<variant>' ...`: the production server as `npm start` runs it against variants of
// itself, all running at once and loaded in alternating turns (the order reversed every round), so a slow spell of a
// shared machine hits every variant alike. A variant is space-separated Node flags (`--max-semi-space-size=64`) and
// environment settings (`LOG_LEVEL=warn`, `CONTENT_BASE=...`). Prints each one's pages/s, its ratio to the server
// as it is, and every turn. COMPARE_PAGE (default: the newest article), COMPARE_ROUNDS (8), COMPARE_SECONDS (3).
// Not part of `npm test`: figures for deciding, like npm run bench.
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../engine/build.ts';
import { load, WARM_TURNS } from '../bench/lib/http-load.ts';
import { newestArticle, startServerChild, type ServerChild } from './server-child.ts';
import { wholeNumberOrExit } from './setting.ts';

// The bench's sample data: only the first run anywhere pays for generating it.
const DATA_DIR = process.env.BENCH_DATA_DIR || path.join(tmpdir(), 'kupu-bench-data');
const WITHOUT = ['DATABASE_URL', 'REDIS_URL', 'HTML_MICROCACHE_SECONDS', 'LOG_LEVEL'];

interface Variant { label: string; nodeArgs: string[]; env: Record<string, string> }

/** One variant from its text: `--flag` tokens go to Node, `NAME=value` tokens to the environment. */
function parseVariant(text: string): Variant {
  const nodeArgs: string[] = [];
  const env: Record<string, string> = {};
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (token.startsWith('--')) nodeArgs.push(token);
    else if (/^[A-Z_][A-Z0-9_]*=/.test(token)) env[token.slice(0, token.indexOf('='))] = token.slice(token.indexOf('=') + 1);
    else throw new Error(`"${token}" is neither a Node flag (--name[=value]) nor an environment setting (NAME=value)`);
  }
  return { label: text.trim() || 'as npm start runs it', nodeArgs, env };
}

async function main(args: string[]): Promise<number> {
  let variants: Variant[];
  try {
    variants = ['', ...args].map(parseVariant);
  } catch (e) {
    console.error(`compare-servers: ${(e as Error).message}`);
    return 2;
  }
  const rounds = wholeNumberOrExit('COMPARE_ROUNDS', { min: 1, max: 100 }, 8);
  const seconds = wholeNumberOrExit('COMPARE_SECONDS', { min: 1, max: 60, unit: 'seconds' }, 3);
  const root = process.cwd();
  await buildIfNeeded(root);
  const token = randomBytes(24).toString('hex');
  const servers: ServerChild[] = [];
  const copies: string[] = [];
  try {
    // The embedded database takes its folder for itself: each further server gets a copy of the sample data, made
    // before any server holds the folder (the first start generates it on a new machine).
    servers.push(await startVariant(root, DATA_DIR, token, variants[0]!));
    if (variants.length > 1) {
      await servers[0]!.stop();
      servers.length = 0;
      for (let i = 1; i < variants.length; i++) {
        const copy = `${DATA_DIR}-compare-${i}`;
        rmSync(copy, { recursive: true, force: true });
        cpSync(DATA_DIR, copy, { recursive: true });
        copies.push(copy);
      }
      for (const [i, v] of variants.entries()) servers.push(await startVariant(root, i ? copies[i - 1]! : DATA_DIR, token, v));
    }
    const page = process.env.COMPARE_PAGE || (await newestArticle(servers[0]!.base, token));
    console.log(`compare-servers: ${page}, ${variants.length} servers, ${rounds} rounds of ${seconds} s turns (order reversed every round) after ${WARM_TURNS} untimed turns each (the JIT settles in 20-30 s of load)`);
    const turn = async (s: ServerChild) => (await load(s.base + page, { seconds })).rps;
    for (let i = 0; i < WARM_TURNS; i++) for (const s of servers) await turn(s);
    const turns: number[][] = servers.map(() => []);
    for (let r = 0; r < rounds; r++) {
      const order = [...servers.keys()];
      if (r % 2) order.reverse();
      for (const i of order) turns[i]!.push(await turn(servers[i]!));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const [i, v] of variants.entries()) {
      const rps = mean(turns[i]!);
      console.log(`${v.label.padEnd(40)} ${rps.toFixed(0).padStart(6)} pages/s  ${(rps / mean(turns[0]!)).toFixed(3)}  turns ${turns[i]!.map((x) => x.toFixed(0)).join(' ')}`);
    }
    return 0;
  } finally {
    for (const s of servers) await s.stop();
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  }
}

function startVariant(root: string, dataDir: string, token: string, v: Variant): Promise<ServerChild> {
  return startServerChild({ root, dataDir, env: { ARC_ACCESS_TOKEN: token, ...v.env }, without: WITHOUT.filter((n) => !(n in v.env)), nodeArgs: v.nodeArgs });
}

process.exitCode = await main(process.argv.slice(2)).catch((e: Error) => {
  // e.g. a COMPARE_PAGE that does not answer 200, or a variant the server refuses to start with: said, not a stack.
  console.error(`compare-servers: ${e.message}`);
  return 1;
});
