/**
 * Search results state ("Search results"; "Search list state: stored list, result list, query
 * value, page (starts 1), search term"; "Search runs only for a non-empty term"). Pure: the component
 * dispatches, these rules decide.
 */
import { appendUnique, type PromoItem } from '../../common/promo/index.ts';
import { searchTerm } from '../../common/search/search.ts';

export const SEARCH_SOURCE = 'search-api';
export const FIRST_PAGE = 1;

/** Search response ("Search response: data, metadata (total_hits, q)"). */
export interface SearchResponse {
  data?: PromoItem[];
  metadata?: SearchMetadata;
}
export interface SearchMetadata { q?: string; total_hits?: number; page?: number; [key: string]: unknown }

export interface SearchState {
  /** The stored list: every result loaded for the current term. */
  list: PromoItem[];
  metadata: SearchMetadata;
  /** The query value in the box (what the reader types). */
  query: string;
  /** The term the list is for. */
  term: string;
  /** The last page loaded; starts at 1. */
  page: number;
  loading: 'search' | 'more' | false;
  failed: boolean;
  /** After a see-more: index of the first new result, which takes the focus. */
  focusFrom?: number;
  /** A see-more brought nothing new: stop offering more. */
  exhausted: boolean;
  /** Identifies the latest request, so a slower earlier answer cannot overwrite it. */
  request: number;
}

export type SearchAction =
  | { type: 'input'; value: string }
  | { type: 'searchStart'; term: string }
  | { type: 'searchLoaded'; request: number; response: SearchResponse | null | undefined }
  | { type: 'moreStart' }
  | { type: 'moreLoaded'; request: number; response: SearchResponse | null | undefined }
  | { type: 'failed'; request: number }
  | { type: 'focused' };

/** From the page's global content (the search page's search-api answer): its term is metadata.q. */
export function initialSearchState(globalContent: SearchResponse | null | undefined): SearchState {
  const metadata = globalContent?.metadata ?? {};
  const term = searchTerm(typeof metadata.q === 'string' ? metadata.q : '');
  return {
    list: term ? appendUnique([], globalContent?.data) : [],
    metadata,
    query: term,
    term,
    page: FIRST_PAGE,
    loading: false,
    failed: false,
    exhausted: false,
    request: 0,
  };
}

/** The search-api query for a page of a term ("search-api: query (term) and page"). */
export function searchQuery(term: string, page: number): { query: string; page: string } {
  return { query: term, page: String(page) };
}

/** How many results the term has in all (metadata.total_hits). */
export function totalHits(s: SearchState): number {
  const n = s.metadata?.total_hits;
  return typeof n === 'number' && n >= 0 ? n : s.list.length;
}

/** See more shows while fewer results are loaded than the term has. */
export function showSeeMore(s: SearchState): boolean {
  return s.term !== '' && !s.exhausted && s.list.length < totalHits(s);
}

/** The request a see-more makes: the next page of the current term. */
export function moreRequest(s: SearchState): { query: string; page: string } {
  return searchQuery(s.term, s.page + 1);
}

export function searchReducer(s: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input':
      return { ...s, query: action.value };
    case 'searchStart': {
      const term = searchTerm(action.term);
      if (!term) return s; // only a non-empty term searches
      return { ...s, query: term, term, loading: 'search', failed: false, focusFrom: undefined, request: s.request + 1 };
    }
    case 'searchLoaded':
      if (action.request !== s.request) return s;
      // A new search resets to page 1 and replaces the list.
      return {
        ...s,
        list: appendUnique([], action.response?.data),
        metadata: action.response?.metadata ?? { q: s.term, total_hits: 0 },
        page: FIRST_PAGE,
        loading: false,
        exhausted: false,
        focusFrom: undefined,
      };
    case 'moreStart':
      if (s.loading || !showSeeMore(s)) return s;
      return { ...s, loading: 'more', failed: false, request: s.request + 1 };
    case 'moreLoaded': {
      if (action.request !== s.request) return s;
      // Each see-more increments the page, appends the data and updates the metadata.
      const list = appendUnique(s.list, action.response?.data);
      return {
        ...s,
        list,
        metadata: action.response?.metadata ?? s.metadata,
        page: s.page + 1,
        loading: false,
        exhausted: list.length === s.list.length,
        focusFrom: list.length > s.list.length ? s.list.length : undefined,
      };
    }
    case 'failed':
      if (action.request !== s.request) return s;
      return { ...s, loading: false, failed: true };
    case 'focused':
      return { ...s, focusFrom: undefined };
  }
}

/** Which results-count phrase fits: none, one or many. */
export function countPhrase(total: number): 'resultsNone' | 'resultsOne' | 'resultsMany' {
  return total === 0 ? 'resultsNone' : total === 1 ? 'resultsOne' : 'resultsMany';
}
