import { describe, expect, it } from 'vitest';
import { prepareTree } from './validate.ts';
import type { BlockNode, PageTree } from './types.ts';
import { defineFeature, field, fields } from '../index.ts';
import { createRegistry } from '../registry.ts';
import { blockModules, sourceModules } from '../../tests/fixtures/blocks.tsx';
import { loadConfigFiles } from '../../tests/fixtures/configs.ts';

// Blocks of this file only: a list whose contentConfig field reads test-echo (id: string, n?: integer), and a
// block declaring content from its fields.
const echoList = defineFeature({
  name: 'echo-list',
  label: { en: 'Echo List', mi: 'Rārangi Paoro' },
  fields: fields({ feed: field.contentConfig({ label: 'Feed', source: 'test-echo' }) }),
  component: () => null,
});
const declares = defineFeature({
  name: 'declares-n',
  label: { en: 'Declares n', mi: 'Ihirangi n' },
  fields: fields({ n: field.text({ label: 'n', default: '3' }) }),
  content: ({ site: id, customFields }) => [{ source: 'test-echo', query: { id: 'fixed', site: id, n: customFields.n } }],
  component: () => null,
});
const registry = createRegistry(
  { ...blockModules, '/blocks/echo-list/index.ts': { default: echoList }, '/blocks/declares-n/index.ts': { default: declares } },
  sourceModules,
);
const feed = (values: Record<string, unknown>) => ({ type: 'echo-list', customFields: { feed: { contentService: 'test-echo', contentConfigValues: values } } });
const tree = (main: unknown[]): PageTree => ({ layout: 'test-layout', sections: { main: main as BlockNode[] } });
const at = '/sections/main/0/customFields/feed/contentConfigValues';

describe('content queries are checked against their source params, as the fetch will coerce them', () => {
  it('an empty query for a source with a required param names the missing param', () => {
    expect(prepareTree(registry, tree([feed({})]))).toEqual([{ pointer: at, message: 'missing required param "id" of content source "test-echo"' }]);
  });

  it('a param of the wrong type points at that param', () => {
    expect(prepareTree(registry, tree([feed({ id: 'a', n: 'many' })]))).toEqual([
      { pointer: `${at}/n`, message: 'param "n" of content source "test-echo" must be integer' },
    ]);
  });

  it('a value the fetch would coerce (an integer written as a string) is valid', () => {
    expect(prepareTree(registry, tree([feed({ id: 'a', n: '2', flag: 'true' })]))).toEqual([]);
  });

  it('the stored query is left as written (the fetch coerces its own copy)', () => {
    const t = tree([feed({ id: 'a', n: '2' })]);
    prepareTree(registry, t);
    expect(t.sections.main[0].customFields!.feed.contentConfigValues).toEqual({ id: 'a', n: '2' });
  });

  it('a URL part ("{page}") is valid for any param in a template, but a literal value of the wrong type in a page', () => {
    const t = () => tree([feed({ id: '/{section}', n: '{page}' })]);
    expect(prepareTree(registry, t(), '', { placeholders: true })).toEqual([]);
    expect(prepareTree(registry, t())).toEqual([{ pointer: `${at}/n`, message: 'param "n" of content source "test-echo" must be integer' }]);
  });

  it("a block's declared content is checked with its fields and the site: the error points at the block", () => {
    expect(prepareTree(registry, tree([{ type: 'declares-n' }]), '', { site: 'test' })).toEqual([]);
    expect(prepareTree(registry, tree([{ type: 'declares-n', customFields: { n: 'lots' } }]), '', { site: 'test' })).toEqual([
      { pointer: '/sections/main/0', message: 'content "declares-n" declares: param "n" of content source "test-echo" must be integer' },
    ]);
  });

  it('a field already wrong is reported once, not again as a query', () => {
    expect(prepareTree(registry, tree([{ type: 'echo-list', customFields: { feed: { contentService: 'test-story', contentConfigValues: {} } } }]))).toEqual([
      { pointer: '/sections/main/0/customFields/feed/contentService', message: 'must be one of "test-echo"' },
    ]);
  });
});

describe('loadConfigs: global content and resolver queries', () => {
  const load = (files: Record<string, unknown>) => loadConfigFiles(files, registry);

  it("a page's global content query missing a param is an error; the page still loads", async () => {
    const configs = await load({ 'pages/test/p.json': { uri: '/p', globalContent: { source: 'test-story', query: {} }, layout: 'test-layout', sections: {} } });
    expect(configs.errors).toEqual([{ file: 'pages/test/p.json', pointer: '/globalContent/query', message: 'missing required param "id" of content source "test-story"' }]);
    expect(configs.sites.get('test')!.pages.map((p) => p.uri)).toEqual(['/p']);
  });

  it('a resolver query may name the pattern groups; a wrong literal type is an error and that resolver is left out', async () => {
    const configs = await load({
      'templates/test/list.json': { layout: 'test-layout', sections: {} },
      'resolvers/test.json': {
        resolvers: [
          { name: 'ok', pattern: '^/l/(?<n>\\d+)/$', template: 'list', content: { source: 'test-echo', query: { id: 'x', n: '{n}' } } },
          { name: 'bad', pattern: '^/b/$', template: 'list', content: { source: 'test-echo', query: { id: 'x', n: 'one' } } },
        ],
      },
    });
    expect(configs.errors).toEqual([{ file: 'resolvers/test.json', pointer: '/resolvers/1/content/query/n', message: 'param "n" of content source "test-echo" must be integer' }]);
    expect(configs.sites.get('test')!.resolvers.map((r) => r.name)).toEqual(['ok']);
  });
});
