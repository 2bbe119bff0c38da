/**
 * Where a search goes (spec 2 "Search: submitting a non-empty term goes to /search/{term} (URI-encoded) unless
 * a custom search action is supplied"; spec 5 "Search runs only for a non-empty term").
 */

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
  if (action) return action.includes('{term}') ? action.split('{term}').join(encoded) : `${action}${encoded}`;
  return `/search/${encoded}`;
}
