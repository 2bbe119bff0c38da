import { describe, expect, it } from 'vitest';
import { prepareTree } from './validate.ts';
import type { BlockNode, PageTree } from './types.ts';
import { fixtureRegistry } from '../../tests/fixtures/blocks.tsx';
import { loadConfigFiles, site } from '../../tests/fixtures/configs.ts';

const registry = fixtureRegistry();
const tree = (main: unknown[], extra: Partial<PageTree> = {}): PageTree => ({ layout: 'test-layout', sections: { main: main as BlockNode[] }, ...extra });
const story = { contentService: 'test-story', contentConfigValues: { id: 'a' } };

describe('prepareTree: each error names its JSON pointer', () => {
  it('unknown block type', () => {
    expect(prepareTree(registry, tree([{ type: 'nope' }]))).toEqual([{ pointer: '/sections/main/0/type', message: 'unknown block type "nope"' }]);
  });

  it('missing block type and a block that is not an object', () => {
    expect(prepareTree(registry, tree([{ id: 'x' }, 'text']))).toEqual([
      { pointer: '/sections/main/0/type', message: 'missing block "type"' },
      { pointer: '/sections/main/1', message: 'a block must be an object with a "type"' },
    ]);
  });

  it('unknown section name for the layout', () => {
    const errors = prepareTree(registry, { layout: 'test-layout', sections: { main: [], sidebar: [{ type: 'text' }] } });
    expect(errors).toEqual([{ pointer: '/sections/sidebar', message: 'unknown section "sidebar" for layout "test-layout" (its sections: main, rail)' }]);
  });

  it('a field stored empty (null, as the editor stores a required field emptied in its form) is said to need a value', () => {
    expect(prepareTree(registry, tree([{ type: 'text', customFields: { count: null } }]))).toEqual([
      { pointer: '/sections/main/0/customFields/count', message: 'is empty: this field needs a value' },
    ]);
  });

  it('unknown layout, and a feature used as the layout', () => {
    expect(prepareTree(registry, { layout: 'nope', sections: {} })).toEqual([{ pointer: '/layout', message: 'unknown layout "nope"' }]);
    expect(prepareTree(registry, { layout: 'text', sections: {} })).toEqual([{ pointer: '/layout', message: '"text" is a feature, not a layout' }]);
  });

  it('wrong field type', () => {
    expect(prepareTree(registry, tree([{ type: 'text', customFields: { count: 'three' } }]))).toEqual([
      { pointer: '/sections/main/0/customFields/count', message: 'wrong type: must be integer' },
    ]);
    expect(prepareTree(registry, tree([{ type: 'text', customFields: { size: 'xl' } }]))).toEqual([
      { pointer: '/sections/main/0/customFields/size', message: 'must be one of "s", "m", "l"' },
    ]);
  });

  it('missing required field', () => {
    expect(prepareTree(registry, tree([{ type: 'story' }]))).toEqual([
      { pointer: '/sections/main/0/customFields', message: 'missing required field "story"' },
    ]);
  });

  it('extra unknown field', () => {
    expect(prepareTree(registry, tree([{ type: 'text', customFields: { colour: 'red' } }]))).toEqual([
      { pointer: '/sections/main/0/customFields/colour', message: 'unknown field "colour"' },
    ]);
  });

  it('unknown node property', () => {
    expect(prepareTree(registry, tree([{ type: 'text', style: 'bold' }]))).toEqual([
      { pointer: '/sections/main/0/style', message: 'unknown block property "style" (allowed: type, id, customFields, children)' },
    ]);
  });

  it('children on a feature', () => {
    expect(prepareTree(registry, tree([{ type: 'text', children: [{ type: 'text' }] }]))).toEqual([
      { pointer: '/sections/main/0/children', message: '"text" is a feature and cannot have children' },
    ]);
  });

  it('layout used as a block', () => {
    expect(prepareTree(registry, tree([{ type: 'test-layout' }]))).toEqual([
      { pointer: '/sections/main/0/type', message: '"test-layout" is a layout; sections hold features and chains' },
    ]);
  });

  it('errors inside a chain point into its children; a bad id is reported', () => {
    const errors = prepareTree(registry, tree([{ type: 'test-chain', children: [{ type: 'text' }, { type: 'text', customFields: { count: 1.5 } }] }, { type: 'text', id: 'has space' }]));
    expect(errors).toEqual([
      { pointer: '/sections/main/0/children/1/customFields/count', message: 'wrong type: must be integer' },
      { pointer: '/sections/main/1/id', message: 'id must be a string of letters, digits, "-" or "_"' },
    ]);
  });

  it("a chain whose id is not a string (even one that cannot become one) reports the id and still names its children's ids by position", () => {
    const chain = { type: 'test-chain', id: { toString: null }, children: [{ type: 'text' }] };
    const t = tree([chain]);
    expect(prepareTree(registry, t)).toEqual([{ pointer: '/sections/main/0/id', message: 'id must be a string of letters, digits, "-" or "_"' }]);
    expect(t.sections.main[0].children![0].id).toBe('main-0-0');
  });

  it('a section name with "/" or "~" is escaped in the pointer (RFC 6901)', () => {
    const errors = prepareTree(registry, { layout: 'test-layout', sections: { 'a/b~c': [] } });
    expect(errors[0].pointer).toBe('/sections/a~1b~0c');
  });

  it('defaults are applied in place', () => {
    const t = tree([{ type: 'text' }, { type: 'toggle', customFields: {} }]);
    expect(prepareTree(registry, t)).toEqual([]);
    expect(t.sections.main[0].customFields).toEqual({ text: 'hello', size: 'm' });
    expect(t.sections.main[1].customFields).toEqual({ show: false });
  });

  it('auto ids: a node without an id gets a stable one from its position; given ids are kept', () => {
    const t = tree([{ type: 'test-chain', children: [{ type: 'text' }, { type: 'text', id: 'mine' }] }, { type: 'text' }]);
    t.sections.rail = [{ type: 'text' }];
    expect(prepareTree(registry, t)).toEqual([]);
    const [chain, second] = t.sections.main;
    expect([chain.id, chain.children![0].id, chain.children![1].id, second.id, t.sections.rail[0].id]).toEqual(['main-0', 'main-0-0', 'mine', 'main-1', 'rail-0']);
  });

  it('two blocks with one id in a page are an error at the second, naming the first', () => {
    const t = tree([{ type: 'text', id: 'x' }, { type: 'test-chain', children: [{ type: 'text', id: 'x' }] }]);
    t.sections.rail = [{ type: 'text', id: 'main-1' }];
    expect(prepareTree(registry, t)).toEqual([
      { pointer: '/sections/main/1/children/0/id', message: 'id "x" is already used by the block at /sections/main/0' },
      { pointer: '/sections/rail/0/id', message: 'id "main-1" is already used by the block at /sections/main/1' },
    ]);
  });

  it('migration: a block upgrades stored fields of an older shape before validation', () => {
    const t = tree([{ type: 'migrating', customFields: { title: 'Old shape' } }, { type: 'migrating', customFields: { heading: 'New shape' } }]);
    expect(prepareTree(registry, t)).toEqual([]);
    expect(t.sections.main.map((n) => n.customFields)).toEqual([{ heading: 'Old shape' }, { heading: 'New shape' }]);
  });

  it('a valid contentConfig field passes; a source outside the allowed list does not', () => {
    expect(prepareTree(registry, tree([{ type: 'story', customFields: { story } }]))).toEqual([]);
    expect(prepareTree(registry, tree([{ type: 'story', customFields: { story: { ...story, contentService: 'other' } } }]))).toEqual([
      { pointer: '/sections/main/0/customFields/story/contentService', message: 'must be one of "test-story"' },
    ]);
  });
});

describe('loadConfigs: reads sites, pages, templates and resolvers from a folder', () => {
  const load = (files: Record<string, unknown>) => loadConfigFiles(files, registry);

  it('defaults, migrations and auto ids are applied at load', async () => {
    const configs = await load({
      'pages/test/home.json': { uri: '/', layout: 'test-layout', sections: { main: [{ type: 'text' }, { type: 'migrating', customFields: { title: 'T' } }] } },
    });
    expect(configs.errors).toEqual([]);
    const page = configs.sites.get('test')!.pages[0];
    expect(page.sections.main).toEqual([
      { type: 'text', id: 'main-0', customFields: { text: 'hello', size: 'm' } },
      { type: 'migrating', id: 'main-1', customFields: { heading: 'T' } },
    ]);
    expect(configs.defaultSite).toBe('test');
  });

  it('an invalid page is reported with its file and pointer and still loads: the bad block is replaced by a marker carrying the error, the rest is kept', async () => {
    const configs = await load({
      'pages/test/good.json': { uri: '/good', layout: 'test-layout', sections: { main: [{ type: 'text' }] } },
      'pages/test/bad.json': { uri: '/bad', layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { count: 'x' } }, { type: 'text' }] } },
    });
    const error = { file: 'pages/test/bad.json', pointer: '/sections/main/0/customFields/count', message: 'wrong type: must be integer' };
    expect(configs.errors).toEqual([error]);
    const pages = configs.sites.get('test')!.pages;
    expect(pages.map((p) => p.uri)).toEqual(['/bad', '/good']);
    expect(pages[0].sections.main).toEqual([
      { type: 'text', id: 'main-0', invalid: [error] },
      { type: 'text', id: 'main-1', customFields: { text: 'hello', size: 'm' } },
    ]);
  });

  it('a file that is not valid JSON is an error on that file', async () => {
    const configs = await load({ 'pages/test/broken.json': '{ "uri": "/", ' });
    expect(configs.errors).toHaveLength(1);
    expect(configs.errors[0]).toMatchObject({ file: 'pages/test/broken.json', pointer: '' });
    expect(configs.errors[0].message).toMatch(/^not valid JSON: /);
  });

  it('the page envelope is checked: unknown top-level property, uri without a leading slash', async () => {
    const configs = await load({ 'pages/test/p.json': { uri: 'no-slash', layout: 'test-layout', sections: {}, colour: 'red' } });
    expect(configs.errors).toEqual(
      expect.arrayContaining([
        { file: 'pages/test/p.json', pointer: '/colour', message: 'unknown field "colour"' },
        expect.objectContaining({ file: 'pages/test/p.json', pointer: '/uri' }),
      ]),
    );
  });

  it('meta.robots must be robots directives: a misspelt one or another type is an error naming what is expected; other meta keys stay free', async () => {
    const page = (meta: Record<string, unknown>) => ({ uri: '/p', layout: 'test-layout', sections: {}, meta });
    const ok = await load({ 'pages/test/a.json': page({ robots: 'noindex, nofollow', pageType: 'account', anything: { x: 1 } }), 'pages/test/b.json': { ...page({ robots: 'max-image-preview:large,noarchive' }), uri: '/b' } });
    expect(ok.errors).toEqual([]);
    const bad = await load({ 'pages/test/a.json': page({ robots: 'no-index' }), 'pages/test/b.json': { ...page({ robots: true }), uri: '/b' } });
    expect(bad.errors).toEqual([
      { file: 'pages/test/a.json', pointer: '/meta/robots', message: 'must be robots directives separated by commas, e.g. "noindex" or "noindex, nofollow", not "no-index"' },
      { file: 'pages/test/b.json', pointer: '/meta/robots', message: 'wrong type: must be string' },
    ]);
  });

  it('two pages with one uri: the second is an error', async () => {
    const page = { uri: '/same', layout: 'test-layout', sections: {} };
    const configs = await load({ 'pages/test/a.json': page, 'pages/test/b.json': page });
    expect(configs.errors).toEqual([{ file: 'pages/test/b.json', pointer: '/uri', message: 'uri "/same" is already served by another page' }]);
  });

  it('a config in a folder of an unknown site, and a site file whose id differs from its name', async () => {
    const configs = await load({
      'pages/ghost/p.json': { uri: '/', layout: 'test-layout', sections: {} },
      'sites/other.json': site('not-other'),
    });
    expect(configs.errors).toEqual([
      { file: 'sites/other.json', pointer: '/id', message: 'site id "not-other" must match the file name' },
      { file: 'pages/ghost/p.json', pointer: '', message: 'no site "ghost" in sites/ (configs are kept in a folder per site)' },
    ]);
  });

  it('resolvers: unknown template, bad regular expression and unknown content source are errors with pointers', async () => {
    const configs = await load({
      'templates/test/article.json': { layout: 'test-layout', sections: {} },
      'resolvers/test.json': {
        resolvers: [
          { name: 'a', pattern: '^/a/', priority: 1, template: 'nope' },
          { name: 'b', pattern: '^/b/(', priority: 1, template: 'article' },
          { name: 'c', pattern: '^/c/', priority: 1, template: 'article', content: { source: 'no-source' } },
          { name: 'ok', pattern: '^/ok/', template: 'article' },
        ],
      },
    });
    expect(configs.errors).toEqual([
      { file: 'resolvers/test.json', pointer: '/resolvers/0/template', message: 'no template "nope" for site test' },
      { file: 'resolvers/test.json', pointer: '/resolvers/1/pattern', message: expect.stringMatching(/^not a valid regular expression: /) },
      { file: 'resolvers/test.json', pointer: '/resolvers/2/content/source', message: 'unknown content source "no-source"' },
    ]);
    const resolvers = configs.sites.get('test')!.resolvers;
    expect(resolvers.map((r) => [r.name, r.priority])).toEqual([['ok', 0]]);
  });

  it('a page whose global content names an unknown source is an error on that page file', async () => {
    const configs = await load({ 'pages/test/p.json': { uri: '/p', globalContent: { source: 'no-source' }, layout: 'test-layout', sections: {} } });
    expect(configs.errors).toEqual([{ file: 'pages/test/p.json', pointer: '/globalContent/source', message: 'unknown content source "no-source"' }]);
  });

  it('a template is checked like a page and named after its file', async () => {
    const configs = await load({
      'templates/test/article.json': { layout: 'test-layout', sections: { main: [{ type: 'text' }] } },
      'templates/test/broken.json': { layout: 'test-layout', sections: { main: [{ type: 'ghost' }] } },
    });
    const error = { file: 'templates/test/broken.json', pointer: '/sections/main/0/type', message: 'unknown block type "ghost"' };
    expect(configs.errors).toEqual([error]);
    const templates = configs.sites.get('test')!.templates;
    expect([...templates.keys()]).toEqual(['article', 'broken']);
    expect(templates.get('article')!.name).toBe('article');
    expect(templates.get('broken')!.sections.main).toEqual([{ type: 'ghost', id: '/sections/main/0', invalid: [error] }]);
  });

  it('the site marked default is the default site', async () => {
    const configs = await load({ 'sites/zz.json': site('zz', { default: true }) });
    expect(configs.defaultSite).toBe('zz');
  });
});
