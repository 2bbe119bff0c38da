/** Spec 2 "Search": a non-empty term goes to /search/{term} (URI-encoded) unless a custom search action is supplied. */
export const SEARCH_PATH = '/search/';

/** Placeholder a custom search action puts where the encoded term goes, e.g. `/kimi?q={term}`. */
export const TERM_PLACEHOLDER = '{term}';

/**
 * Where submitting the search box goes, or undefined when the term is empty (spec 5: search runs only for a
 * non-empty term; a term of spaces only counts as empty). The term is trimmed, then URI-encoded.
 */
export function searchUrl(term: string, customAction?: string): string | undefined {
  const trimmed = term.trim();
  if (!trimmed) return undefined;
  const encoded = encodeURIComponent(trimmed);
  const action = customAction?.trim();
  if (action) return action.split(TERM_PLACEHOLDER).join(encoded);
  return `${SEARCH_PATH}${encoded}`;
}
