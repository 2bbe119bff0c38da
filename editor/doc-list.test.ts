import { describe, expect, it } from 'vitest';
import { firstSite } from './doc-list.tsx';

describe('the document list', () => {
  it("opens on the editor's last site while it is served, else the default site, else the first", () => {
    const sites = [{ id: 'a' }, { id: 'b', isDefault: true }, { id: 'c' }];
    expect(firstSite(sites, 'c')).toBe('c');
    expect(firstSite(sites, null)).toBe('b');
    expect(firstSite(sites, 'gone')).toBe('b');
    expect(firstSite([{ id: 'a' }, { id: 'c' }], null)).toBe('a');
    expect(firstSite([], 'c')).toBe('');
  });
});
