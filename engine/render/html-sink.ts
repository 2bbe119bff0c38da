import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';

const CLOSE = '</body></html>';

/**
 * Where React's stream writes the page. React's string-writing server build (see document.tsx) hands us each
 * small piece of HTML as a string and calls flush() after each burst: the pieces are joined and written to the
 * response once per burst, so encoding happens once per burst instead of once per tag.
 * The closing `</body></html>` is held back so `beforeClose()` (island payload, client script) goes before it.
 */
export class HtmlSink extends EventEmitter {
  private parts: string[] = [];

  constructor(private readonly out: Writable, private readonly beforeClose: () => string) {
    super();
    // React listens for drain / error / close on its destination: relay them from the response.
    out.on('drain', () => this.emit('drain'));
    out.on('error', (e) => this.emit('error', e));
    out.on('close', () => this.emit('close'));
  }

  write(chunk: string): boolean {
    this.parts.push(chunk);
    return true;
  }

  flush(): void {
    if (!this.parts.length) return;
    let html = this.parts.join('');
    this.parts = [];
    // React flushes the closing tags just before it ends: keep them back for end().
    if (html.endsWith(CLOSE)) {
      html = html.slice(0, -CLOSE.length);
      this.parts.push(CLOSE);
    }
    if (html) this.out.write(html);
  }

  end(): void {
    let html = this.parts.join('');
    this.parts = [];
    html = html.endsWith(CLOSE) ? html.slice(0, -CLOSE.length) + this.beforeClose() + CLOSE : html + this.beforeClose();
    this.out.end(html);
  }

  destroy(error?: Error): void {
    this.out.destroy(error);
  }
}
