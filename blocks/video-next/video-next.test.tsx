import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { fixtureVideos, FIXTURE_SITE, videoFeed } from '../../common/video/fixtures.ts';
import { videoCard } from '../../common/content/selections.ts';
import videoNext from './index.ts';
import {
  canLoadMore, currentVideoOf, initialUpNext, mergeVideos, nextVideoHref, UP_NEXT_PAGE_SIZE, UP_NEXT_SOURCE, upNextHref, upNextQuery, upNextReducer,
} from './up-next.ts';

const [page] = fixtureVideos(1);
const older = (count: number, start = 1) => fixtureVideos(count, { start });
const ids = (items: Array<{ _id?: string }>) => items.map((v) => v._id);

const render = (o: { items?: ReturnType<typeof fixtureVideos>; lang?: 'en' | 'mi'; isAdmin?: boolean; gc?: any } = {}) => {
  const gc = o.gc ?? page;
  return renderBlock(videoNext, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin, globalContent: gc, pageType: 'video',
    content: [{ source: UP_NEXT_SOURCE, query: upNextQuery(currentVideoOf(gc), 0, FIXTURE_SITE), value: videoFeed(o.items ?? older(12)) }],
  });
};

describe('video-next (Up Next)', () => {
  it('is an island hydrated on load (it must hear the player end wherever the reader has scrolled), shipping only _id, canonical_url and display_date of the page content', () => {
    expect(videoNext.island?.hydrate).toBe('load');
    expect(videoNext.browserGlobalContent!({ ...page, headlines: { basic: 'x' }, embed_html: '<video>' })).toEqual({
      _id: page._id, canonical_url: page.canonical_url, display_date: page.display_date,
    });
  });

  it('Up Next query: type video, excluding the current canonical_url, display_date before it, tag watch, offset and size 12', () => {
    expect(upNextQuery(currentVideoOf(page), 0, FIXTURE_SITE)).toEqual({
      type: 'video', tag: 'watch', excludeCanonicalUrl: page.canonical_url, before: page.display_date, offset: 0, size: 12, _select: videoCard(FIXTURE_SITE),
    });
    expect(upNextQuery(currentVideoOf(page), 24, FIXTURE_SITE)).toMatchObject({ offset: 24, size: 12 });
    // Not on a video page: the newest videos; a display_date that is not a date is not sent.
    expect(upNextQuery(currentVideoOf(undefined), 0, FIXTURE_SITE)).toMatchObject({ excludeCanonicalUrl: undefined, before: undefined });
    expect(upNextQuery({ display_date: 'yesterday' }, 0, FIXTURE_SITE).before).toBeUndefined();
  });

  it("heading 'Up Next' / 'E whai ake nei'", () => {
    expect(render()).toContain('>Up Next</h2>');
    expect(render({ lang: 'mi' })).toContain('>E whai ake nei</h2>');
  });

  it('grid of cards with thumbnail, duration badge and title, linking to {origin}/pf{website_url}', () => {
    const html = render();
    expect(html.match(/class="video-next__item"/g)).toHaveLength(12);
    const first = older(1)[0];
    expect(html).toContain(`<a class="video-next__card" href="/pf${first.websites![FIXTURE_SITE]!.website_url}"><span class="video-next__title">${first.headlines!.basic}</span>`);
    expect(html).toMatch(/class="video-thumb video-next__thumb"><img class="video-thumb__img" src="\/resizer\/v2\/VIMG[^"]*width=274&amp;height=154/);
    expect(html).toContain('<span class="visually-hidden">Duration </span><time dateTime="PT1M5S">1:05</time>');
    expect(render({ lang: 'mi' })).toContain('<span class="visually-hidden">Roanga </span>');
    expect(upNextHref('/2024/03/01/a/')).toBe('/pf/2024/03/01/a/');
  });

  it('duration format h:mm:ss or m:ss from ms on the badge', () => {
    expect(render()).toContain('>1:02:05</time>');
  });

  it('items with no website entry for the current site are skipped', () => {
    const items = older(3);
    items[1] = { ...items[1], websites: { 'te-rito': { website_url: '/elsewhere/' } } };
    const html = render({ items });
    expect(html.match(/class="video-next__item"/g)).toHaveLength(2);
    expect(html).not.toContain('/elsewhere/');
  });

  it('merged without duplicates by _id, sorted by display_date newest first (never the current item)', () => {
    const [a, b, c, d] = older(4);
    const merged = mergeVideos([c, a], [b, a, d, page], page._id);
    expect(ids(merged)).toEqual(ids([a, b, c, d]));
    expect(ids(initialUpNext({ page: videoFeed([d, b, page, b]), currentId: page._id }).items)).toEqual(ids([b, d]));
  });

  it('offset starts 0 and grows by 12 only after a response of exactly 12 items; loading flag while fetching', () => {
    let s = initialUpNext({ page: videoFeed(older(12)) });
    expect(s).toMatchObject({ offset: 0, lastCount: 12, loading: false });
    expect(canLoadMore(s)).toBe(true);
    s = upNextReducer(s, { type: 'loadStart' });
    expect(s).toMatchObject({ offset: 12, loading: true });
    expect(canLoadMore(s)).toBe(false); // one request at a time
    s = upNextReducer(s, { type: 'loaded', page: videoFeed(older(12, 13)) });
    expect(s).toMatchObject({ offset: 12, lastCount: 12, loading: false });
    expect(s.items).toHaveLength(24);
    expect(canLoadMore(s)).toBe(true);
    s = upNextReducer(upNextReducer(s, { type: 'loadStart' }), { type: 'loaded', page: videoFeed(older(7, 25)) });
    expect(s).toMatchObject({ offset: 24, lastCount: 7 });
    expect(canLoadMore(s)).toBe(false); // fewer than 12: the end
    expect(canLoadMore(initialUpNext({ page: videoFeed(older(11)) }))).toBe(false);
    expect(UP_NEXT_PAGE_SIZE).toBe(12);
  });

  it('a failed load stops loading, keeps the offset of the last page and says so', () => {
    const s = upNextReducer(upNextReducer(initialUpNext({ page: videoFeed(older(12)) }), { type: 'loadStart' }), { type: 'loadFailed' });
    expect(s).toMatchObject({ offset: 0, loading: false, failed: true });
    expect(canLoadMore(s)).toBe(false);
  });

  it('when the player finishes it goes to the first (newest) listed video', () => {
    const [a, b] = older(2);
    expect(nextVideoHref(mergeVideos([], [b, a]), FIXTURE_SITE)).toBe(`/pf${a.websites![FIXTURE_SITE]!.website_url}`);
    expect(nextVideoHref([], FIXTURE_SITE)).toBeUndefined();
  });

  it('renders nothing without older videos; editors get the placeholder', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
