// AMP output over real HTTP on the sample site (issue 45): every article, video and gallery page, in English and in
// Māori, is valid AMP by the rules of AMP's published spec (tests/support/amp-rules.ts); its canonical is the
// normal page in the same language, which links the AMP page back with rel="amphtml".
import { describe, expect, it } from 'vitest';
import { parseDocument, DomUtils } from 'htmlparser2';
import { sharedServerSuite } from './browser/browser.ts';
import { AMP_RUNTIME, checkAmp } from './support/amp-rules.ts';

const shared = sharedServerSuite();

const get = (path: string) => fetch(`${shared.server.base}${path}`);
const search = async (q: string, site = 'teaomarama') => {
  const { content_elements: [item] } = await (await get(`/arc/content/v4/search/published?website=${site}&q=${encodeURIComponent(q)}&size=1`)).json();
  return item;
};
/** The journalism programme sites, whose article pages have their own template (their programme footer). */
const PROGRAMME_SITES = ['public-interest-journalism', 'te-rito', 'local-democracy-reporting', 'open-justice'];
/** A public address (the site's websiteDomain) asked of the test server. */
const local = (address: string) => new URL(address).pathname + new URL(address).search;

/** The AMP page types' English paths, and each language's path of them. */
async function ampPages(): Promise<Array<{ name: string; path: string }>> {
  const pages: Array<{ name: string; path: string }> = [];
  for (const [type, q] of [['article', 'type:story'], ['video', 'type:video'], ['gallery', 'type:gallery']]) {
    const path: string = (await search(q)).websites.teaomarama.website_url;
    pages.push({ name: `${type} (en)`, path }, { name: `${type} (mi)`, path: `/mi${path}` });
  }
  return pages;
}

function linksOf(html: string, rel: string): string[] {
  const doc = parseDocument(html, { lowerCaseAttributeNames: true });
  return DomUtils.findAll((el) => el.name === 'link' && (el.attribs.rel ?? '').split(/\s+/).includes(rel), doc.children).map((el) => el.attribs.href);
}

describe('AMP pages', () => {
  it("every article, video and gallery page's AMP version (English and Māori) meets every AMP rule", async () => {
    for (const { name, path } of await ampPages()) {
      const res = await get(`${path}?outputType=amp`);
      expect(res.status, name).toBe(200);
      expect(checkAmp(await res.text()), name).toEqual([]);
    }
  }, 120_000);

  it("each journalism programme site's article pages are valid AMP too", async () => {
    for (const site of PROGRAMME_SITES) {
      const path: string = (await search('type:story', site)).websites[site].website_url;
      const res = await get(`${path}?outputType=amp&_website=${site}`);
      expect(res.status, site).toBe(200);
      expect(checkAmp(await res.text()), site).toEqual([]);
    }
  }, 120_000);

  it("AMP pages show their media as AMP components: the lead image as amp-img, the video page's player as amp-video", async () => {
    for (const { name, path } of await ampPages()) {
      const doc = parseDocument(await (await get(`${path}?outputType=amp`)).text());
      const names = DomUtils.findAll(() => true, doc.children).map((el) => el.name);
      expect(names, name).toContain('amp-img');
      if (name.startsWith('video')) expect(names, name).toContain('amp-video');
    }
  }, 120_000);

  it("the AMP runtime carries the response's CSP nonce, so the policy lets it load; normal pages name no AMP script", async () => {
    const { path } = (await ampPages())[0];
    const amp = await get(`${path}?outputType=amp`);
    const nonce = /'nonce-([^']+)'/.exec(amp.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const doc = parseDocument(await amp.text());
    const scripts = DomUtils.findAll((el) => el.name === 'script' && !!el.attribs.src, doc.children);
    expect(scripts.map((s) => s.attribs.src)).toContain(AMP_RUNTIME);
    for (const script of scripts) expect(script.attribs.nonce, script.attribs.src).toBe(nonce);
    expect(await (await get(path)).text()).not.toContain('cdn.ampproject.org');
  });

  it('each AMP page names its normal page, in its language, as canonical, and that page links it back with rel="amphtml"', async () => {
    for (const { name, path } of await ampPages()) {
      const canonical = linksOf(await (await get(`${path}?outputType=amp`)).text(), 'canonical');
      expect(canonical, name).toHaveLength(1);
      expect(local(canonical[0]), name).toBe(path);
      const normal = await (await get(local(canonical[0]))).text();
      expect(linksOf(normal, 'amphtml').map(local), name).toEqual([`${path}?outputType=amp`]);
      expect(linksOf(normal, 'canonical'), name).toEqual(canonical);
    }
  }, 120_000);

  it('an AMP page links no AMP version of itself, and page types without AMP output link none', async () => {
    const { path } = (await ampPages())[0];
    expect(linksOf(await (await get(`${path}?outputType=amp`)).text(), 'amphtml')).toEqual([]);
    for (const other of ['/', '/news/', '/search/waka/']) expect(linksOf(await (await get(other)).text(), 'amphtml'), other).toEqual([]);
  });
});
