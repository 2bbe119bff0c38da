// Where a search goes, for every block that searches (search box, the header's search, the results page).
import { describe, expect, it } from 'vitest';
import { searchTerm, searchUrl } from './search.ts';

/** Each case: [term, custom search action or none, where the search goes]. */
type Case = [string | undefined, string | undefined, string | undefined];
const expectSearches = (cases: Case[]) => {
  for (const [term, action, url] of cases) expect(searchUrl(term, action), `${term} with ${action}`).toBe(url);
};

describe('search: a non-empty term goes to /search/{term} (URI-encoded) unless a custom search action is supplied', () => {
  it('goes to /search/{term}, URI-encoded', () => {
    expectSearches([
      ['matariki', undefined, '/search/matariki'], ['Te Matatini 2025', undefined, '/search/Te%20Matatini%202025'],
      ['te reo Māori & kapa haka', undefined, '/search/te%20reo%20M%C4%81ori%20%26%20kapa%20haka'], ['Māori', undefined, '/search/M%C4%81ori'],
      ['a/b?c#d', undefined, '/search/a%2Fb%3Fc%23d'], ['kai/wai?&#', undefined, '/search/kai%2Fwai%3F%26%23'],
    ]);
  });

  it('search runs only for a non-empty term: empty or blank terms go nowhere', () => {
    expectSearches([['', undefined, undefined], ['   ', undefined, undefined], [undefined, undefined, undefined]]);
  });

  it('the term is trimmed', () => {
    expect(searchTerm('  waka ama ')).toBe('waka ama');
    expectSearches([['  waka ama ', undefined, '/search/waka%20ama'], ['  rugby ', undefined, '/search/rugby']]);
  });

  it('a custom search action replaces {term} with the encoded term, or gets it appended', () => {
    expectSearches([
      ['waka ama', '/kimi?q={term}', '/kimi?q=waka%20ama'], ['a', '/s/{term}/{term}', '/s/a/a'],
      ['waka ama', '/pf/search/?q={term}', '/pf/search/?q=waka%20ama'],
      ['waka ama', 'https://search.example/?site=teaomarama&q=', 'https://search.example/?site=teaomarama&q=waka%20ama'],
      ['waka', '  ', '/search/waka'], ['', '/kimi?q={term}', undefined], [' ', '/pf/search/?q={term}', undefined],
    ]);
  });
});
