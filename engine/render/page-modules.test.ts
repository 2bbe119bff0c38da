import { describe, expect, it } from 'vitest';
import { fixtureRegistry } from '../../tests/fixtures/blocks.tsx';
import type { PageTree } from '../config/types.ts';
import { pageModules } from './page-modules.ts';

describe('pageModules: the component modules a page renders', () => {
  const registry = fixtureRegistry();

  it('an invalid block contributes no module, nor do its children, and an unknown type none', () => {
    const tree: PageTree = {
      layout: 'test-layout',
      sections: {
        main: [
          { type: 'test-chain', invalid: [{ file: 'f', pointer: '/x', message: 'bad' }], children: [{ type: 'thrower' }] },
          { type: 'no-such-block' },
          { type: 'text' },
        ],
      },
    };
    expect([...pageModules(tree, registry)].sort()).toEqual(['/blocks/text/component.tsx', '/layouts/test-layout/component.tsx']);
  });
});
