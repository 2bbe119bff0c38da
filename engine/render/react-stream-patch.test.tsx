// The streaming renderer the engine uses is patched (patches/README.md) not to measure each chunk it writes: the
// measuring was a fifth of a page's render time. A reinstall without the patch would lose that silently.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Suspense, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
// The package's exports map names no build by mode: each is loaded by its file, as React's own entry does.
const cjs = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs');
type Build = { renderToPipeableStream: typeof import('react-dom/server.bun').renderToPipeableStream };

function render(build: Build): Promise<string> {
  const blocks = Array.from({ length: 60 }, (_, i) => createElement(Suspense, { key: i, fallback: null }, createElement('p', null, `block ${i} `, 'ā'.repeat(300))));
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = { write: (chunk: string) => ((html += chunk), true), end: () => resolve(html), on() {}, emit() {}, flush() {}, destroy: reject };
    const stream = build.renderToPipeableStream(createElement('main', null, blocks), { progressiveChunkSize: Infinity, onShellReady: () => stream.pipe(sink as never), onShellError: reject });
  });
}

describe('the streaming renderer as installed', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['production', 'development'])('%s build: writes finished blocks in place without measuring the bytes of each chunk', async (mode) => {
    const build = require(path.join(cjs, `react-dom-server.bun.${mode}.js`)) as Build;
    const measured = vi.spyOn(Buffer, 'byteLength');
    const html = await render(build);
    expect(html).toContain('block 59 ');
    expect(html).not.toContain('<template'); // no block was moved out of line
    expect(measured).not.toHaveBeenCalled();
  });
});
