import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, type ContentFixture } from '../../engine/testing/index.ts';
import { AUTHOR_IMAGE_ID, PROMO_ID, SIGNED, authorDoc, storyOf } from '../../common/metadata/fixtures.ts';
import pageMetadata from './index.ts';

const DOMAIN = 'https://www.teaomarama.example';
const FALLBACK_ID = 'FALLBACK000000000000000001';
const SITE_PROPS = { websiteDomain: DOMAIN, fallbackImage: `/resizer/v2/${FALLBACK_ID}.jpg`, twitterUsername: 'teaomarama' };
const signing = (id: string): ContentFixture => ({ source: 'signing-service', query: { id }, value: { hash: SIGNED } });
const CONTENT = [signing(PROMO_ID), signing(AUTHOR_IMAGE_ID), signing(FALLBACK_ID)];

const render = (pageType: string | undefined, globalContent?: unknown, extra: Record<string, unknown> = {}) =>
  renderBlock(pageMetadata, { pageType, globalContent, siteProperties: SITE_PROPS, content: CONTENT, ...extra });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1]?.replace(/&amp;/g, '&');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];

afterEach(() => vi.restoreAllMocks());

describe('page-metadata', () => {
  it('the site favicon (site property favicon) is linked from every page', () => {
    expect(render('article', storyOf('en'), { siteProperties: { ...SITE_PROPS, favicon: '/static/brand/favicon.svg' } })).toContain('<link rel="icon" href="/static/brand/favicon.svg"/>');
    expect(render('article', storyOf('en'), { siteProperties: { ...SITE_PROPS, favicon: undefined } })).not.toContain('rel="icon"');
  });

  it("article: title '{headline} – {site}', robots noarchive, canonical from canonical_url", () => {
    const html = render('article', storyOf('en'));
    expect(title(html)).toBe('New wharenui opens its doors in Rotorua – Te Ao Mārama');
    expect(meta(html, 'robots')).toBe('noarchive');
    expect(canonical(html)).toBe(`${DOMAIN}/2026/11/02/new-wharenui-opens-in-rotorua/`);
    expect(meta(html, 'description')).toBe('A new meeting house opens after five years of work.');
  });
  it('Open Graph and Twitter cards: summary_large_image, og:title, og:description, og:url, og:image 1200x630, og:site_name, twitter:site', () => {
    const html = render('article', storyOf('en'));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:title')).toBe('New wharenui opens its doors in Rotorua');
    expect(meta(html, 'og:description')).toBe('A new meeting house opens after five years of work.');
    expect(meta(html, 'og:url')).toBe(canonical(html));
    expect(meta(html, 'og:image')).toBe(`${DOMAIN}/resizer/v2/${PROMO_ID}?auth=${SIGNED}&width=1200&height=630&focal=700%2C400`);
    expect(meta(html, 'og:site_name')).toBe('Te Ao Mārama');
    expect(meta(html, 'twitter:site')).toBe('@teaomarama');
  });
  it('article, video and gallery link their AMP version (the canonical with ?outputType=amp, same language); AMP pages, other types and off-site canonicals do not', () => {
    const amphtml = (html: string) => /<link rel="amphtml" href="([^"]*)"\/>/.exec(html)?.[1];
    for (const type of ['article', 'video', 'gallery']) {
      const html = render(type, storyOf('en', { type: type === 'article' ? 'story' : type }));
      expect(amphtml(html), type).toBe(`${canonical(html)}?outputType=amp`);
      expect(amphtml(render(type, storyOf('en'), { outputType: 'amp' })), type).toBeUndefined();
    }
    const mi = render('article', storyOf('mi'), { lang: 'mi' });
    expect(amphtml(mi)).toBe(`${DOMAIN}/mi/2026/11/02/kua-huakina-te-wharenui-hou/?outputType=amp`);
    expect(amphtml(render('article', storyOf('en', { canonical_url: 'https://wire.example.com/story/' })))).toBeUndefined();
    expect(amphtml(render('homepage', undefined))).toBeUndefined();
  });

  it('video and gallery: headline title, canonical_url, no robots', () => {
    const html = render('video', storyOf('en', { type: 'video' }));
    expect(title(html)).toBe('New wharenui opens its doors in Rotorua – Te Ao Mārama');
    expect(meta(html, 'robots')).toBeUndefined();
    expect(canonical(render('gallery', storyOf('en', { type: 'gallery' })))).toBe(`${DOMAIN}/2026/11/02/new-wharenui-opens-in-rotorua/`);
  });
  it("author: byline and site name, canonical the first author's bio_page, author image with the height open", () => {
    const html = render('author', { authors: [authorDoc] });
    expect(title(html)).toBe('Aroha Tāwhiri - Te Ao Mārama');
    expect(canonical(html)).toBe(`${DOMAIN}/author/aroha-tawhiri/`);
    expect(meta(html, 'og:image')).toBe(`${DOMAIN}/resizer/v2/${AUTHOR_IMAGE_ID}?auth=${SIGNED}&width=1200`);
  });
  it('tag and section: name and site name; canonical tags/{slug}/ and the section _id; fallback image with smart=true', () => {
    const tag = render('tag', { Payload: [{ name: 'Housing', slug: 'housing', description: 'Stories about housing.' }] });
    expect(title(tag)).toBe('Housing - Te Ao Mārama');
    expect(canonical(tag)).toBe(`${DOMAIN}/tags/housing/`);
    expect(meta(tag, 'og:image')).toBe(`${DOMAIN}/resizer/v2/${FALLBACK_ID}?auth=${SIGNED}&width=1200&smart=true`);
    const section = render('section', { _id: '/sport', name: 'Sport' });
    expect(title(section)).toBe('Sport - Te Ao Mārama');
    expect(canonical(section)).toBe(`${DOMAIN}/sport/`);
  });
  it("search: 'Search - {site name}', canonical search/{q}/", () => {
    const html = render('search', { data: [], metadata: { q: 'kai' } });
    expect(title(html)).toBe('Search - Te Ao Mārama');
    expect(canonical(html)).toBe(`${DOMAIN}/search/kai/`);
  });
  it('homepage: the site name and the site root', () => {
    const html = render('homepage');
    expect(title(html)).toBe('Te Ao Mārama');
    expect(canonical(html)).toBe(`${DOMAIN}/`);
  });
  it('search-widget: the current path plus its query', () => {
    expect(canonical(render('search-widget', undefined, { requestUri: '/search-widget/?query=kai' }))).toBe(`${DOMAIN}/search-widget/?query=kai`);
  });
  it('the sponsored landing type: noindex, nofollow and no social site tags (og:site_name, twitter:site)', () => {
    const html = render('sponsored-landing', storyOf('en'));
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    expect(meta(html, 'og:site_name')).toBeUndefined();
    expect(meta(html, 'twitter:site')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });
  it('no canonical when the address cannot be parsed', () => {
    expect(canonical(render('article', storyOf('en'), { siteProperties: { ...SITE_PROPS, websiteDomain: 'not a domain' } }))).toBeUndefined();
  });
  it('an image with its own resizer token needs no signing', () => {
    const own = storyOf('en', { promo_items: { basic: { _id: PROMO_ID, url: `/resizer/v2/${PROMO_ID}.jpg`, auth: { 2: 'own' } } } });
    expect(meta(renderBlock(pageMetadata, { pageType: 'article', globalContent: own, siteProperties: SITE_PROPS }), 'og:image')).toContain('auth=own&width=1200&height=630');
  });
  it('the page type is read from the global content when the page config names none', () => {
    expect(meta(render(undefined, storyOf('en')), 'robots')).toBe('noarchive');
  });
  it('renders nothing (editors see why) when the page type cannot be told', () => {
    expect(render(undefined, undefined, { requestUri: '/about/' })).toBe('');
    expect(render(undefined, undefined, { requestUri: '/about/', isAdmin: true })).toContain('page type unknown');
  });
});
