import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import searchBox from './index.ts';
import { searchTerm, searchUrl } from '../../common/search/search.ts';

describe('search: a non-empty term goes to /search/{term} (URI-encoded) unless a custom search action is supplied', () => {
  it('goes to /search/{term}, URI-encoded', () => {
    expect(searchUrl('matariki')).toBe('/search/matariki');
    expect(searchUrl('te reo Māori & kapa haka')).toBe('/search/te%20reo%20M%C4%81ori%20%26%20kapa%20haka');
    expect(searchUrl('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
  });

  it('search runs only for a non-empty term: empty or blank terms go nowhere', () => {
    expect(searchUrl('')).toBeUndefined();
    expect(searchUrl('   ')).toBeUndefined();
    expect(searchUrl(undefined)).toBeUndefined();
    expect(searchTerm('  waka ama ')).toBe('waka ama');
    expect(searchUrl('  waka ama ')).toBe('/search/waka%20ama');
  });

  it('a custom search action replaces {term} with the encoded term, or gets it appended', () => {
    expect(searchUrl('waka ama', '/pf/search/?q={term}')).toBe('/pf/search/?q=waka%20ama');
    expect(searchUrl('waka ama', 'https://search.example/?site=teaomarama&q=')).toBe('https://search.example/?site=teaomarama&q=waka%20ama');
    expect(searchUrl('waka', '  ')).toBe('/search/waka');
    expect(searchUrl(' ', '/pf/search/?q={term}')).toBeUndefined();
  });
});

describe('search-box block', () => {
  it('is an island hydrated when the browser is idle', () => {
    expect(searchBox.island?.hydrate).toBe('idle');
  });

  it('a labelled search form with a real submit button, in English and Māori', () => {
    const en = renderBlock(searchBox);
    expect(en).toContain('role="search"');
    const labelFor = /<label class="visually-hidden" for="([^"]+)">Search<\/label>/.exec(en)?.[1];
    expect(labelFor).toBeTruthy();
    expect(en).toContain(`id="${labelFor}"`);
    expect(en).toContain('type="search"');
    expect(en).toContain('<button type="submit"');
    const mi = renderBlock(searchBox, { lang: 'mi' });
    expect(mi).toContain('>Rapu</label>');
    expect(mi).toContain('placeholder="Rapua ngā kōrero"');
  });

  it('search box opens on click: collapsible starts closed behind a button', () => {
    const html = renderBlock(searchBox, { customFields: { collapsible: true } });
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('<input');
    expect(html).toContain('Open search');
  });
});
