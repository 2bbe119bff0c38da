import { describe, expect, it } from 'vitest';
import { feedPage, fixtureStories } from '../../common/promo/fixtures.ts';
import {
  canLoadOnScroll, feedHasMore, initialListState, listReducer, needsLoadForWindow, nextRequest, shownItems, showSeeMore, type ListState,
} from './list-state.ts';

const stories = fixtureStories(45);
const page = (from: number, size: number) => feedPage(stories.slice(from, from + size), { from, count: stories.length });
const ids = (s: ListState) => shownItems(s).map((i) => i._id);

/** Runs one load the way the component does: loadStart, then loaded with the feed's answer. */
function load(s: ListState): ListState {
  const request = nextRequest(s);
  return listReducer(listReducer(s, { type: 'loadStart' }), { type: 'loaded', request, page: page(request.offset, request.size) });
}

describe('Results lists, infinite scroll variant', () => {
  const start = () => initialListState({ seed: page(0, 10), offset: 0, pageSize: 10, variant: 'infinite' });

  it('offset starts at the configured offset', () => {
    expect(nextRequest(start()).offset).toBe(0);
    expect(nextRequest(initialListState({ seed: page(5, 10), offset: 5, pageSize: 10, variant: 'infinite' })).offset).toBe(5);
  });

  it('first load requests twice the page size, later loads one page size', () => {
    const first = start();
    expect(nextRequest(first)).toEqual({ offset: 0, size: 20 });
    const second = load(first);
    expect(nextRequest(second)).toEqual({ offset: 20, size: 10 });
    expect(nextRequest(load(second))).toEqual({ offset: 30, size: 10 });
  });

  it('items are de-duplicated by _id (the first load re-reads the server page)', () => {
    const after = load(start());
    expect(after.items).toHaveLength(20);
    expect(new Set(ids(after)).size).toBe(20);
    expect(ids(after)).toEqual(stories.slice(0, 20).map((s) => s._id));
  });

  it('loads only when more exist: the feed reports next, or the next offset is below its count', () => {
    let s = start();
    expect(canLoadOnScroll(s)).toBe(true);
    s = load(load(load(s))); // 20 + 10 + 10 = 40 of 45
    expect(canLoadOnScroll(s)).toBe(true);
    s = load(s); // 45 of 45: no next
    expect(s.items).toHaveLength(45);
    expect(feedHasMore(s)).toBe(false);
    expect(canLoadOnScroll(s)).toBe(false);
  });

  it('no load while one is in flight (spinner shows while loading)', () => {
    const loading = listReducer(start(), { type: 'loadStart' });
    expect(loading.loading).toBe(true);
    expect(canLoadOnScroll(loading)).toBe(false);
  });

  it('a load that brings nothing new stops further loads', () => {
    const s = start();
    const same = listReducer(s, { type: 'loaded', request: { offset: 0, size: 10 }, page: page(0, 10) });
    expect(same.exhausted).toBe(true);
    expect(canLoadOnScroll(same)).toBe(false);
  });

  it('shows every loaded story and never a See more button', () => {
    const s = load(start());
    expect(shownItems(s)).toHaveLength(20);
    expect(showSeeMore(s)).toBe(false);
  });

  it('a failed load stops loading on scroll (no request loop)', () => {
    const failed = listReducer(listReducer(start(), { type: 'loadStart' }), { type: 'loadFailed' });
    expect(failed).toMatchObject({ loading: false, failed: true });
    expect(canLoadOnScroll(failed)).toBe(false);
  });
});

describe("Results lists, button variant ('See more')", () => {
  const start = (seed = page(0, 10)) => initialListState({ seed, offset: 0, pageSize: 10, variant: 'button' });

  it('the server page is the first page: the window shows one page size', () => {
    expect(shownItems(start())).toHaveLength(10);
    expect(nextRequest(start())).toEqual({ offset: 10, size: 10 });
  });

  it("'See more' increases the visible window by the page size and loads the page it needs", () => {
    const clicked = listReducer(start(), { type: 'seeMore' });
    expect(clicked.visible).toBe(20);
    expect(needsLoadForWindow(clicked)).toBe(true);
    const loaded = load(clicked);
    expect(ids(loaded)).toEqual(stories.slice(0, 20).map((s) => s._id));
    expect(needsLoadForWindow(loaded)).toBe(false);
  });

  it('shows while the feed reports next', () => {
    expect(start().next).toBe(10);
    expect(showSeeMore(start())).toBe(true);
  });

  it('shows while fewer items than the total are shown (count), even without next', () => {
    const { next: _n, ...withoutNext } = page(0, 10);
    expect(showSeeMore(start(withoutNext))).toBe(true);
  });

  it('hides once every story is shown', () => {
    let s = start();
    for (let i = 0; i < 4; i++) s = load(listReducer(s, { type: 'seeMore' }));
    expect(shownItems(s)).toHaveLength(45);
    expect(showSeeMore(s)).toBe(false);
    expect(showSeeMore(start(feedPage(stories.slice(0, 6), { count: 6 })))).toBe(false);
  });

  it('a click after a failed load retries it instead of growing the window again', () => {
    const clicked = listReducer(start(), { type: 'seeMore' });
    const failed = listReducer(listReducer(clicked, { type: 'loadStart' }), { type: 'loadFailed' });
    expect(needsLoadForWindow(failed)).toBe(false);
    const retried = listReducer(failed, { type: 'seeMore' });
    expect(retried.visible).toBe(20);
    expect(needsLoadForWindow(retried)).toBe(true);
  });

  it('loaded pages are de-duplicated by _id too', () => {
    const clicked = listReducer(start(), { type: 'seeMore' });
    // The feed shifted by two stories since the server page: two repeats come back.
    const shifted = listReducer(clicked, { type: 'loaded', request: { offset: 10, size: 10 }, page: page(8, 10) });
    expect(shifted.items).toHaveLength(18);
    expect(new Set(shifted.items.map((i) => i._id)).size).toBe(18);
  });
});
