import { describe, expect, it } from 'vitest';
import { errorLines, overrideLines } from './report.ts';
import { fixtureRegistry } from '../../tests/fixtures/blocks.tsx';
import { loadConfigFiles, site } from '../../tests/fixtures/configs.ts';

const registry = fixtureRegistry();
const load = (files: Record<string, unknown>) => loadConfigFiles({ 'sites/b.json': site('b'), ...files }, registry);
const tree = (text: string) => ({ layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { text } }] } });
const textOf = (configs: Awaited<ReturnType<typeof load>>, siteId: string, name: string) =>
  configs.sites.get(siteId)!.templates.get(name)?.sections.main[0].customFields?.text;
const resolver = (name: string, template = 'article', priority = 0) => ({ name, pattern: `^/${name}/$`, priority, template });

describe('shared templates: every site has them unless it has its own of that name', () => {
  it("a site's own template wins over the shared one; the other sites get the shared one; validate lists the override", async () => {
    const configs = await load({
      'shared/templates/article.json': tree('shared article'),
      'shared/templates/section.json': tree('shared section'),
      'templates/b/article.json': tree('b article'),
      'templates/b/extra.json': tree('b extra'),
    });
    expect(configs.errors).toEqual([]);
    expect([textOf(configs, 'test', 'article'), textOf(configs, 'test', 'section'), textOf(configs, 'test', 'extra')]).toEqual(['shared article', 'shared section', undefined]);
    expect([textOf(configs, 'b', 'article'), textOf(configs, 'b', 'section'), textOf(configs, 'b', 'extra')]).toEqual(['b article', 'shared section', 'b extra']);
    expect(overrideLines(configs.overrides!, '/configs', '/')).toEqual([
      'b: configs/templates/b/article.json overrides configs/shared/templates/article.json',
      'b: configs/templates/b/extra.json adds a template no other site shares',
    ]);
  });

  it('a site file identical to the shared one is reported as such (it can go)', async () => {
    const configs = await load({ 'shared/templates/article.json': tree('same'), 'templates/b/article.json': tree('same') });
    expect(configs.overrides).toEqual([{ site: 'b', file: 'templates/b/article.json', action: 'overrides', target: 'shared/templates/article.json', identical: true }]);
  });

  it('each site gets its own copy of a shared template: what loading fills in or marks on one is not on the other', async () => {
    const configs = await load({ 'shared/templates/article.json': tree('shared') });
    const [a, b] = ['test', 'b'].map((id) => configs.sites.get(id)!.templates.get('article')!);
    expect(a).not.toBe(b);
    expect(a.sections.main[0]).not.toBe(b.sections.main[0]);
    expect(a).toEqual(b);
  });

  it('an error in a shared template is reported once, naming the shared file and how many sites it applies to; each site keeps the rest of the page', async () => {
    const configs = await load({ 'shared/templates/article.json': { layout: 'test-layout', sections: { main: [{ type: 'text' }, { type: 'ghost' }] } } });
    expect(configs.errors).toEqual([
      { file: 'shared/templates/article.json', pointer: '/sections/main/1/type', message: 'unknown block type "ghost" (shared file: applies to 2 sites)' },
    ]);
    for (const id of ['test', 'b']) {
      const main = configs.sites.get(id)!.templates.get('article')!.sections.main;
      expect(main[0].invalid).toBeUndefined();
      expect(main[1].invalid).toEqual([{ file: 'shared/templates/article.json', pointer: '/sections/main/1/type', message: 'unknown block type "ghost"' }]);
    }
  });

  it('a shared template every site overrides is still checked', async () => {
    const configs = await loadConfigFiles({ 'shared/templates/article.json': { layout: 'nope', sections: {} }, 'templates/test/article.json': tree('own') }, registry);
    expect(configs.errors).toEqual([{ file: 'shared/templates/article.json', pointer: '/layout', message: 'unknown layout "nope" (shared file: every site has its own)' }]);
  });
});

describe('shared resolvers: a site replaces one by name, adds its own, or disables shared ones', () => {
  const templates = { 'shared/templates/article.json': tree('article'), 'shared/templates/section.json': tree('section') };

  it('without a file of its own a site has the shared resolvers; a same-named one replaces the shared one, a new name adds one, `disable` drops one', async () => {
    const configs = await load({
      ...templates,
      'shared/resolvers.json': { resolvers: [resolver('article', 'article', 10), resolver('search'), resolver('section', 'section')] },
      'resolvers/b.json': { resolvers: [{ ...resolver('section', 'article'), pattern: '^/s/$' }, resolver('special', 'section', 20)], disable: ['search'] },
    });
    expect(configs.errors).toEqual([]);
    const routes = (id: string) => configs.sites.get(id)!.resolvers.map((r) => `${r.name} ${r.pattern} ${r.template}`);
    expect(routes('test')).toEqual(['article ^/article/$ article', 'search ^/search/$ article', 'section ^/section/$ section']);
    expect(routes('b')).toEqual(['special ^/special/$ section', 'article ^/article/$ article', 'section ^/s/$ article']);
    expect(overrideLines(configs.overrides!, '/c', '/')).toEqual([
      'b: c/resolvers/b.json disables shared resolver "search"',
      'b: c/resolvers/b.json overrides shared resolver "section"',
      'b: c/resolvers/b.json adds resolver "special"',
    ]);
  });

  it('disabling a resolver that is not shared is an error on that name, with the closest shared name', async () => {
    const configs = await load({ ...templates, 'shared/resolvers.json': { resolvers: [resolver('search')] }, 'resolvers/b.json': { disable: ['serach'] } });
    expect(configs.errors).toEqual([{ file: 'resolvers/b.json', pointer: '/disable/0', message: 'no shared resolver "serach" to disable (did you mean "search"?)' }]);
    expect(configs.sites.get('b')!.resolvers.map((r) => r.name)).toEqual(['search']);
  });

  it('a shared resolver whose template one site lacks is an error for that site alone, named in the message; the other site keeps it', async () => {
    const configs = await load({
      'templates/test/sponsored.json': tree('sponsored'),
      'shared/templates/article.json': tree('article'),
      'shared/resolvers.json': { resolvers: [resolver('article'), resolver('sponsored', 'sponsored')] },
    });
    expect(configs.errors).toEqual([{
      file: 'shared/resolvers.json', pointer: '/resolvers/1/template', message: 'no template "sponsored" for site b (shared file: for b of the 2 sites using it)',
    }]);
    expect(configs.sites.get('test')!.resolvers.map((r) => r.name)).toEqual(['article', 'sponsored']);
    expect(configs.sites.get('b')!.resolvers.map((r) => r.name)).toEqual(['article']);
  });

  it('a name used twice in one file is an error; the first one counts', async () => {
    const configs = await load({ ...templates, 'shared/resolvers.json': { resolvers: [resolver('article'), resolver('article', 'section')] } });
    expect(configs.errors).toEqual([
      { file: 'shared/resolvers.json', pointer: '/resolvers/1/name', message: 'resolver name "article" is already used at /resolvers/0 (shared file: applies to 2 sites)' },
    ]);
    expect(configs.sites.get('b')!.resolvers.map((r) => r.template)).toEqual(['article']);
  });
});

describe('config errors say where and what was meant', () => {
  it('a JSON syntax error gives its line and column; validate prints them as file:line:column', async () => {
    const configs = await load({ 'pages/test/about.json': '{\n  "uri": "/about/",\n  "layout": "test-layout",\n}\n' });
    expect(configs.errors).toEqual([{ file: 'pages/test/about.json', pointer: '', message: 'not valid JSON: Expected double-quoted property name', line: 4, column: 1 }]);
    expect(errorLines(configs.errors, '/c', '/')).toEqual(['c/pages/test/about.json:4:1  /  not valid JSON: Expected double-quoted property name']);
  });

  it('a syntax error in a shared file is reported once, for the sites it applies to', async () => {
    const configs = await load({ 'shared/templates/article.json': '{ "layout": "test-layout" "sections": {} }' });
    expect(configs.errors).toEqual([{
      file: 'shared/templates/article.json', pointer: '', line: 1, column: 27,
      message: 'not valid JSON: Expected \',\' or \'}\' after property value (shared file: applies to 2 sites)',
    }]);
  });

  it('a misspelt block type, layout, field, content source and template name each get the closest known name', async () => {
    const configs = await load({
      'pages/test/p.json': {
        uri: '/p',
        layout: 'test-layout',
        sections: {
          main: [
            { type: 'txet' },
            { type: 'text', customFields: { szie: 'm' } },
          ],
        },
        globalContent: { source: 'test-stroy', query: { id: 'x' } },
      },
      'pages/test/q.json': { uri: '/q', layout: 'test-layuot', sections: {} },
      'templates/test/article.json': tree('article'),
      'resolvers/test.json': { resolvers: [resolver('a', 'artcle')] },
    });
    expect(configs.errors.map((e) => `${e.pointer} ${e.message}`)).toEqual([
      '/sections/main/0/type unknown block type "txet" (did you mean "text"?)',
      '/sections/main/1/customFields/szie unknown field "szie" (did you mean "size"?)',
      '/globalContent/source unknown content source "test-stroy" (did you mean "test-story"?)',
      '/layout unknown layout "test-layuot" (did you mean "test-layout"?)',
      '/resolvers/0/template no template "artcle" for site test (did you mean "article"?)',
    ]);
  });

  it('a name far from every known one gets no guess', async () => {
    const configs = await load({ 'pages/test/p.json': { uri: '/p', layout: 'test-layout', sections: { main: [{ type: 'completely-unknown' }] } } });
    expect(configs.errors.map((e) => e.message)).toEqual(['unknown block type "completely-unknown"']);
  });
});
