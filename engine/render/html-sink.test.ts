import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HtmlSink } from './html-sink.ts';

// A page of many small pieces, as React writes it: ASCII, Māori vowels (two UTF-8 bytes), CJK (three) and an emoji
// (a surrogate pair, four), so encoding blocks end next to characters of every width.
function pieces(count: number): string[] {
  const words = ['<p class="x">', 'Kua tae mai te kōrero', ' 新闻 ', '🌿', '</p>', 'ā ē ī ō ū'];
  return ['<!DOCTYPE html><html><body>', ...Array.from({ length: count }, (_, i) => `${words[i % words.length]}${i}`), '</body>', '</html>'];
}

function collect(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => out.on('end', () => resolve(Buffer.concat(chunks))));
}

describe('HtmlSink: pieces encoded to UTF-8 as they come', () => {
  it('a page of several encoding blocks, with characters of every width, comes out byte for byte, the island scripts before </body>', async () => {
    const parts = pieces(40_000);
    const out = new PassThrough();
    const bytes = collect(out);
    const sink = new HtmlSink(out, () => '<script>payload ō</script>', { whole: true });
    for (const p of parts) sink.write(p);
    sink.end();
    const expected = parts.slice(0, -2).join('') + '<script>payload ō</script></body></html>';
    expect((await bytes).equals(Buffer.from(expected))).toBe(true);
    expect(Buffer.byteLength(expected)).toBeGreaterThan(3 * 65_536);
  });

  it('one piece larger than an encoding block (a big inline style or payload) comes out whole, byte for byte', async () => {
    const big = 'ā🌿 新<b>x</b>'.repeat(40_000); // about 600 kB in UTF-8, written as a single piece
    const out = new PassThrough();
    const bytes = collect(out);
    const sink = new HtmlSink(out, () => '', { whole: true });
    sink.write('<html><body>');
    sink.write(big);
    sink.write('</body>');
    sink.write('</html>');
    sink.end();
    expect((await bytes).equals(Buffer.from(`<html><body>${big}</body></html>`))).toBe(true);
  });

  it('held whole, nothing is written before the end; streaming, each burst is written when React flushes it', async () => {
    const out = new PassThrough();
    const seen: string[] = [];
    out.on('data', (c: Buffer) => seen.push(c.toString()));
    const sink = new HtmlSink(out, () => '', { whole: true });
    sink.write('<html><body><p>first</p>');
    sink.flush();
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([]);
    sink.stream(); // a block waits for content: what is held goes now
    await new Promise((r) => setImmediate(r));
    expect(seen.join('')).toBe('<html><body><p>first</p>');
    sink.write('<p>late</p>');
    sink.flush();
    await new Promise((r) => setImmediate(r));
    expect(seen.join('')).toBe('<html><body><p>first</p><p>late</p>');
    expect(sink.ended).toBe(false);
  });

  it('the response closing is told to React only while the document is unfinished (a reader leaving), not after its end', () => {
    const closes = (endFirst: boolean) => {
      const out = new PassThrough();
      const sink = new HtmlSink(out, () => '', { whole: true });
      let told = 0;
      sink.on('close', () => told++);
      sink.write('<html><body><p>x</p>');
      if (endFirst) sink.end();
      out.emit('close');
      return told;
    };
    expect(closes(false)).toBe(1);
    expect(closes(true)).toBe(0);
  });

  it('a page written whole over HTTP has its Content-Length in bytes (not characters) and no chunked encoding', async () => {
    const parts = pieces(20_000);
    const server = createServer((_req, res) => {
      const sink = new HtmlSink(res, () => '', { whole: true });
      for (const p of parts) sink.write(p);
      sink.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('transfer-encoding')).toBeNull();
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(body.toString()).toBe(parts.join(''));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
