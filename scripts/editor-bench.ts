// `npm run editor-bench`: what an editor feels, in Debian's Chromium against the production build (the page-config
// store, sample content). Prints:
// - the first screen's JavaScript as sent (the document list: every script the page loads, compressed bytes);
// - the preview's latency: from a text field's edit to the new text in the preview frame, less the preview's
//   debounce (PREVIEW_DELAY_MS), the median of EDITOR_BENCH_RUNS edits (default 9) with its interquartile range.
// It reports, never gates: it exits 0 whatever the figures. Not part of `npm test`.
import { chromium, type Page } from 'playwright-core';
import { PREVIEW_DELAY_MS } from '../editor/preview.tsx';
import { loadSampleContent } from '../services/sample-content/load.ts';
import { signImageId } from '../services/resizer/index.ts';
import { configsWith, startEditorServer } from '../tests/support/editor-server.ts';
import { TEST_SECRET } from '../tests/support/sample-db.ts';
import { wholeNumberOrExit } from './setting.ts';

const RUNS = wholeNumberOrExit('EDITOR_BENCH_RUNS', { min: 1, max: 50 }, 9);
const HOME = 'pages/teaomarama/homepage.json';
const BLOCK = 'partner-promo';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Compressed bytes of every script the page loaded while `load` ran. */
async function scriptBytes(page: Page, load: () => Promise<unknown>): Promise<{ bytes: number; files: number }> {
  const sizes: Array<Promise<number>> = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.request().sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  };
  page.on('response', onResponse);
  await load();
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((a, b) => a + b, 0), files: all.length };
}

async function main() {
  const configs = configsWith({});
  const server = await startEditorServer({ configDir: configs.dir });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await loadSampleContent(server.services.store, { now: new Date(), skipImages: true, signImage: (id) => signImageId(TEST_SECRET, id) });
    const editor = await server.editor(`editor-bench-${process.pid}@example.org`);
    const [name, value] = editor.cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name, value, url: `${server.base}/editor/` }]);
    const page = await context.newPage();

    const first = await scriptBytes(page, async () => {
      await page.goto(`${server.base}/editor/`);
      await page.getByRole('heading', { name: 'Page editor' }).waitFor();
      await page.waitForLoadState('networkidle');
    });

    await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
    await page.locator(`a[href="/editor/?doc=${encodeURIComponent(HOME)}"]`).click();
    await page.locator(`li[data-block-id="${BLOCK}"] > .ed-row .ed-label`).click();
    const field = page.locator('.ed-fields').getByLabel('Headline', { exact: true });
    const frame = page.frameLocator('iframe.ed-frame');
    await frame.locator(`[data-block-id="${BLOCK}"]`).first().waitFor({ timeout: 60_000 });

    const latencies: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const text = `Bench headline ${i} ${Date.now()}`;
      const started = performance.now();
      await field.fill(text);
      await frame.locator(`[data-block-id="${BLOCK}"]`).getByText(text).first().waitFor({ timeout: 60_000 });
      latencies.push(performance.now() - started - PREVIEW_DELAY_MS);
    }
    latencies.sort((a, b) => a - b);
    console.log('editor-bench: Chromium at 1366x900, production build');
    console.log(`first screen (document list): ${kB(first.bytes)} of JavaScript as sent, ${first.files} file(s)`);
    console.log(`preview latency after the ${PREVIEW_DELAY_MS} ms debounce: median ${quantile(latencies, 0.5).toFixed(0)} ms (IQR ${quantile(latencies, 0.25).toFixed(0)}-${quantile(latencies, 0.75).toFixed(0)} ms, ${RUNS} edits)`);
  } finally {
    await browser.close();
    await server.stop();
    configs.remove();
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
