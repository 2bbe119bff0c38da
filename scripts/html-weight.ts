// `npx tsx scripts/html-weight.ts`: what a page's HTML is made of, from the production server (`server.ts` as a
// child, embedded content API) on the homepage, an article, a section page and a search page: raw and brotli (q4,
// as the server sends it) bytes, srcset bytes and signed image URLs, React's image preloads in <head>, and the
// island payload per block (HTML_WEIGHT_DUMP=dir also writes each page there). For issue 11 (lighter HTML); not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildIfNeeded } from '../engine/build.ts';
import { startServerChild } from './server-child.ts';

const root = process.cwd();
const DATA_DIR = process.env.LOADTEST_DATA_DIR || path.join(tmpdir(), 'kupu-loadtest-data');
const br = (s: string) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
const bytes = (s: string) => Buffer.byteLength(s);
const sum = (xs: string[]) => xs.reduce((n, s) => n + bytes(s), 0);

interface Block { type: string; id: string; customFields?: unknown; content?: Record<string, unknown>; reads?: Record<string, unknown>; globalContent?: unknown }

export function weigh(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = head.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
  const srcsets = html.match(/ (?:srcSet|srcset|imageSrcSet|imagesrcset)="[^"]*"/g) ?? [];
  const payloadText = /<script[^>]*id="__pb_islands"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const payload = payloadText ? (JSON.parse(payloadText) as { app: unknown; blocks: Block[]; phrases: unknown }) : undefined;
  const perType = new Map<string, { n: number; bytes: number; customFields: number; content: number; reads: number; globalContent: number }>();
  for (const b of payload?.blocks ?? []) {
    const t = perType.get(b.type) ?? { n: 0, bytes: 0, customFields: 0, content: 0, reads: 0, globalContent: 0 };
    t.n++;
    t.bytes += bytes(JSON.stringify(b));
    t.customFields += bytes(JSON.stringify(b.customFields ?? {}));
    t.content += bytes(JSON.stringify(b.content ?? {}));
    t.reads += bytes(JSON.stringify(b.reads ?? {}));
    t.globalContent += b.globalContent === undefined ? 0 : bytes(JSON.stringify(b.globalContent));
    perType.set(b.type, t);
  }
  return {
    raw: bytes(html),
    brotli: br(html),
    signedUrls: (html.match(/\?auth=/g) ?? []).length,
    srcsetBytes: sum(srcsets),
    srcsetUrls: srcsets.reduce((n, s) => n + (s.match(/\?auth=/g) ?? []).length, 0),
    preloads: preloads.length,
    preloadBytes: sum(preloads),
    payloadBytes: bytes(payloadText),
    payloadApp: payload ? bytes(JSON.stringify(payload.app)) : 0,
    payloadPhrases: payload ? bytes(JSON.stringify(payload.phrases)) : 0,
    perType,
  };
}

async function main() {
  await buildIfNeeded(root);
  mkdirSync(DATA_DIR, { recursive: true });
  const server = await startServerChild({ root, dataDir: DATA_DIR });
  try {
    const home = await (await fetch(`${server.base}/`)).text();
    const article = /href="(\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+\/)"/.exec(home)?.[1];
    if (!article) throw new Error('no article link (/yyyy/mm/dd/slug/) on the homepage');
    const pages = { homepage: '/', article, section: '/news/', search: '/search/waka/' };
    for (const [name, p] of Object.entries(pages)) {
      const html = await (await fetch(`${server.base}${p}`)).text();
      if (process.env.HTML_WEIGHT_DUMP) writeFileSync(path.join(process.env.HTML_WEIGHT_DUMP, `${name}.html`), html);
      const w = weigh(html);
      console.log(`\n${name} ${p}`);
      console.log(`  raw ${w.raw} B, brotli q4 ${w.brotli} B; signed URLs ${w.signedUrls} (${w.srcsetUrls} in srcsets), srcset bytes ${w.srcsetBytes}`);
      console.log(`  image preloads in <head>: ${w.preloads} (${w.preloadBytes} B); island payload ${w.payloadBytes} B (app ${w.payloadApp}, phrases ${w.payloadPhrases})`);
      const other = w.raw - w.srcsetBytes - w.payloadBytes;
      console.log(`  other (markup, text, src, head) ${other} B`);
      for (const [type, t] of [...w.perType].sort((a, b) => b[1].bytes - a[1].bytes)) {
        console.log(`    ${type.padEnd(24)} x${t.n} ${String(t.bytes).padStart(6)} B  (fields ${t.customFields}, content ${t.content}, reads ${t.reads}, globalContent ${t.globalContent})`);
      }
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
