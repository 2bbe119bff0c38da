import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeInlineHtml, textOf } from './sanitize.ts';

describe('text sanitising (content HTML is untrusted: only inline tags a, b, strong, i, em, u, br, sup, sub, span)', () => {
  it('keeps the allowed inline tags', () => {
    const html = 'a <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> x<sup>2</sup> H<sub>2</sub>O<br/> <span lang="mi">kia ora</span>';
    expect(sanitizeInlineHtml(html)).toBe('a <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> x<sup>2</sup> H<sub>2</sub>O<br> <span lang="mi">kia ora</span>');
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeInlineHtml('<p>One <div class="x">two</div> <h1>three</h1></p>')).toBe('One two three');
  });

  it('drops script, style and iframe with their content', () => {
    expect(sanitizeInlineHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x">no</iframe>d')).toBe('abcd');
    expect(sanitizeInlineHtml('a<SCRIPT src=x>alert(1)')).toBe('a');
  });

  it('drops event handlers, styles and classes from allowed tags', () => {
    expect(sanitizeInlineHtml('<b onclick="alert(1)" style="color:red" class="x">bold</b>')).toBe('<b>bold</b>');
    expect(sanitizeInlineHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeInlineHtml('<a href="/x" onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('links keep safe schemes only (no javascript:, data:, even when encoded)', () => {
    expect(sanitizeInlineHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeInlineHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeInlineHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeInlineHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeInlineHtml('<a href="data:text/html,<b>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeInlineHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe('<a href="https://example.com/a?b=1&amp;c=2">x</a>');
    expect(safeHref('mailto:newsroom@example.com')).toBe('mailto:newsroom@example.com');
    expect(safeHref('/2026/01/01/story/')).toBe('/2026/01/01/story/');
    expect(safeHref('#section')).toBe('#section');
    expect(safeHref('evil:thing')).toBeUndefined();
  });

  it('a link with target _blank gets rel noopener', () => {
    expect(sanitizeInlineHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeInlineHtml('<a href="/x" target="_blank" rel="nofollow evil">x</a>')).toBe('<a href="/x" target="_blank" rel="nofollow noopener noreferrer">x</a>');
    expect(sanitizeInlineHtml('<a href="/x" target="other">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('attribute values cannot break out of their quotes', () => {
    expect(sanitizeInlineHtml(`<span title='a"><script>x</script>'>t</span>`)).toBe('<span title="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;">t</span>');
  });

  it('stray brackets and ampersands are escaped; entities stay', () => {
    expect(sanitizeInlineHtml('1 < 2 > 0 & Tom &amp; Jerry &mdash; &#8212;')).toBe('1 &lt; 2 &gt; 0 &amp; Tom &amp; Jerry &mdash; &#8212;');
    expect(sanitizeInlineHtml('a <b unterminated')).toBe('a &lt;b unterminated');
  });

  it('output stays well-formed: unclosed tags closed, stray closers dropped', () => {
    expect(sanitizeInlineHtml('<b><i>x</b> y</i></u>')).toBe('<b><i>x</i></b> y');
    expect(sanitizeInlineHtml('<strong>open')).toBe('<strong>open</strong>');
  });

  it('comments and declarations are dropped', () => {
    expect(sanitizeInlineHtml('a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml x?>d')).toBe('abcd');
  });

  it('non-strings give an empty string', () => {
    expect(sanitizeInlineHtml(undefined)).toBe('');
    expect(sanitizeInlineHtml(42)).toBe('');
  });

  it('textOf: tags removed and entities decoded', () => {
    expect(textOf('<b>WELLINGTON</b> &mdash; Kia&nbsp;ora &amp; hi')).toBe('WELLINGTON — Kia\u00a0ora & hi');
  });
});
