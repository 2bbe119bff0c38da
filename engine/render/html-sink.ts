import { EventEmitter } from 'node:events';
import { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';

// Pieces are joined into a small rope and encoded once it reaches ENCODE_AT characters. Encoding a whole page at once
// (a string of 100 kB or more) makes V8 flatten it into one large object first, which on a server costs more than
// rendering half the page; small ropes flatten in the young generation.
const ENCODE_AT = 16_384;
// Encoded bytes go into blocks of this size: below the C library's mmap threshold, so they come from its heap, which
// reuses freed memory, not from fresh pages of their own.
const BLOCK_BYTES = 65_536;
const encoder = new TextEncoder();

/**
 * Where React's stream writes the page (document.tsx): React's string-writing server build hands us each small piece
 * of HTML as a string, and calls flush() after each burst. The pieces are encoded to UTF-8 as they come, a block at
 * a time. A sink made with `whole` holds everything: if the document ends while held (every block was ready with
 * the shell), it goes out in one write with its Content-Length; `stream()` stops holding, and from then on each
 * burst is written as React flushes it.
 * React writes `</body>` and `</html>` as the document's last two pieces: they are held back so `beforeClose()`
 * (island payload, client script) goes before them, without searching the page for them.
 */
export class HtmlSink extends EventEmitter {
  private text = '';
  private sealed: Buffer[] = [];
  private block: Buffer | undefined;
  private used = 0;
  private heldBody = false;
  private closing = false;
  private holding: boolean;
  /** The document's last byte was handed to the response. */
  ended = false;

  constructor(
    private readonly out: Writable,
    private readonly beforeClose: () => string,
    opts: { whole?: boolean } = {},
  ) {
    super();
    this.holding = opts.whole ?? false;
    // React listens for drain / error / close on its destination: relay them from the response. A close once the
    // document has ended is every response's normal close, not a reader leaving early: relayed, React would abort its
    // finished render and make an Error (its stack captured) for nothing, about 15 µs of every page.
    out.on('drain', () => this.emit('drain'));
    out.on('error', (e) => this.emit('error', e));
    out.on('close', () => this.ended || this.emit('close'));
  }

  write(chunk: string): boolean {
    if (this.heldBody) {
      this.heldBody = false;
      if (chunk === '</html>') {
        this.closing = true;
        return true;
      }
      this.append('</body>');
    }
    if (chunk === '</body>') this.heldBody = true;
    else this.append(chunk);
    return true;
  }

  flush(): void {
    if (this.holding) return;
    const parts = this.take();
    if (!parts.length) return;
    for (const part of parts) this.out.write(part);
    // Behind the compression middleware a burst would otherwise wait in the compressor: send it now.
    (this.out as Writable & { flush?: () => void }).flush?.();
  }

  /** Stops holding: what is held is written now, and every later burst as React flushes it. */
  stream(): void {
    this.holding = false;
    this.flush();
  }

  end(): void {
    this.append(this.beforeClose());
    if (this.closing || this.heldBody) this.append('</body></html>');
    const parts = this.take();
    const out = this.out;
    this.ended = true;
    if (this.holding && out instanceof ServerResponse && !out.headersSent) out.setHeader('content-length', parts.reduce((n, p) => n + p.length, 0));
    // One write for the whole. A plain response's end() uncorks it; behind the compression middleware end() only
    // ends the compressor, whose output must not meet a corked socket (it would wait for a drain that never comes).
    const corked = parts.length > 1;
    if (corked) out.cork();
    for (let i = 0; i < parts.length - 1; i++) out.write(parts[i]);
    out.end(parts.at(-1));
    if (corked) out.uncork();
  }

  destroy(error?: Error): void {
    this.out.destroy(error);
  }

  private append(piece: string): void {
    this.text += piece;
    if (this.text.length >= ENCODE_AT) this.encode();
  }

  private encode(): void {
    const text = this.text;
    if (!text) return;
    this.text = '';
    // One pass: encodeInto writes what fits and says how much of the text that was; measuring the UTF-8 length
    // first was a second pass over every character (about a twentieth of a page's cost on the server).
    let block = this.block ?? this.fresh(text.length);
    const { read, written } = encoder.encodeInto(text, block.subarray(this.used));
    this.used += written;
    if (read === text.length) return;
    const rest = text.slice(read);
    block = this.fresh(rest.length);
    this.used = encoder.encodeInto(rest, block).written;
  }

  /** Seals the current block and starts one with room for `units` UTF-16 units (at most 3 bytes each in UTF-8). */
  private fresh(units: number): Buffer {
    this.seal();
    return (this.block = Buffer.allocUnsafe(Math.max(BLOCK_BYTES, units * 3)));
  }

  private seal(): void {
    if (this.block && this.used) this.sealed.push(this.block.subarray(0, this.used));
    this.block = undefined;
    this.used = 0;
  }

  /** Everything appended so far, encoded, as the parts to write. */
  private take(): Buffer[] {
    this.encode();
    this.seal();
    const parts = this.sealed;
    this.sealed = [];
    return parts;
  }
}
