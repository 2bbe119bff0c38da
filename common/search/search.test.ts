// Where a search goes, for every block that searches (search box, the header's search, the results page).
import { describe, expect, it } from 'vitest';
import { searchTerm, searchUrl } from './search.ts';

describe('search: a non-empty term goes to /search/{term} (URI-encoded) unless a custom search action is supplied', () => {
  it('goes to /search/{term}, URI-encoded', () => {
    expect(searchUrl('matariki')).toBe('/search/matariki');
    expect(searchUrl('Te Matatini 2025')).toBe('/search/Te%20Matatini%202025');
    expect(searchUrl('te reo Māori & kapa haka')).toBe('/search/te%20reo%20M%C4%81ori%20%26%20kapa%20haka');
    expect(searchUrl('Māori')).toBe('/search/M%C4%81ori');
    expect(searchUrl('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
    expect(searchUrl('kai/wai?&#')).toBe('/search/kai%2Fwai%3F%26%23');
  });

  it('search runs only for a non-empty term: empty or blank terms go nowhere', () => {
    expect(searchUrl('')).toBeUndefined();
    expect(searchUrl('   ')).toBeUndefined();
    expect(searchUrl(undefined)).toBeUndefined();
  });

  it('the term is trimmed', () => {
    expect(searchTerm('  waka ama ')).toBe('waka ama');
    expect(searchUrl('  waka ama ')).toBe('/search/waka%20ama');
    expect(searchUrl('  rugby ')).toBe('/search/rugby');
  });

  it('a custom search action replaces {term} with the encoded term, or gets it appended', () => {
    expect(searchUrl('waka ama', '/kimi?q={term}')).toBe('/kimi?q=waka%20ama');
    expect(searchUrl('a', '/s/{term}/{term}')).toBe('/s/a/a');
    expect(searchUrl('waka ama', '/pf/search/?q={term}')).toBe('/pf/search/?q=waka%20ama');
    expect(searchUrl('waka ama', 'https://search.example/?site=teaomarama&q=')).toBe('https://search.example/?site=teaomarama&q=waka%20ama');
    expect(searchUrl('waka', '  ')).toBe('/search/waka');
    expect(searchUrl('', '/kimi?q={term}')).toBeUndefined();
    expect(searchUrl(' ', '/pf/search/?q={term}')).toBeUndefined();
  });
});
