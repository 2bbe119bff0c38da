import { describe, expect, it } from 'vitest';
import { HYDRATE_NAMES, isHydrate, strategies, strategyOf } from './hydrate.ts';

describe('hydration strategies', () => {
  it('are load, idle and visible, each a function found by its name', () => {
    expect(HYDRATE_NAMES).toEqual(['load', 'idle', 'visible']);
    for (const name of HYDRATE_NAMES) expect(strategyOf(name)).toBe(strategies[name]);
  });

  it('any other name is no strategy, including names every object has', () => {
    for (const name of ['sometimes', 'toString', 'constructor', '__proto__', '', undefined]) {
      expect(strategyOf(name)).toBeUndefined();
      expect(isHydrate(name)).toBe(false);
    }
  });

  it('load runs the block at once', () => {
    let ran = 0;
    strategies.load({} as HTMLElement, () => ran++);
    expect(ran).toBe(1);
  });
});
