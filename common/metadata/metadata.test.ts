import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  absoluteUrl, canonicalUrl, pageDescription, pageMetadata, pageTitle, resolvePageType, robotsFor,
  socialImageSource, socialImageUrl, twitterHandle, type MetaTag,
} from './index.ts';

const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const AUTHOR_IMG = 'AUTHOR0000000000000000000A';
const FALLBACK_ID = 'FALLBACK000000000000000000';
const DOMAIN = 'https://www.teaomarama.example';
const SITE = {
  siteName: 'Te Ao Mārama',
  websiteDomain: DOMAIN,
  twitterUsername: 'teaomarama',
  fallbackImage: `/resizer/v2/${FALLBACK_ID}.jpg`,
  site_about: 'News from Aotearoa.',
  maori_section_about: 'Ngā kōrero o Aotearoa.',
};

const story = {
  _id: 'S1', type: 'story', canonical_url: '/2026/11/20/wharenui-opens/',
  headlines: { basic: 'New wharenui opens' }, description: { basic: 'A new house opens in Rotorua.' },
  taxonomy: { seo_keywords: ['Rotorua', 'marae'] },
  promo_items: { basic: { _id: ID, type: 'image', url: `/resizer/v2/${ID}.jpg`, auth: { 2: 'tok' }, focal_point: { x: 640, y: 300 }, alt_text: 'The wharenui' } },
};
const authorPage = { authors: [{ _id: 'A1', byline: 'Aroha Tāwhiri', bio: 'Senior reporter.', bio_page: '/author/aroha-tawhiri/', image: `/resizer/v2/${AUTHOR_IMG}.jpg` }] };
const tagPage = { Payload: [{ name: 'Housing', slug: 'housing', description: 'Stories about housing.' }] };
const sectionPage = { _id: '/news', name: 'News', site: { site_description: 'The latest news.' } };
const searchPage = { data: [], metadata: { q: 'kai', total_hits: 0 } };

const metaOf = (tags: MetaTag[], key: string) => tags.find((t) => t.name === key || t.property === key)?.content;

afterEach(() => vi.restoreAllMocks());

describe('page metadata: titles', () => {
  it("article and others: headline then ' – ' then site name; metadata_title wins over the headline", () => {
    expect(pageTitle('article', story, 'Te Ao Mārama')).toBe('New wharenui opens – Te Ao Mārama');
    expect(pageTitle('video', { ...story, type: 'video' }, 'Te Ao Mārama')).toBe('New wharenui opens – Te Ao Mārama');
    expect(pageTitle('gallery', { ...story, metadata: { metadata_title: 'SEO title' } }, 'Te Ao Mārama')).toBe('SEO title – Te Ao Mārama');
    expect(pageTitle('not-found', { headlines: { basic: 'Whatever' } }, 'Te Ao Mārama')).toBe('Whatever – Te Ao Mārama');
  });
  it('author titles: byline and site name', () => {
    expect(pageTitle('author', authorPage, 'Te Ao Mārama')).toBe('Aroha Tāwhiri - Te Ao Mārama');
  });
  it('section and tag titles: name and site name', () => {
    expect(pageTitle('section', sectionPage, 'Te Ao Mārama')).toBe('News - Te Ao Mārama');
    expect(pageTitle('tag', tagPage, 'Te Ao Mārama')).toBe('Housing - Te Ao Mārama');
  });
  it("search: 'Search - {site name}'", () => {
    expect(pageTitle('search', searchPage, 'Te Ao Mārama')).toBe('Search - Te Ao Mārama');
  });
  it('homepage, or content without a name: the site name alone', () => {
    expect(pageTitle('homepage', undefined, 'Te Ao Mārama')).toBe('Te Ao Mārama');
    expect(pageTitle('article', {}, 'Te Ao Mārama')).toBe('Te Ao Mārama');
  });
});

describe('descriptions', () => {
  it('content: metadata_description, else description.basic', () => {
    expect(pageDescription('article', story, SITE)).toBe('A new house opens in Rotorua.');
    expect(pageDescription('article', { ...story, metadata: { metadata_description: 'SEO' } }, SITE)).toBe('SEO');
  });
  it("author bio, tag description, section site description, else the site's about text (Māori in Māori)", () => {
    expect(pageDescription('author', authorPage, SITE)).toBe('Senior reporter.');
    expect(pageDescription('tag', tagPage, SITE)).toBe('Stories about housing.');
    expect(pageDescription('section', sectionPage, SITE)).toBe('The latest news.');
    expect(pageDescription('homepage', undefined, SITE, 'en')).toBe('News from Aotearoa.');
    expect(pageDescription('homepage', undefined, SITE, 'mi')).toBe('Ngā kōrero o Aotearoa.');
  });
});

describe('canonical address per page type', () => {
  it('article, video, gallery use canonical_url', () => {
    for (const t of ['article', 'video', 'gallery']) expect(canonicalUrl(t, story, DOMAIN)).toBe(`${DOMAIN}/2026/11/20/wharenui-opens/`);
  });
  it("author uses the first author's bio_page", () => {
    expect(canonicalUrl('author', authorPage, DOMAIN)).toBe(`${DOMAIN}/author/aroha-tawhiri/`);
  });
  it('section uses the content _id', () => {
    expect(canonicalUrl('section', sectionPage, DOMAIN)).toBe(`${DOMAIN}/news/`);
  });
  it('tag uses tags/{slug}/ from the first tag slug', () => {
    expect(canonicalUrl('tag', { Payload: [{ slug: 'te-reo-maori' }, { slug: 'other' }] }, DOMAIN)).toBe(`${DOMAIN}/tags/te-reo-maori/`);
  });
  it('search uses search/{q}/ (URI-encoded)', () => {
    expect(canonicalUrl('search', searchPage, DOMAIN)).toBe(`${DOMAIN}/search/kai/`);
    expect(canonicalUrl('search', { metadata: { q: 'kāinga hou' } }, DOMAIN)).toBe(`${DOMAIN}/search/k%C4%81inga%20hou/`);
  });
  it('homepage uses the site root', () => {
    expect(canonicalUrl('homepage', undefined, DOMAIN)).toBe(`${DOMAIN}/`);
  });
  it("search-widget uses the current path plus the query when present (the engine's own parameters dropped)", () => {
    expect(canonicalUrl('search-widget', undefined, DOMAIN, '/search-widget')).toBe(`${DOMAIN}/search-widget/`);
    expect(canonicalUrl('search-widget', undefined, DOMAIN, '/search-widget?query=kai&_website=teaomarama')).toBe(`${DOMAIN}/search-widget?query=kai`);
  });
  it('trailing slash appended unless the address has a hash, a query string or a file extension', () => {
    expect(absoluteUrl('/news', DOMAIN)).toBe(`${DOMAIN}/news/`);
    expect(absoluteUrl('/news/', DOMAIN)).toBe(`${DOMAIN}/news/`);
    expect(absoluteUrl('/news#top', DOMAIN)).toBe(`${DOMAIN}/news#top`);
    expect(absoluteUrl('/news?page=2', DOMAIN)).toBe(`${DOMAIN}/news?page=2`);
    expect(absoluteUrl('/feeds/rss.xml', DOMAIN)).toBe(`${DOMAIN}/feeds/rss.xml`);
    expect(absoluteUrl('https://other.example/a', DOMAIN)).toBe('https://other.example/a/');
  });
  it('nothing when the address cannot be parsed (or the content lacks it)', () => {
    expect(absoluteUrl('/news', undefined)).toBeUndefined();
    expect(absoluteUrl('/news', 'not a domain')).toBeUndefined();
    expect(absoluteUrl('http://[broken/x', DOMAIN)).toBeUndefined();
    expect(canonicalUrl('article', { headlines: { basic: 'x' } }, DOMAIN)).toBeUndefined();
    expect(canonicalUrl('tag', { Payload: [] }, DOMAIN)).toBeUndefined();
    expect(canonicalUrl('not-found', story, DOMAIN)).toBeUndefined();
  });
});

describe('page type', () => {
  it("the engine's page type wins", () => {
    expect(resolvePageType('sponsored-landing', story)).toBe('sponsored-landing');
  });
  it('else read from the global content shape, else homepage at the site root', () => {
    expect(resolvePageType(undefined, story)).toBe('article');
    expect(resolvePageType(undefined, { type: 'video' })).toBe('video');
    expect(resolvePageType(undefined, { type: 'gallery' })).toBe('gallery');
    expect(resolvePageType(undefined, authorPage)).toBe('author');
    expect(resolvePageType(undefined, tagPage)).toBe('tag');
    expect(resolvePageType(undefined, searchPage)).toBe('search');
    expect(resolvePageType(undefined, sectionPage)).toBe('section');
    expect(resolvePageType(undefined, undefined, '/?_website=teaomarama')).toBe('homepage');
    expect(resolvePageType(undefined, undefined, '/about/')).toBeUndefined();
  });
});

describe('robots', () => {
  it('article pages add noarchive; the sponsored landing type is noindex, nofollow; others none', () => {
    expect(robotsFor('article')).toBe('noarchive');
    expect(robotsFor('sponsored-landing')).toBe('noindex, nofollow');
    expect(robotsFor('video')).toBeUndefined();
    expect(robotsFor('homepage')).toBeUndefined();
  });
});

describe('social image: 1200x630 through the resizer, fallback when none', () => {
  it('content image: 1200x630 with the focal point and the image auth', () => {
    const source = socialImageSource('article', story, SITE)!;
    expect(source).toMatchObject({ kind: 'content', id: ID, auth: 'tok' });
    expect(socialImageUrl(source, DOMAIN)).toBe(`${DOMAIN}/resizer/v2/${ID}?auth=tok&width=1200&height=630&focal=640%2C300`);
  });
  it('an image without its own token uses the signing-service hash', () => {
    const source = socialImageSource('article', { ...story, promo_items: { basic: { ...story.promo_items.basic, auth: undefined } } }, SITE)!;
    expect(source.auth).toBeUndefined();
    expect(socialImageUrl(source, DOMAIN, 'signed')).toContain('auth=signed&width=1200&height=630');
  });
  it('author images: 1200 wide, height open', () => {
    const source = socialImageSource('author', authorPage, SITE)!;
    expect(source).toMatchObject({ kind: 'author', id: AUTHOR_IMG });
    expect(socialImageUrl(source, DOMAIN, 'h')).toBe(`${DOMAIN}/resizer/v2/${AUTHOR_IMG}?auth=h&width=1200`);
  });
  it('fallback image (siteProperties.fallbackImage) when there is none: height open, smart=true', () => {
    const source = socialImageSource('article', { ...story, promo_items: {} }, SITE)!;
    expect(source.kind).toBe('fallback');
    expect(socialImageUrl(source, DOMAIN, 'h')).toBe(`${DOMAIN}/resizer/v2/${FALLBACK_ID}?auth=h&width=1200&smart=true`);
    expect(socialImageSource('homepage', undefined, SITE)?.kind).toBe('fallback');
  });
  it("a thumbnail whose URL contains 'undefined' falls back to the fallback image", () => {
    const broken = { ...story, promo_items: { basic: { type: 'image', url: '/resizer/v2/undefined.jpg' } } };
    expect(socialImageSource('article', broken, SITE)?.kind).toBe('fallback');
  });
  it("no token at all: 'No auth token provided for resizer' and the plain image, absolute", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = socialImageSource('homepage', undefined, SITE)!;
    expect(socialImageUrl(source, DOMAIN)).toBe(`${DOMAIN}/resizer/v2/${FALLBACK_ID}.jpg`);
    expect(warn).toHaveBeenCalledWith('No auth token provided for resizer');
    expect(socialImageUrl(socialImageSource('homepage', undefined, { fallbackImage: '/static/brand/fallback.svg' })!, DOMAIN)).toBe(`${DOMAIN}/static/brand/fallback.svg`);
  });
});

describe('pageMetadata: every head tag', () => {
  const build = (pageType: string, gc: unknown, extra: Record<string, unknown> = {}) =>
    pageMetadata({ pageType, globalContent: gc, siteProperties: { ...SITE, ...extra }, lang: 'en', image: socialImageSource(pageType, gc, SITE) });

  it('Open Graph and Twitter cards: summary_large_image, og:title, og:description, og:url, og:image, og:site_name, twitter:site', () => {
    const m = build('article', story);
    expect(m.title).toBe('New wharenui opens – Te Ao Mārama');
    expect(m.canonical).toBe(`${DOMAIN}/2026/11/20/wharenui-opens/`);
    expect(metaOf(m.meta, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(m.meta, 'og:title')).toBe('New wharenui opens');
    expect(metaOf(m.meta, 'og:description')).toBe('A new house opens in Rotorua.');
    expect(metaOf(m.meta, 'og:url')).toBe(m.canonical);
    expect(metaOf(m.meta, 'og:image')).toContain('width=1200&height=630');
    expect(metaOf(m.meta, 'twitter:image')).toBe(metaOf(m.meta, 'og:image'));
    expect(metaOf(m.meta, 'og:site_name')).toBe('Te Ao Mārama');
    expect(metaOf(m.meta, 'twitter:site')).toBe('@teaomarama');
    expect(metaOf(m.meta, 'robots')).toBe('noarchive');
    expect(metaOf(m.meta, 'keywords')).toBe('Rotorua, marae');
  });
  it('the sponsored landing type: noindex, nofollow and no social site tags', () => {
    const m = build('sponsored-landing', story);
    expect(metaOf(m.meta, 'robots')).toBe('noindex, nofollow');
    expect(metaOf(m.meta, 'og:site_name')).toBeUndefined();
    expect(metaOf(m.meta, 'twitter:site')).toBeUndefined();
    expect(metaOf(m.meta, 'og:title')).toBe('New wharenui opens');
  });
  it('no robots on other types; no twitter:site without a twitterUsername; no og:url without a canonical', () => {
    const m = build('search', searchPage, { twitterUsername: '' });
    expect(metaOf(m.meta, 'robots')).toBeUndefined();
    expect(metaOf(m.meta, 'twitter:site')).toBeUndefined();
    expect(build('not-found', {}).canonical).toBeUndefined();
    expect(metaOf(build('not-found', {}).meta, 'og:url')).toBeUndefined();
    expect(twitterHandle('@@teaomarama')).toBe('@teaomarama');
  });
});

describe('pages their content cannot name: the page config meta names them', () => {
  const meta = { title: { en: 'Latest stories', mi: 'Ngā kōrero hou' }, description: { en: 'Every story, newest first.' }, canonical: '/latest/' };
  const tags = (pageType: string, gc: unknown, lang: 'en' | 'mi', pageMeta?: Record<string, unknown>) =>
    pageMetadata({ pageType, globalContent: gc, siteProperties: SITE, lang, pageMeta, requestUri: '/latest/?page=2' });

  it('a fixed page without content takes its title in the reader language (English when Māori is missing) and its canonical from meta', () => {
    expect(tags('section', undefined, 'en', meta)).toMatchObject({ title: 'Latest stories - Te Ao Mārama', canonical: `${DOMAIN}/latest/` });
    expect(tags('section', undefined, 'mi', meta).title).toBe('Ngā kōrero hou - Te Ao Mārama');
    expect(metaOf(tags('section', undefined, 'mi', meta).meta, 'og:title')).toBe('Ngā kōrero hou');
    expect(metaOf(tags('section', undefined, 'mi', meta).meta, 'description')).toBe('Every story, newest first.');
    expect(tags('not-found', undefined, 'en', { title: 'Page not found' }).title).toBe('Page not found – Te Ao Mārama');
  });

  it('content that names the page still wins over the config, so a template cannot give every page one title or address', () => {
    expect(tags('section', sectionPage, 'en', meta)).toMatchObject({ title: 'News - Te Ao Mārama', canonical: `${DOMAIN}/news/` });
    expect(tags('article', story, 'en', meta)).toMatchObject({ title: 'New wharenui opens – Te Ao Mārama', canonical: `${DOMAIN}/2026/11/20/wharenui-opens/` });
  });

  it('the config\'s robots is the page\'s robots tag, over the page type\'s own (an account page is noindex, an article so marked too)', () => {
    expect(metaOf(tags('account', undefined, 'en', { robots: 'noindex' }).meta, 'robots')).toBe('noindex');
    expect(metaOf(tags('article', story, 'en', { robots: 'noindex, nofollow' }).meta, 'robots')).toBe('noindex, nofollow');
    expect(metaOf(tags('article', story, 'en', { robots: ' ' }).meta, 'robots')).toBe('noarchive');
    expect(metaOf(tags('account', undefined, 'en').meta, 'robots')).toBeUndefined();
  });

  it('without meta names a page keeps the site name and has no canonical; blank or odd values are ignored', () => {
    expect(tags('section', undefined, 'en')).toEqual(expect.objectContaining({ title: 'Te Ao Mārama' }));
    expect(tags('section', undefined, 'en').canonical).toBeUndefined();
    expect(tags('section', undefined, 'en', { title: '  ', canonical: 42 }).title).toBe('Te Ao Mārama');
    expect(tags('section', undefined, 'en', { title: { mi: 'Anake' } }).title).toBe('Te Ao Mārama');
  });
});
