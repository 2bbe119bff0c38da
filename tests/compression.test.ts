// Compression over real HTTP: dynamic responses by Accept-Encoding, built assets precompressed, streaming kept.
import { readFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import express from 'express';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { compressResponses } from '../engine/server/compress.ts';
import { HtmlSink } from '../engine/render/html-sink.ts';
import { productionAssets } from '../engine/server/app.ts';
import { root, sharedServerSuite } from './browser/browser.ts';

type Raw = { res: IncomingMessage; body: Buffer };
function raw(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
const decode = ({ res, body }: Raw) =>
  (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('compression', () => {
  const suite = sharedServerSuite();

  const assets = () => productionAssets(root);
  const kinds: { name: string; path: () => string; valid: (text: string) => void }[] = [
    { name: 'HTML', path: () => '/', valid: (t) => expect(t.startsWith('<!DOCTYPE html>')).toBe(true) },
    { name: 'JSON', path: () => '/api/blocks', valid: (t) => expect(() => JSON.parse(t)).not.toThrow() },
    { name: 'XML', path: () => '/arc/outboundfeeds/rss/', valid: (t) => expect(XMLValidator.validate(t)).toBe(true) },
    { name: 'JS', path: () => assets().clientEntry, valid: (t) => expect(t.length).toBeGreaterThan(100) },
  ];
  for (const kind of kinds) {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
      it(`${kind.name} is sent ${encoding ?? 'uncompressed'} when the client accepts ${accept ?? 'no encoding'}, varying on Accept-Encoding, and decodes to a valid document`, async () => {
        const answer = await raw(suite.server.base + kind.path(), accept);
        expect(answer.res.statusCode).toBe(200);
        expect(answer.res.headers['content-encoding']).toBe(encoding);
        expect(answer.res.headers.vary).toMatch(/accept-encoding/i);
        kind.valid(decode(answer));
      });
    }
  }

  it('built assets are stored precompressed beside the original and served as stored, still cached for a year', async () => {
    for (const asset of [assets().clientEntry]) {
      const file = path.join(root, 'dist/client', asset);
      const original = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      const answer = await raw(suite.server.base + asset, 'gzip, deflate, br');
      expect(answer.body.equals(br), asset).toBe(true);
      expect(answer.res.headers['content-type']).toMatch(/javascript/);
      expect(answer.res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    }
  });

  it('an asset goes as its stored gzip when the client refuses brotli, and as the file itself when it accepts neither', async () => {
    const asset = assets().clientEntry;
    const file = path.join(root, 'dist/client', asset);
    const refused = await raw(suite.server.base + asset, 'br;q=0, gzip');
    expect(refused.res.headers['content-encoding']).toBe('gzip');
    expect(refused.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    const plain = await raw(suite.server.base + asset, 'identity');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.res.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(readFileSync(file))).toBe(true);
  });
});

describe('streamed HTML behind compression', () => {
  it('each burst React flushes reaches the client compressed before the rest of the page is written', async () => {
    let release!: () => void;
    const rest = new Promise<void>((r) => (release = r));
    const app = express();
    app.use(compressResponses());
    app.get('/', (_req, res) => {
      res.type('html');
      const sink = new HtmlSink(res, () => '<script>payload</script>');
      sink.write('<!DOCTYPE html><html><body><p>first part</p>');
      sink.flush();
      // The rest waits for the client to have read the first part: it cannot arrive unless that part was flushed.
      void rest.then(() => {
        sink.write('<p>the rest</p>');
        sink.write('</body>');
        sink.write('</html>');
        sink.end();
      });
    });
    const listener = createServer(app);
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    try {
      const text = await new Promise<string>((resolve, reject) => {
        httpGet(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('br');
          let html = '';
          const out = new PassThrough();
          res.pipe(createBrotliDecompress()).pipe(out);
          out.on('data', (c: Buffer) => {
            html += c.toString('utf8');
            if (html.includes('first part') && !html.includes('the rest')) release();
          });
          out.on('end', () => resolve(html));
          out.on('error', reject);
        }).on('error', reject);
      });
      expect(text).toBe('<!DOCTYPE html><html><body><p>first part</p><p>the rest</p><script>payload</script></body></html>');
    } finally {
      await new Promise((r) => listener.close(r));
    }
  });
});
