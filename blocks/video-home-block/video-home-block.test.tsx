import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { fixtureVideos, FIXTURE_SITE, videoFeed } from '../../common/video/fixtures.ts';
import videoHomeBlock from './index.ts';
import { LATEST_SOURCE, latestQuery, latestVideos, latestVideoSelect, MORE_VIDEOS_URL, selectedVideo } from './latest.ts';

const render = (o: { items?: ReturnType<typeof fixtureVideos>; lang?: 'en' | 'mi'; isAdmin?: boolean } = {}) =>
  renderBlock(videoHomeBlock, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    content: [{ source: LATEST_SOURCE, query: latestQuery(FIXTURE_SITE), value: videoFeed(o.items ?? fixtureVideos(4, { lang: o.lang })) }],
  });

/** The item with every property read through it recorded as a dotted path (array indexes left out). */
function recording<T>(value: T, reads: Set<string>, path = ''): T {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return child;
      if (Array.isArray(target)) return /^\d+$/.test(key) ? recording(child, reads, path) : child;
      const next = path ? `${path}.${key}` : key;
      reads.add(next);
      return recording(child, reads, next);
    },
  }) as T;
}

describe('video-home-block (Latest videos)', () => {
  it('ships only what it reads: each path its query selects (the island payload) is read by the component, and it reads nothing unselected', () => {
    const reads = new Set<string>();
    const items = fixtureVideos(4).map((item) => recording(item, reads));
    renderBlock(videoHomeBlock, { site: FIXTURE_SITE, content: [{ source: LATEST_SOURCE, query: latestQuery(FIXTURE_SITE), value: videoFeed(items) }] });
    const selected = latestVideoSelect(FIXTURE_SITE);
    const unread = selected.filter((s) => ![...reads].some((r) => r === s || r.startsWith(`${s}.`)));
    expect(unread).toEqual([]);
    const unselected = [...reads].filter((r) => !selected.some((s) => s === r || s.startsWith(`${r}.`) || r.startsWith(`${s}.`)));
    expect(unselected).toEqual([]);
  });


  it("is an island hydrated when visible (the list switches the player)", () => {
    expect(videoHomeBlock.island?.hydrate).toBe('visible');
  });

  it(`story-feed-query, Latest videos: query 'type:video AND taxonomy.tags.text:"watch"', size 4 (declared up front)`, () => {
    expect(videoHomeBlock.content!({ site: FIXTURE_SITE, customFields: {} })).toEqual([
      { source: 'story-feed-query', query: { query: 'type:video AND taxonomy.tags.text:"watch"', size: 4, _select: latestVideoSelect(FIXTURE_SITE) } },
    ]);
  });

  it("heading 'Latest Videos' / 'Ataata Hou'", () => {
    expect(render()).toContain('>Latest Videos</h2>');
    expect(render({ lang: 'mi' })).toContain('>Ataata Hou</h2>');
  });

  it("button 'More Videos' / 'Kohinga Ataata' goes to /pf/video/", () => {
    expect(MORE_VIDEOS_URL).toBe('/pf/video/');
    expect(render()).toContain('<a class="video-home-block__more" href="/pf/video/">More Videos</a>');
    expect(render({ lang: 'mi' })).toContain('>Kohinga Ataata</a>');
  });

  it('main player plus a list of up to 4; first item selected by default', () => {
    const items = fixtureVideos(6);
    const html = render({ items });
    expect(html.match(/class="video-home-block__item"/g)).toHaveLength(4);
    expect(html).toContain(`data-video-id="${items[0]._id}"`);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`data-id="${items[0]._id}"><button type="button" class="video-home-block__choice" aria-pressed="true"`));
    expect(html).toContain(`<h3 class="video-home-block__title"><a href="${items[0].websites![FIXTURE_SITE]!.website_url}">`);
  });

  it('clicking another selects it (the selection rule the buttons dispatch)', () => {
    const items = fixtureVideos(4);
    expect(selectedVideo(items, undefined)).toBe(items[0]);
    expect(selectedVideo(items, items[2]._id)).toBe(items[2]);
    expect(selectedVideo(items, 'gone')).toBe(items[0]);
  });

  it('items without a website entry (or with nothing to play) are skipped', () => {
    const items = fixtureVideos(5);
    items[0] = { ...items[0], websites: {} };
    items[1] = { ...items[1], embed_html: '' };
    expect(latestVideos(videoFeed(items), FIXTURE_SITE).map((v) => v._id)).toEqual(items.slice(2, 5).map((v) => v._id));
  });

  it('duration badge h:mm:ss or m:ss on each list item', () => {
    const html = render();
    expect(html).toContain('<time dateTime="PT7M10S">7:10</time>');
    expect(html).toContain('<time dateTime="PT1H2M5S">1:02:05</time>');
  });

  it('list thumbnails are 274x154 resized images', () => {
    expect(render()).toMatch(/src="\/resizer\/v2\/VIMG[^"]*width=274&amp;height=154/);
  });

  it('the 4th item is hidden at widths 993 to 1440 (CSS)', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain('@media (min-width: 993px) and (max-width: 1440px) { .video-home-block__item:nth-child(4) { display: none; } }');
  });

  it('renders nothing without videos; editors get the placeholder', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
