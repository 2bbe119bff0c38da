import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import shareBar from './index.ts';
import { SITE, storyOf } from './fixtures.ts';
import { islandContent, LARGE_POPUP_SIZE, pageTitle, pageUrl, popupFeatures, popupSize, POPUP_SIZE, SHARE_NETWORKS, shareUrl } from './share.ts';
import { copyText } from './copy.ts';

const URL_ = 'http://localhost:3000/2026/05/02/new-wharenui-opens/';
const page = { url: URL_, title: 'New wharenui & more' };
const render = (o: { lang?: 'en' | 'mi'; showShareBar?: boolean; isAdmin?: boolean } = {}) =>
  renderBlock(shareBar, { site: SITE, lang: o.lang, isAdmin: o.isAdmin, globalContent: storyOf(o.lang ?? 'en'), customFields: o.showShareBar === undefined ? {} : { showShareBar: o.showShareBar } });
const decode = (html: string) => html.replace(/&amp;/g, '&');

describe('share bar (spec "Share bar", section 7 share links)', () => {
  it('links for facebook, twitter, linkedin, reddit and email (plus Pinterest, a share target of the block)', () => {
    expect(SHARE_NETWORKS).toEqual(expect.arrayContaining(['facebook', 'twitter', 'linkedin', 'reddit', 'email', 'pinterest']));
    const html = decode(render());
    const u = encodeURIComponent(URL_);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${u}"`);
    expect(html).toContain(`href="https://twitter.com/intent/tweet?url=${u}&text=New%20wharenui%20opens%20its%20doors"`);
    expect(html).toContain(`href="https://www.linkedin.com/shareArticle?mini=true&url=${u}`);
    expect(html).toContain(`href="https://www.pinterest.com/pin/create/button/?url=${u}`);
  });

  it('reddit with the page title', () => {
    expect(shareUrl('reddit', page)).toBe(`https://www.reddit.com/submit?url=${encodeURIComponent(URL_)}&title=New%20wharenui%20%26%20more`);
  });

  it('email with subject and body (mailto)', () => {
    expect(shareUrl('email', page)).toBe(`mailto:?subject=New%20wharenui%20%26%20more&body=${encodeURIComponent(URL_)}`);
    expect(decode(render())).toContain(`href="mailto:?subject=New%20wharenui%20opens%20its%20doors&body=`);
  });

  it('a button copies the page address (shown once hydrated)', () => {
    const html = render();
    expect(html).toMatch(/<button type="button" class="share-bar__button share-bar__button--copy" title="Copy Link" hidden="">/);
  });

  it('popup windows 658x354, 830x460 for LinkedIn and email', () => {
    expect(POPUP_SIZE).toEqual({ width: 658, height: 354 });
    expect(LARGE_POPUP_SIZE).toEqual({ width: 830, height: 460 });
    for (const n of ['facebook', 'twitter', 'reddit', 'pinterest'] as const) expect(popupSize(n)).toEqual(POPUP_SIZE);
    expect(popupSize('linkedin')).toEqual(LARGE_POPUP_SIZE);
    expect(popupSize('email')).toEqual(LARGE_POPUP_SIZE);
    expect(popupFeatures('linkedin', { left: 0, top: 0, width: 1830, height: 1460 })).toMatch(/^width=830,height=460,left=500,top=500,/);
  });

  it('links work without JS: external sites in a new tab with rel noopener and hidden text; email without a target', () => {
    const html = render();
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('Share on Facebook (Opens in new window)');
    expect(html).toMatch(/href="mailto:[^"]*" title="Share by email">/);
  });

  it('page address: site domain plus the story address on this site; title: the headline', () => {
    expect(pageUrl({ domain: 'https://teaomarama.example/', site: SITE, content: storyOf('en') })).toBe('https://teaomarama.example/2026/05/02/new-wharenui-opens/');
    expect(pageUrl({ domain: 'https://x.example', site: 'other', content: { canonical_url: '/c/' } })).toBe('https://x.example/c/');
    expect(pageUrl({ domain: 'https://x.example', site: SITE, requestUri: '/news/' })).toBe('https://x.example/news/');
    expect(pageTitle(undefined, 'Te Ao Mārama')).toBe('Te Ao Mārama');
  });

  it('showShareBar defaults to true; off renders nothing (editors see the placeholder)', () => {
    expect(render()).toContain('class="share-bar"');
    expect(render({ showShareBar: false })).toBe('');
    expect(render({ showShareBar: false, isAdmin: true })).toContain('pb-admin-placeholder');
  });

  it('Māori labels', () => {
    const html = render({ lang: 'mi' });
    expect(html).toContain('aria-label="Tohaina tēnei kōrero"');
    expect(html).toContain('Tohaina ki Facebook (Ka huaki i tētahi matapihi hou)');
  });

  it('island: hydrates when visible and ships only the headline and addresses', () => {
    expect(shareBar.island?.hydrate).toBe('visible');
    const shipped = islandContent(storyOf('en'));
    expect(JSON.stringify(shipped)).not.toContain('Body text');
    expect(pageUrl({ domain: 'd', site: SITE, content: shipped })).toBe(pageUrl({ domain: 'd', site: SITE, content: storyOf('en') }));
  });

  it('copy: the Clipboard API, else execCommand on a selected textarea', async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyText('u', { navigator: { clipboard: { writeText } } as never })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('u');
    const area = { value: '', style: {}, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
    const doc = { body: { appendChild: vi.fn() }, createElement: () => area, execCommand: vi.fn(() => true) };
    expect(await copyText('u2', { navigator: {} as never, document: doc as never })).toBe(true);
    expect(area.value).toBe('u2');
    expect(area.remove).toHaveBeenCalled();
    expect(await copyText('u3', { navigator: {} as never })).toBe(false);
  });
});
