import type { BlockDefinition, BlockKind } from './define.ts';
import { fieldsOf } from './define.ts';
import type { SourceDefinition } from './source.ts';
import { HYDRATE_NAMES, isHydrate } from './client/hydrate.ts';

export interface RegisteredBlock {
  definition: BlockDefinition;
  file: string;
  /**
   * The module key of the block's component.tsx, beside the index.ts it was found by: the browser loads an
   * island or lazy block's component by this key (as discovery's glob names it), never by the block's name.
   */
  module: string;
}

export interface Registry {
  blocks: Map<string, RegisteredBlock>;
  sources: Map<string, { definition: SourceDefinition<any>; file: string }>;
  block(name: string): BlockDefinition | undefined;
  source(name: string): SourceDefinition<any> | undefined;
}

const FOLDER_KIND: Record<string, BlockKind> = { blocks: 'feature', chains: 'chain', layouts: 'layout' };

export class RegistryError extends Error {}

/**
 * Builds the registry from discovered modules (file path -> module). Discovery itself is a glob over the
 * conventional folders (engine/discover.ts); taking the modules as data keeps this testable. Given the component
 * modules discovery found, a block the browser renders (island or lazy) without one fails here, not in a page.
 */
export function createRegistry(blockModules: Record<string, unknown>, sourceModules: Record<string, unknown> = {}, componentModules?: Iterable<string>): Registry {
  const components = componentModules && new Set(componentModules);
  const blocks = new Map<string, RegisteredBlock>();
  for (const [file, mod] of Object.entries(blockModules)) {
    const definition = (mod as { default?: BlockDefinition }).default;
    if (!definition?.name || !definition.kind) throw new RegistryError(`${file}: default export is not a block definition (use defineFeature/defineChain/defineLayout)`);
    const folder = file.replace(/^\.?\//, '').split('/')[0];
    const expected = FOLDER_KIND[folder];
    if (expected && definition.kind !== expected) {
      throw new RegistryError(`${file}: a ${definition.kind} block must live in ${Object.keys(FOLDER_KIND).find((k) => FOLDER_KIND[k] === definition.kind)}/, not ${folder}/`);
    }
    // A function chooses per page; the render checks what it returns (engine/render/tree.tsx).
    if (definition.kind === 'feature' && definition.island && typeof definition.island.hydrate !== 'function' && !isHydrate(definition.island.hydrate)) {
      throw new RegistryError(`${file}: block "${definition.name}" hydrates "${definition.island.hydrate}", which is not a strategy (${HYDRATE_NAMES.join(', ')})`);
    }
    const module = componentModuleOf(file);
    if (components && definition.kind === 'feature' && (definition.island || definition.lazy) && !components.has(module)) {
      throw new RegistryError(`${file}: block "${definition.name}" renders in the browser (${definition.island ? 'island' : 'lazy'}) but ${module} does not exist`);
    }
    const existing = blocks.get(definition.name);
    if (existing) throw new RegistryError(`two blocks are named "${definition.name}": ${existing.file} and ${file}`);
    blocks.set(definition.name, { definition, file, module });
  }
  const sources = new Map<string, { definition: SourceDefinition<any>; file: string }>();
  for (const [file, mod] of Object.entries(sourceModules)) {
    const definition = (mod as { default?: SourceDefinition<any> }).default;
    if (!definition?.name) throw new RegistryError(`${file}: default export is not a source (use defineSource)`);
    const existing = sources.get(definition.name);
    if (existing) throw new RegistryError(`two sources are named "${definition.name}": ${existing.file} and ${file}`);
    sources.set(definition.name, { definition, file });
  }
  return {
    blocks,
    sources,
    block: (name) => blocks.get(name)?.definition,
    source: (name) => sources.get(name)?.definition,
  };
}

/** `/blocks/x/index.ts` -> `/blocks/x/component.tsx`: the key the client's glob gives the component module. */
function componentModuleOf(indexFile: string): string {
  return `/${indexFile.replace(/^\.?\//, '').replace(/[^/]+$/, 'component.tsx')}`;
}

/** The block catalogue served at GET /api/blocks: what an editor (or a generated schema) needs to know. */
export function catalogue(registry: Registry) {
  return [...registry.blocks.values()].map(({ definition: d }) => ({
    name: d.name,
    kind: d.kind,
    label: d.label,
    description: d.description,
    ...(d.group ? { group: d.group } : {}),
    ...(d.thumbnail ? { thumbnail: d.thumbnail } : {}),
    fields: fieldsOf(d),
    ...(d.kind === 'layout' ? { sections: [...d.sections], ...(d.sectionLabels ? { sectionLabels: d.sectionLabels } : {}) } : {}),
    ...(d.kind === 'feature'
      ? { lazy: d.lazy === undefined ? false : d.lazy, island: d.island ? { hydrate: typeof d.island.hydrate === 'function' ? 'per page' : d.island.hydrate } : false }
      : {}),
  }));
}
