// The sample site over real HTTP: on every page type the first images a reader sees load at once, exactly one of
// them with high priority (the largest paint), and the navigation's links say where they go.
import { describe, expect, it } from 'vitest';
import { EAGER_IMAGES } from '../common/image-priority.tsx';
import { sharedServerSuite } from './browser/browser.ts';

const suite = sharedServerSuite();

const get = (path: string, cookie = '') => fetch(`${suite.server.base}${path}`, { headers: cookie ? { cookie } : {} });
const html = async (path: string, cookie = '') => (await get(path, cookie)).text();
const firstUrlOf = async (type: string) => {
  const { content_elements: [item] } = await (await get(`/arc/content/v4/search/published?website=teaomarama&q=type:${type}&size=1`)).json();
  return item.websites.teaomarama.website_url as string;
};

/** The <img> tags of the page's main landmark, in document order. */
const mainImages = (page: string) => {
  const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  return [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
};
const pageImages = (page: string) => [...page.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
const isLazy = (img: string) => /\bloading="lazy"/.test(img);
const isHigh = (img: string) => /\bfetchpriority="high"/i.test(img);

describe('the first images a reader sees', () => {
  it('on every page type the first image of the main content loads at once with high priority, and it is the only high-priority image', async () => {
    const pages = {
      homepage: '/',
      article: await firstUrlOf('story'),
      section: '/news/',
      'search widget': '/search/',
      'search results': '/search/waka/',
      'video landing': '/video/',
      video: await firstUrlOf('video'),
      gallery: await firstUrlOf('gallery'),
      author: '/author/aroha-tawhiri/',
      tag: '/tags/housing/',
    };
    for (const [name, url] of Object.entries(pages)) {
      const page = await html(url);
      const images = mainImages(page);
      expect(images.length, name).toBeGreaterThan(0);
      expect(isLazy(images[0]!), `${name}: ${images[0]}`).toBe(false);
      expect(pageImages(page).filter(isHigh), name).toHaveLength(1);
    }
  });

  it('images further down the page stay lazy', async () => {
    const images = mainImages(await html('/'));
    expect(images.length).toBeGreaterThan(EAGER_IMAGES);
    expect(images.slice(EAGER_IMAGES).every(isLazy)).toBe(true);
  });

  it('the same page gives the same images their priority every time', async () => {
    const decisions = (page: string) => mainImages(page).map((img) => [isLazy(img), isHigh(img)]);
    expect(decisions(await html('/news/'))).toEqual(decisions(await html('/news/')));
  });
});

describe('navigation link text', () => {
  it('no link on the homepage says only "More" (search engines need text that says where a link goes), in either language', async () => {
    for (const cookie of ['', 'lang=mi']) {
      const page = await html('/', cookie);
      const texts = [...page.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!.trim().toLowerCase());
      expect(texts.length).toBeGreaterThan(0);
      for (const vague of ['more', 'see more', 'read more', 'ētahi atu']) expect(texts, cookie || 'en').not.toContain(vague);
    }
  });
});
