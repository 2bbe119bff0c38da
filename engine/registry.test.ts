import { describe, expect, it } from 'vitest';
import { catalogue, createRegistry, RegistryError } from './registry.ts';
import { defineChain, defineFeature, defineLayout } from './define.ts';
import { blockModules, echoSource, fixtureRegistry, sourceModules, textBlock } from '../tests/fixtures/blocks.tsx';

const Noop = () => null;
const feature = (name: string) => defineFeature({ name, label: { en: name, mi: name }, component: Noop });

describe('registry', () => {
  it('discovery: every default-exported definition in the module map is registered with its file', () => {
    const registry = fixtureRegistry();
    expect(registry.blocks.size).toBe(Object.keys(blockModules).length);
    expect(registry.block('text')).toBe(textBlock);
    expect(registry.blocks.get('text')?.file).toBe('/blocks/text/index.ts');
    expect(registry.block('test-layout')?.kind).toBe('layout');
    expect(registry.block('test-chain')?.kind).toBe('chain');
    expect(registry.block('nope')).toBeUndefined();
    expect(registry.source('test-echo')).toBe(echoSource);
    expect(registry.sources.get('test-echo')?.file).toBe('/sources/test-echo.ts');
  });

  it("records each block's component module key, beside the index.ts it was found by", () => {
    const registry = fixtureRegistry();
    expect(registry.blocks.get('counter-island')?.module).toBe('/blocks/counter-island/component.tsx');
    expect(createRegistry({ 'blocks/x/index.ts': { default: feature('y') } }).blocks.get('y')?.module).toBe('/blocks/x/component.tsx');
  });

  it('an island naming no known hydration strategy fails, naming the block and the strategies', () => {
    const island = (hydrate: string) => defineFeature({ name: 'isl', label: { en: 'I', mi: 'I' }, island: { hydrate: hydrate as 'load' }, component: Noop });
    expect(() => createRegistry({ '/blocks/isl/index.ts': { default: island('sometimes') } })).toThrow(
      new RegistryError('/blocks/isl/index.ts: block "isl" hydrates "sometimes", which is not a strategy (load, idle, visible, interaction, interaction-or-scroll, interaction-or-flag)'),
    );
    expect(() => createRegistry({ '/blocks/isl/index.ts': { default: island('toString') } })).toThrow('which is not a strategy');
    for (const name of ['load', 'idle', 'visible', 'interaction', 'interaction-or-scroll', 'interaction-or-flag']) expect(createRegistry({ '/blocks/isl/index.ts': { default: island(name) } }).block('isl')).toBeDefined();
  });

  it('an island choosing its strategy per page (a function) is accepted here; the catalogue says it is chosen per page', () => {
    const island = defineFeature({ name: 'isl', label: { en: 'I', mi: 'I' }, island: { hydrate: () => 'visible' }, component: Noop });
    const registry = createRegistry({ '/blocks/isl/index.ts': { default: island } });
    expect(catalogue(registry)[0]).toMatchObject({ name: 'isl', island: { hydrate: 'per page' } });
  });

  it('given the component modules found, a block rendered in the browser without one fails, naming the missing file', () => {
    const lazy = defineFeature({ name: 'lz', label: { en: 'L', mi: 'L' }, lazy: { field: 'lazyLoad' }, component: Noop });
    expect(() => createRegistry({ '/blocks/lz/index.ts': { default: lazy } }, {}, ['/blocks/other/component.tsx'])).toThrow(
      '/blocks/lz/index.ts: block "lz" renders in the browser (lazy) but /blocks/lz/component.tsx does not exist',
    );
    expect(createRegistry({ '/blocks/lz/index.ts': { default: lazy } }, {}, ['/blocks/lz/component.tsx']).block('lz')).toBe(lazy);
    // A block rendered on the server only needs no component module of its own.
    expect(createRegistry({ '/blocks/s/index.ts': { default: feature('s') } }, {}, []).block('s')).toBeDefined();
  });

  it('two blocks with one name fail, naming both files', () => {
    expect(() =>
      createRegistry({ '/blocks/a/index.ts': { default: feature('dup') }, '/blocks/b/index.ts': { default: feature('dup') } }),
    ).toThrow(new RegistryError('two blocks are named "dup": /blocks/a/index.ts and /blocks/b/index.ts'));
  });

  it('two sources with one name fail, naming both files', () => {
    expect(() => createRegistry({}, { '/sources/a.ts': { default: echoSource }, '/sources/b.ts': { default: echoSource } })).toThrow(
      'two sources are named "test-echo": /sources/a.ts and /sources/b.ts',
    );
  });

  it('a block whose kind does not match its folder fails, naming the file and the right folder', () => {
    expect(() => createRegistry({ '/chains/x/index.ts': { default: feature('x') } })).toThrow(
      '/chains/x/index.ts: a feature block must live in blocks/, not chains/',
    );
    const layout = defineLayout({ name: 'l', label: { en: 'L', mi: 'L' }, sections: ['main'], component: Noop });
    expect(() => createRegistry({ 'blocks/l/index.ts': { default: layout } })).toThrow('a layout block must live in layouts/, not blocks/');
    const chain = defineChain({ name: 'c', label: { en: 'C', mi: 'C' }, component: Noop });
    expect(() => createRegistry({ './layouts/c/index.ts': { default: chain } })).toThrow('a chain block must live in chains/, not layouts/');
  });

  it('a module whose default export is not a definition fails, naming the file', () => {
    expect(() => createRegistry({ '/blocks/bad/index.ts': { default: Noop } })).toThrow(
      '/blocks/bad/index.ts: default export is not a block definition',
    );
    expect(() => createRegistry({ '/blocks/none/index.ts': {} })).toThrow('/blocks/none/index.ts: default export is not a block definition');
    expect(() => createRegistry({}, { '/sources/bad.ts': { default: 42 } })).toThrow('/sources/bad.ts: default export is not a source');
  });

  it('catalogue: kind, label, fields schema, sections of layouts, lazy and island flags', () => {
    const entries = catalogue(createRegistry(blockModules, sourceModules));
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(byName['test-layout']).toMatchObject({ kind: 'layout', label: { en: 'Test Layout', mi: 'Tahora Whakamātau' }, sections: ['main', 'rail'] });
    expect(byName['test-layout']).not.toHaveProperty('lazy');
    expect(byName['test-chain']).toMatchObject({ kind: 'chain' });
    expect(byName['test-chain']).not.toHaveProperty('island');
    expect(byName.text).toMatchObject({ kind: 'feature', lazy: false, island: false });
    expect(byName.text.fields).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['text', 'size'],
      properties: {
        text: { type: 'string', default: 'hello', 'x-label': 'Text' },
        size: { type: 'string', enum: ['s', 'm', 'l'], default: 'm' },
        count: { type: 'integer' },
      },
    });
    expect(byName['lazy-box']).toMatchObject({ lazy: true, island: false });
    expect(byName['counter-island']).toMatchObject({ lazy: false, island: { hydrate: 'visible' } });
    expect(byName.story.fields.properties.story).toMatchObject({ 'x-kind': 'contentConfig' });
    // Blocks without fields still describe an (empty, closed) fields object.
    expect(byName.thrower.fields).toMatchObject({ type: 'object', properties: {}, additionalProperties: false });
    // Served as JSON at /api/blocks: the schema survives serialisation.
    expect(JSON.parse(JSON.stringify(byName.text)).fields.properties.size.enum).toEqual(['s', 'm', 'l']);
  });

  it('catalogue: a lazy flag decided by a field is reported as that field', () => {
    const def = defineFeature({ name: 'maybe-lazy', label: { en: 'M', mi: 'M' }, lazy: { field: 'lazyLoad' }, component: Noop });
    expect(catalogue(createRegistry({ '/blocks/m/index.ts': { default: def } }))[0]).toMatchObject({ lazy: { field: 'lazyLoad' } });
  });

  it('catalogue: a block\'s declared group and picture, and a layout\'s section names, are passed on; none is invented', () => {
    const promo = defineFeature({ name: 'promo', label: { en: 'P', mi: 'P' }, group: 'Promos', thumbnail: '<svg viewBox="0 0 4 4"></svg>', component: Noop });
    const plain = defineFeature({ name: 'plain', label: { en: 'Q', mi: 'Q' }, component: Noop });
    const layout = defineLayout({ name: 'two', label: { en: 'T', mi: 'T' }, sections: ['a', 'b'], sectionLabels: { a: { en: 'Top', mi: 'Runga' } }, component: () => null });
    const [p, q, l] = catalogue(createRegistry({ '/blocks/p/index.ts': { default: promo }, '/blocks/q/index.ts': { default: plain }, '/layouts/t/index.ts': { default: layout } }));
    expect(p).toMatchObject({ group: 'Promos', thumbnail: '<svg viewBox="0 0 4 4"></svg>' });
    expect(q).not.toHaveProperty('group');
    expect(q).not.toHaveProperty('thumbnail');
    expect(l).toMatchObject({ sections: ['a', 'b'], sectionLabels: { a: { en: 'Top', mi: 'Runga' } } });
  });
});
