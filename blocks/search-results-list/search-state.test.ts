import { describe, expect, it } from 'vitest';
import { fixtureStories } from '../../common/promo/fixtures.ts';
import {
  countPhrase, FIRST_PAGE, initialSearchState, moreRequest, searchQuery, searchReducer, showSeeMore, totalHits, type SearchState,
} from './search-state.ts';

const all = fixtureStories(25);
const pageOf = (q: string, page: number, total = 25) => ({
  data: all.slice((page - 1) * 10, page * 10),
  metadata: { q, total_hits: total, page },
});
const initial = () => initialSearchState(pageOf('matariki', 1));

function more(s: SearchState, response = pageOf(s.term, s.page + 1)): SearchState {
  const started = searchReducer(s, { type: 'moreStart' });
  return searchReducer(started, { type: 'moreLoaded', request: started.request, response });
}
function search(s: SearchState, term: string, response: ReturnType<typeof pageOf>): SearchState {
  const started = searchReducer(s, { type: 'searchStart', term });
  return searchReducer(started, { type: 'searchLoaded', request: started.request, response });
}

describe('search page reads the term from metadata.q of the global content', () => {
  it('term, query value and stored list come from the global content', () => {
    const s = initial();
    expect(s).toMatchObject({ term: 'matariki', query: 'matariki', page: 1 });
    expect(s.list).toHaveLength(10);
    expect(totalHits(s)).toBe(25);
  });
  it('no term: no results, and nothing to see more of', () => {
    const s = initialSearchState({ data: fixtureStories(2), metadata: { q: '  ', total_hits: 2 } });
    expect(s.term).toBe('');
    expect(s.list).toEqual([]);
    expect(showSeeMore(s)).toBe(false);
    expect(initialSearchState(undefined)).toMatchObject({ term: '', list: [], page: 1 });
  });
});

describe('search list state: page starts at 1', () => {
  it('page starts at 1', () => {
    expect(FIRST_PAGE).toBe(1);
    expect(initial().page).toBe(1);
  });
});

describe('Search results: see more', () => {
  it('each see-more increments page, appends data and updates metadata', () => {
    const s1 = initial();
    expect(moreRequest(s1)).toEqual({ query: 'matariki', page: '2' });
    const s2 = more(s1, { data: all.slice(10, 20), metadata: { q: 'matariki', total_hits: 26, page: 2 } });
    expect(s2.page).toBe(2);
    expect(s2.list.map((i) => i._id)).toEqual(all.slice(0, 20).map((i) => i._id));
    expect(s2.metadata).toEqual({ q: 'matariki', total_hits: 26, page: 2 });
    const s3 = more(s2);
    expect(s3.page).toBe(3);
    expect(s3.list).toHaveLength(25);
  });

  it('after loading more, focus moves to the first new result (index of the first appended item)', () => {
    const s2 = more(initial());
    expect(s2.focusFrom).toBe(10);
    expect(searchReducer(s2, { type: 'focused' }).focusFrom).toBeUndefined();
  });

  it('see more shows while fewer results are loaded than total_hits', () => {
    let s = initial();
    expect(showSeeMore(s)).toBe(true);
    s = more(more(s));
    expect(s.list).toHaveLength(25);
    expect(showSeeMore(s)).toBe(false);
  });

  it('a see-more that brings nothing new stops offering more', () => {
    const s = more(initial(), pageOf('matariki', 1));
    expect(showSeeMore(s)).toBe(false);
    expect(s.focusFrom).toBeUndefined();
  });

  it('only one see-more at a time', () => {
    const started = searchReducer(initial(), { type: 'moreStart' });
    expect(searchReducer(started, { type: 'moreStart' })).toBe(started);
  });
});

describe('Search results: a new search resets to page 1 and replaces the list', () => {
  it('resets to page 1 and replaces the list and metadata', () => {
    const deep = more(more(initial()));
    const s = search(deep, 'waka ama', { data: all.slice(3, 5), metadata: { q: 'waka ama', total_hits: 2, page: 1 } });
    expect(s).toMatchObject({ term: 'waka ama', query: 'waka ama', page: 1, metadata: { q: 'waka ama', total_hits: 2 } });
    expect(s.list.map((i) => i._id)).toEqual(all.slice(3, 5).map((i) => i._id));
    expect(s.focusFrom).toBeUndefined();
    expect(searchQuery('waka ama', FIRST_PAGE)).toEqual({ query: 'waka ama', page: '1' }) // the search API takes the page as a string;
  });

  it('search runs only for a non-empty term', () => {
    const s = initial();
    expect(searchReducer(s, { type: 'searchStart', term: '' })).toBe(s);
    expect(searchReducer(s, { type: 'searchStart', term: '   ' })).toBe(s);
  });

  it('a slower answer to an earlier request never overwrites a newer search', () => {
    const moreStarted = searchReducer(initial(), { type: 'moreStart' });
    const searched = searchReducer(moreStarted, { type: 'searchStart', term: 'kapa haka' });
    const stale = searchReducer(searched, { type: 'moreLoaded', request: moreStarted.request, response: pageOf('matariki', 2) });
    expect(stale).toBe(searched);
  });

  it('the query value follows typing without searching', () => {
    const s = searchReducer(initial(), { type: 'input', value: 'kap' });
    expect(s).toMatchObject({ query: 'kap', term: 'matariki', loading: false });
  });
});

describe('results count text', () => {
  it('none, one or many', () => {
    expect(countPhrase(0)).toBe('resultsNone');
    expect(countPhrase(1)).toBe('resultsOne');
    expect(countPhrase(25)).toBe('resultsMany');
  });
});
