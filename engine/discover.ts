import type { EndpointDefinition } from './endpoint.ts';
import { createRegistry, RegistryError, type Registry } from './registry.ts';

/**
 * Every block folder and source module, found by convention: adding a folder is adding a block.
 * import.meta.glob is resolved by Vite at build time (and by Vitest and Storybook the same way).
 */
export function discoverRegistry(): Registry {
  const blockModules = import.meta.glob(['/blocks/*/index.ts', '/chains/*/index.ts', '/layouts/*/index.ts'], { eager: true });
  const sourceModules = import.meta.glob(['/sources/*.ts', '!/sources/*.test.ts'], { eager: true });
  // Only the keys: the same glob as the client's (engine/client/entry.tsx), whose keys islands are loaded by.
  const componentModules = Object.keys(import.meta.glob('/blocks/*/component.tsx'));
  return createRegistry(blockModules, sourceModules, componentModules);
}

/** Every endpoint module (endpoints/*.ts), found by convention like sources; tried in file-name order. */
export function discoverEndpoints(): EndpointDefinition<any>[] {
  const modules = import.meta.glob(['/endpoints/*.ts', '!/endpoints/*.test.ts'], { eager: true });
  return Object.keys(modules)
    .sort()
    .map((file) => {
      const definition = (modules[file] as { default?: EndpointDefinition<any> }).default;
      if (!definition?.name || typeof definition.match !== 'function') throw new RegistryError(`${file}: default export is not an endpoint (use defineEndpoint)`);
      return definition;
    });
}
