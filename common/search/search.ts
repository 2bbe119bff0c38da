// Where a search goes: a non-empty term goes to /search/{term} (URI-encoded) unless the block is given a custom
// search action; a blank term searches nothing. Shared by the search box, the header's search and the results page.

export const SEARCH_PATH = '/search/';

/** Placeholder a custom search action puts where the encoded term goes, e.g. `/kimi?q={term}`. */
export const TERM_PLACEHOLDER = '{term}';

/** The term as searched: surrounding spaces dropped. '' means there is nothing to search. */
export function searchTerm(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * The address a term goes to: the custom action when configured ({term} replaced by the URI-encoded term,
 * else the term appended URI-encoded), otherwise /search/{term}. Undefined for an empty term: no search.
 */
export function searchUrl(value: string | null | undefined, customAction?: string): string | undefined {
  const term = searchTerm(value);
  if (!term) return undefined;
  const encoded = encodeURIComponent(term);
  const action = customAction?.trim();
  if (action) return action.includes(TERM_PLACEHOLDER) ? action.split(TERM_PLACEHOLDER).join(encoded) : `${action}${encoded}`;
  return `${SEARCH_PATH}${encoded}`;
}
