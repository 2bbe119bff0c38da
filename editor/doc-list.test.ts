import { describe, expect, it } from 'vitest';
import { firstSite } from './doc-list.tsx';
import { editorLang } from './app.tsx';

describe('the document list', () => {
  it("opens on the editor's last site while it is served, else the default site, else the first", () => {
    const sites = [{ id: 'a' }, { id: 'b', isDefault: true }, { id: 'c' }];
    expect(firstSite(sites, 'c')).toBe('c');
    expect(firstSite(sites, null)).toBe('b');
    expect(firstSite(sites, 'gone')).toBe('b');
    expect(firstSite([{ id: 'a' }, { id: 'c' }], null)).toBe('a');
    expect(firstSite([], 'c')).toBe('');
  });

  it("speaks the language last chosen in the editor, else the reader's", () => {
    expect(editorLang('mi', 'en')).toBe('mi');
    expect(editorLang(null, 'mi')).toBe('mi');
    expect(editorLang('fr', 'en')).toBe('en');
  });
});
