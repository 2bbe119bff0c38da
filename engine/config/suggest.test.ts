import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './suggest.ts';

describe('closest: the name a typo meant', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    expect([editDistance('main', 'mains'), editDistance('main', 'man'), editDistance('main', 'mail'), editDistance('main', 'mian')]).toEqual([1, 1, 1, 1]);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('picks the nearest known name, ignoring case, and none when every name is further than a third of the word', () => {
    expect(closest('Html-Bx', ['html-box', 'header-nav'])).toBe('html-box');
    expect(closest('sidebar', ['main', 'rail', 'footer'])).toBeUndefined();
    expect(closest('x', ['y'])).toBe('y');
    expect(closest('x', [])).toBeUndefined();
  });
});
