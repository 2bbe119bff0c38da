// Spec section 2 "Chain blocks": how each chain splits its children, column counts >= 0, nothing without children.
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../engine/testing/index.ts';
import { validateValue } from '../engine/config/validate.ts';
import { splitColumns } from '../common/chain/columns.tsx';
import single from './single/index.ts';
import double from './double/index.ts';
import triple from './triple/index.ts';
import quad from './quad/index.ts';
import div from './div/index.ts';
import orderedList from './ordered-list/index.ts';
import unorderedList from './unordered-list/index.ts';
import htmlBox from '../blocks/html-box/index.ts';

const kids = (n: number) => Array.from({ length: n }, (_, i) => ({ block: htmlBox, customFields: { HTML: `<p>c${i}</p>` } }));
const columns = (html: string) => [...html.matchAll(/<div class="chain-column">(.*?)<\/div>(?=<div class="chain-column">|<\/div>$)/g)].map((m) => (m[1].match(/c\d/g) ?? []).join(' '));

describe('chains: columns', () => {
  it('Double: the first column gets columnOne children, the rest the second', () => {
    expect(splitColumns(['a', 'b', 'c'], [2])).toEqual([['a', 'b'], ['c']]);
    expect(columns(renderBlock(double, { customFields: { columnOne: 1 }, children: kids(3) }))).toEqual(['c0', 'c1 c2']);
  });
  it('Triple: columnOne, columnTwo, the rest in the third', () => {
    expect(columns(renderBlock(triple, { customFields: { columnOne: 1, columnTwo: 2 }, children: kids(5) }))).toEqual(['c0', 'c1 c2', 'c3 c4']);
  });
  it('Quad: columnOne, columnTwo, columnThree, the rest in the fourth', () => {
    expect(columns(renderBlock(quad, { customFields: { columnOne: 1, columnTwo: 1, columnThree: 1 }, children: kids(6) }))).toEqual(['c0', 'c1', 'c2', 'c3 c4 c5']);
  });
  it('column counts must be >= 0 (a negative count is a validation error); 0 leaves a column empty', () => {
    expect(validateValue(double.fields!, { columnOne: -1 })).toEqual([{ pointer: '/columnOne', message: 'must be >= 0' }]);
    expect(splitColumns(['a', 'b'], [0])).toEqual([[], ['a', 'b']]);
  });
  it('Single: optional heading, stacks its children', () => {
    const html = renderBlock(single, { customFields: { heading: 'Latest' }, children: kids(2) });
    expect(html).toMatch(/<h2 class="chain-heading">Latest<\/h2>.*c0.*c1/);
    expect(renderBlock(single, { children: kids(1) })).not.toContain('<h2');
  });
  it('div, ordered-list and unordered-list wrap each child as their names say', () => {
    expect(renderBlock(div, { children: kids(2) })).toMatch(/^<div class="chain-div">/);
    expect(renderBlock(orderedList, { children: kids(2) })).toMatch(/^<ol class="chain-ordered-list"><li>.*c0.*<\/li><li>.*c1.*<\/li><\/ol>$/);
    expect(renderBlock(unorderedList, { children: kids(1) })).toMatch(/^<ul class="chain-unordered-list"><li>/);
  });
  it('a chain shows nothing without children (readers); editors see where it is', () => {
    for (const chain of [single, double, triple, quad, div, orderedList, unorderedList]) {
      expect(renderBlock(chain, { children: [] }), chain.name).toBe('');
      expect(renderBlock(chain, { children: [], isAdmin: true }), chain.name).toContain('no blocks in this chain');
    }
  });
});
