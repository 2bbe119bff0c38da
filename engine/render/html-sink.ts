import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Where React's stream writes the page. React's string-writing server build (see document.tsx) hands us each
 * small piece of HTML as a string and calls flush() after each burst: the pieces are concatenated (V8 keeps
 * them as a rope, no copying) and written to the response once per burst.
 * React writes `</body>` and `</html>` as the document's last two pieces: they are held back so `beforeClose()`
 * (island payload, client script) goes before them, without searching the page for them.
 */
export class HtmlSink extends EventEmitter {
  private html = '';
  private heldBody = false;
  private closing = false;

  constructor(private readonly out: Writable, private readonly beforeClose: () => string) {
    super();
    // React listens for drain / error / close on its destination: relay them from the response.
    out.on('drain', () => this.emit('drain'));
    out.on('error', (e) => this.emit('error', e));
    out.on('close', () => this.emit('close'));
  }

  write(chunk: string): boolean {
    if (this.heldBody) {
      this.heldBody = false;
      if (chunk === '</html>') {
        this.closing = true;
        return true;
      }
      this.html += '</body>';
    }
    if (chunk === '</body>') this.heldBody = true;
    else this.html += chunk;
    return true;
  }

  flush(): void {
    if (!this.html) return;
    this.out.write(this.html);
    this.html = '';
    // Behind the compression middleware a burst would otherwise wait in the compressor: send it now.
    (this.out as Writable & { flush?: () => void }).flush?.();
  }

  end(): void {
    const rest = this.html;
    this.html = '';
    this.out.end(this.closing || this.heldBody ? `${rest}${this.beforeClose()}</body></html>` : rest + this.beforeClose());
  }

  destroy(error?: Error): void {
    this.out.destroy(error);
  }
}
