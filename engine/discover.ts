import { createRegistry, type Registry } from './registry.ts';

/**
 * Every block folder and source module, found by convention: adding a folder is adding a block.
 * import.meta.glob is resolved by Vite at build time (and by Vitest and Storybook the same way).
 */
export function discoverRegistry(): Registry {
  const blockModules = import.meta.glob(['/blocks/*/index.ts', '/chains/*/index.ts', '/layouts/*/index.ts'], { eager: true });
  const sourceModules = import.meta.glob(['/sources/*.ts', '!/sources/*.test.ts'], { eager: true });
  return createRegistry(blockModules, sourceModules);
}
