// The rich-text field's sanitiser in Chromium, whose parser it relies on: what an editor pastes or types keeps its
// prose and loses everything that could run, style or embed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, root } from './browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({ entryPoints: [path.join(root, 'editor/fields/rich-text-sanitize.ts')], bundle: true, write: false, format: 'iife', globalName: 'richText' });
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>sanitiser</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const clean = (html: string) => page.evaluate((h) => (window as unknown as { richText: { sanitizeRichText(s: string): string } }).richText.sanitizeRichText(h), html);

describe('rich-text fields keep prose and nothing that runs (Debian Chromium)', () => {
  it('keeps paragraphs, emphasis, links, lists, subheadings and quotes as written', async () => {
    const prose = '<h2>Kia ora</h2><p>A <strong>bold</strong> and <em>keen</em> <a href="https://example.nz/x">link</a>, a <a href="/news/">path</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote<br>line</p></blockquote>';
    expect(await clean(prose)).toBe(prose);
  });

  it('drops scripts, styles, embeds and handlers, and links that would run or leave by another scheme', async () => {
    expect(await clean('<p onclick="x()" style="color:red" class="c" id="i">a<script>alert(1)</script></p><style>p{}</style><iframe src="https://e"></iframe>'))
      .toBe('<p>a</p>');
    expect(await clean('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="data:text/html,x">z</a><a href="//evil.example/">w</a>'))
      .toBe('<a>x</a><a>y</a><a>z</a><a>w</a>');
    expect(await clean('<img src=x onerror="alert(1)"><svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('');
  });

  it('unwraps what it does not keep (a pasted span or div) but keeps its text, and closes what was left open', async () => {
    expect(await clean('<div><span style="font-weight:bold">Kia</span> ora</div><p><b>open')).toBe('Kia ora<p><b>open</b></p>');
    expect(await clean('a < b &amp; c')).toBe('a &lt; b &amp; c');
  });
});
