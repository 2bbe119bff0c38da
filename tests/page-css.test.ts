// Each page's CSS over real HTTP against the production build (issue 11): inlined in one <style> in <head> under the
// response's nonce, the base theme and the styles of the blocks the page renders, none of the blocks it does not,
// and no stylesheet request to wait for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { root, sharedServerSuite } from './browser/browser.ts';
import { CSS_OUT } from '../engine/build.ts';

/** The page's inline styles (all <style> elements), and the rest of its head. */
function stylesOf(html: string): { styles: string[]; nonces: Array<string | undefined>; head: string } {
  const head = html.slice(0, html.indexOf('</head>'));
  const found = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
  return { styles: found.map((m) => m[2]), nonces: found.map((m) => /\snonce="([^"]*)"/.exec(m[1])?.[1]), head };
}
const classesOf = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
const styles = (css: string, cls: string) => new RegExp(`\\.${cls.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css);
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('per-page CSS, inlined', () => {
  const suite = sharedServerSuite();
  // Every CSS file the build made: what the old whole-site stylesheet held.
  const allCss = () => readdirSync(path.join(root, CSS_OUT, 'assets')).filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(root, CSS_OUT, 'assets', f), 'utf8')).join('\n');
  const pages: Record<string, string> = { home: '/', latest: '/latest/', search: '/search/?q=kia', missing: '/no-such-page-for-css/' };

  beforeAll(async () => {
    const first = async (type: string) => {
      const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:${type}&size=1`)).json();
      return found.content_elements[0].websites.teaomarama.website_url as string;
    };
    pages.article = await first('story');
    pages.video = await first('video');
    pages.gallery = await first('gallery');
  });

  const get = async (p: string) => {
    const res = await fetch(suite.server.base + p);
    return { res, html: await res.text() };
  };

  it('an article carries its CSS in one <style> in <head> under the response nonce, the theme first, and links no stylesheet', async () => {
    const { res, html } = await get(pages.article);
    expect(res.status).toBe(200);
    const { styles: found, nonces, head } = stylesOf(html);
    expect(found).toHaveLength(1);
    expect(head).toContain(found[0]);
    expect(nonces[0]).toBe(nonceOf(res.headers.get('content-security-policy')));
    expect(html).not.toMatch(/<link\b[^>]*rel="?stylesheet/i);
    // The theme (common/theme.css): its tokens lead the page's CSS.
    expect(found[0].trimStart()).toMatch(/^:root\s*\{\s*--brand-red:/);
    // Blocks on the article: the byline and the tags.
    expect(styles(found[0], 'byline__prefix')).toBe(true);
    expect(styles(found[0], 'article-tags__list')).toBe(true);
  });

  it("a page carries no CSS of blocks it does not render: the homepage's hero and top table are styled there, absent from an article", async () => {
    const home = stylesOf((await get(pages.home)).html).styles[0];
    const { html } = await get(pages.article);
    const article = stylesOf(html).styles[0];
    for (const cls of ['home-hero', 'top-table-list']) {
      expect(styles(home, cls), `homepage styles .${cls}`).toBe(true);
      expect(classesOf(html).has(cls)).toBe(false);
      expect(styles(article, cls), `article has no .${cls}`).toBe(false);
    }
    expect(styles(home, 'article-tags__list')).toBe(false);
  });

  it('every class a page uses that the site\'s CSS styles is styled by the page\'s own CSS (no block misses a stylesheet it imports), on each page type', async () => {
    const site = allCss();
    for (const [name, p] of Object.entries(pages)) {
      const { html } = await get(p);
      const css = stylesOf(html).styles.join('\n');
      const styled = [...classesOf(html)].filter((cls) => styles(site, cls));
      expect(styled.length, `${name} uses classes the site styles`).toBeGreaterThan(5);
      expect(styled.filter((cls) => !styles(css, cls)), `${name} ${p}`).toEqual([]);
      expect(css.length, `${name} ships less than the whole site's CSS`).toBeLessThan(site.length);
    }
  });

  it('an article\'s CSS is at most 15 kB as sent (brotli, quality 4 as the server compresses pages)', async () => {
    const css = stylesOf((await get(pages.article)).html).styles[0];
    const sent = brotliCompressSync(css, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(sent).toBeLessThanOrEqual(15_000);
  });
});
