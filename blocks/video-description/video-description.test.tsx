import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { SITE, videoOf } from '../../common/metadata/fixtures.ts';
import videoDescription from './index.ts';
import { relatedHref } from './details.ts';

const DOMAIN = 'https://www.teaomarama.example';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const render = (lang: 'en' | 'mi', gc: unknown = videoOf(lang), extra = {}) =>
  renderBlock(videoDescription, { site: SITE, lang, pageType: 'video', siteProperties: { websiteDomain: DOMAIN }, globalContent: gc, ...extra });

describe('video-description (video details)', () => {
  it('video details: headline, formatted date and subheadline', () => {
    const html = render('en');
    expect(html).toContain('<h1 class="video-description__headline">Kapa haka regionals: the highlights</h1>');
    expect(html).toContain('<time class="video-description__date" dateTime="2026-11-02T01:30:00.000Z">November 02, 2026</time>');
    expect(html).toContain('<p class="video-description__summary">Watch the best of the weekend.</p>');
  });
  it("video details: related articles titled 'Related Articles'", () => {
    expect(render('en')).toContain('<h2 class="video-description__related-title">Related Articles</h2>');
  });
  it("video details: related articles titled 'Korero Hangai' in Māori, with Māori dates", () => {
    const html = render('mi');
    expect(html).toContain('>Korero Hangai</h2>');
    expect(html).toContain('>Whiringa-ā-rangi 02, 2026</time>');
  });
  it('related links go to {origin}/pf{canonical_url}?_website={site}; items without an address are skipped', () => {
    const html = render('en');
    expect(html).toContain(`href="${DOMAIN}/pf/2026/10/30/te-matatini-draw/?_website=teaomarama"`);
    expect(html).toContain(`href="${DOMAIN}/pf/2026/10/28/new-haka/?_website=teaomarama"`);
    expect(html).not.toContain('No address');
    expect(relatedHref('https://x.example/', 'a/b/', 'te-rito')).toBe('https://x.example/pf/a/b/?_website=te-rito');
  });
  it('no related list without related content; the subheadline falls back to the description', () => {
    const html = render('en', videoOf('en', { related_content: undefined, subheadlines: {} }));
    expect(html).not.toContain('Related Articles');
    expect(html).toContain('A new meeting house opens after five years of work.');
  });
  it('a secondary heading (h2) on pages that are not video pages', () => {
    expect(render('en', videoOf('en'), { pageType: 'article' })).toContain('<h2 class="video-description__headline">');
  });
  it('renders nothing without a headline', () => {
    expect(render('en', videoOf('en', { headlines: {} }))).toBe('');
  });
});
