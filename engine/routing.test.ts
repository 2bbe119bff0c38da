import { beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, storedTree, withUrlParts } from './routing.ts';
import type { SiteConfig } from './config/types.ts';
import { fixtureRegistry } from '../tests/fixtures/blocks.tsx';
import { loadConfigFiles } from '../tests/fixtures/configs.ts';

const tree = (marker: string) => ({ layout: 'test-layout', sections: { main: [{ type: 'text', customFields: { text: marker } }] } });

describe('routing: matchRoute', () => {
  let cfg: SiteConfig;

  beforeAll(async () => {
    // Resolvers are written out of priority order: loading sorts them, matching takes the first hit.
    const configs = await loadConfigFiles({
      'pages/test/home.json': { uri: '/', title: 'Home', ...tree('home') },
      'pages/test/about.json': { uri: '/about/', ...tree('about'), globalContent: { source: 'test-story', query: { id: 'about-{site}' } } },
      'pages/test/news-page.json': { uri: '/news/special/', ...tree('special') },
      'templates/test/article.json': { title: 'Article', ...tree('article') },
      'templates/test/section.json': tree('section'),
      'templates/test/fallback.json': tree('fallback'),
      'resolvers/test.json': {
        resolvers: [
          { name: 'fallback', pattern: '^/', priority: -10, template: 'fallback' },
          { name: 'section', pattern: '^/(?<section>[a-z-]+)/$', priority: 5, template: 'section', content: { source: 'test-echo', query: { id: '/{section}', n: 3 } } },
          {
            name: 'article',
            pattern: '^/(?<section>[a-z-]+)/\\d{4}/\\d{2}/\\d{2}/(?<slug>[^/]+)/$',
            priority: 10,
            template: 'article',
            content: { source: 'test-echo', query: { id: '{slug}', site: '{site}', url: '{uri}', missing: '{nope}' } },
          },
        ],
      },
    }, fixtureRegistry());
    expect(configs.errors).toEqual([]);
    cfg = configs.sites.get('test')!;
  });

  it('an exact page URI wins over any resolver (with or without the trailing slash)', () => {
    expect(matchRoute(cfg, '/')).toMatchObject({ name: 'page', title: 'Home' });
    expect(matchRoute(cfg, '/news/special/')?.tree.sections.main[0].customFields?.text).toBe('special');
    expect(matchRoute(cfg, '/about')?.tree.sections.main[0].customFields?.text).toBe('about');
  });

  it("a page's global content query is filled with {site}", () => {
    expect(matchRoute(cfg, '/about/')?.globalContent).toEqual({ source: 'test-story', query: { id: 'about-test' } });
  });

  it('resolvers are tried by priority, highest first', () => {
    expect(cfg.resolvers.map((r) => r.name)).toEqual(['article', 'section', 'fallback']);
    expect(matchRoute(cfg, '/news/2024/05/01/a-story/')).toMatchObject({ name: 'article', title: 'Article' });
    expect(matchRoute(cfg, '/news/')).toMatchObject({ name: 'section' });
    expect(matchRoute(cfg, '/some/deep/path')).toMatchObject({ name: 'fallback' });
  });

  it('named groups, {uri} and {site} fill the content query; non-string values pass through; unknown names become empty', () => {
    expect(matchRoute(cfg, '/news/2024/05/01/kia-ora koutou/')?.globalContent).toEqual({
      source: 'test-echo',
      query: { id: 'kia-ora koutou', site: 'test', url: '/news/2024/05/01/kia-ora koutou/', missing: '' },
    });
    expect(matchRoute(cfg, '/sport/')?.globalContent).toEqual({ source: 'test-echo', query: { id: '/sport', n: 3 } });
  });

  it('the path arrives percent-decoded once (request.ts): named groups are not decoded a second time', () => {
    // The reader asked for /news/2024/05/01/a%2541/: the slug is "a%41", not "aA".
    expect(matchRoute(cfg, '/news/2024/05/01/a%41/')?.globalContent?.query.id).toBe('a%41');
  });

  it('a URL gets the same route each time (its filled template and query too, so what is made once per object downstream is kept); another loaded config its own', async () => {
    const url = '/news/2024/05/01/same-story/';
    const first = matchRoute(cfg, url)!;
    expect(matchRoute(cfg, url)).toBe(first);
    expect(matchRoute(cfg, '/news/')!.tree).toBe(matchRoute(cfg, '/news/')!.tree);
    const reloaded = { ...cfg };
    const again = matchRoute(reloaded, url)!;
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('no page and no resolver matching: undefined', () => {
    const noFallback: SiteConfig = { ...cfg, resolvers: cfg.resolvers.filter((r) => r.name !== 'fallback') };
    expect(matchRoute(noFallback, '/no/such/thing')).toBeUndefined();
    expect(matchRoute({ ...cfg, pages: [], resolvers: [] }, '/')).toBeUndefined();
  });
});

describe('routing: withUrlParts (template content queries name the URL parts)', () => {
  const tree = {
    layout: 'l',
    sections: {
      main: [
        { type: 'list', id: 'a', customFields: { content: { contentService: 'feed', contentConfigValues: { section: '/{section}', size: 10 } }, title: '{section} stays text' } },
        { type: 'chain', id: 'c', children: [{ type: 'list', id: 'b', customFields: { content: { contentService: 'feed', contentConfigValues: { site: '{site}' } } } }] },
      ],
    },
  };

  it('fills {name} in contentConfigValues strings, in nested chains too; other fields and non-strings are untouched', () => {
    const filled = withUrlParts(tree as never, { section: 'news', site: 'teaomarama' });
    const [list, chain] = filled.sections.main as any[];
    expect(list.customFields.content.contentConfigValues).toEqual({ section: '/news', size: 10 });
    expect(list.customFields.title).toBe('{section} stays text');
    expect(chain.children[0].customFields.content.contentConfigValues).toEqual({ site: 'teaomarama' });
    // The stored template is not changed: it serves the next URL too.
    expect((tree.sections.main[0] as any).customFields.content.contentConfigValues.section).toBe('/{section}');
  });

  it('a filled copy knows the stored template it came from (what a render proves about one URL holds for the template)', () => {
    const filled = withUrlParts(tree as never, { section: 'news', site: 'teaomarama' });
    expect(storedTree(filled)).toBe(tree);
    expect(storedTree(tree as never)).toBe(tree);
  });

  it('a template without placeholders is returned as is (no copy per request)', () => {
    const plain = { layout: 'l', sections: { main: [{ type: 'x', id: 'x', customFields: { content: { contentService: 'feed', contentConfigValues: { a: '1' } } } }] } };
    expect(withUrlParts(plain as never, { section: 'news' })).toBe(plain);
  });
});
