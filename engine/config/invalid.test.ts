import { describe, expect, it } from 'vitest';
import { issuesOf } from './invalid.ts';
import { planContent } from '../content/plan.ts';
import { fixtureRegistry } from '../../tests/fixtures/blocks.tsx';
import { loadConfigFiles } from '../../tests/fixtures/configs.ts';

const registry = fixtureRegistry();
const FILE = 'pages/test/p.json';

describe('a page with config errors is kept: each error sits where the renderer can show it', () => {
  const loadPage = async (page: Record<string, unknown>) => {
    const configs = await loadConfigFiles({ [FILE]: { uri: '/p', layout: 'test-layout', ...page } }, registry);
    return { configs, page: configs.sites.get('test')!.pages.find((p) => p.uri === '/p') };
  };

  it('an error inside a chain marks only that child; the chain and its other children stay', async () => {
    const { page } = await loadPage({ sections: { main: [{ type: 'test-chain', children: [{ type: 'text' }, { type: 'nope' }] }] } });
    const chain = page!.sections.main[0];
    expect(chain.invalid).toBeUndefined();
    expect(chain.children![0].type).toBe('text');
    expect(chain.children![1]).toEqual({
      type: 'nope', id: '/sections/main/0/children/1',
      invalid: [{ file: FILE, pointer: '/sections/main/0/children/1/type', message: 'unknown block type "nope"' }],
    });
  });

  it("an invalid block's marker keeps the block's own id (the editor selects it by its card), unless that id is malformed or not unique", async () => {
    const { page } = await loadPage({ sections: { main: [
      { type: 'text', id: 'intro', customFields: { count: 'x' } },
      { type: 'text', id: 'twice', customFields: { count: 'x' } },
      { type: 'text', id: 'twice' },
      { type: 'text', id: 'has space', customFields: { count: 'x' } },
    ] } });
    expect(page!.sections.main.map((n) => [n.id, Boolean(n.invalid)])).toEqual([
      ['intro', true], ['/sections/main/1', true], ['/sections/main/2', true], ['/sections/main/3', true],
    ]);
  });

  it("errors of a chain and of its child become one marker on the chain (the child is not rendered without it)", async () => {
    const { page } = await loadPage({ sections: { main: [{ type: 'test-chain', customFields: { heading: 5 }, children: [{ type: 'text', customFields: { count: 'x' } }] }] } });
    expect(page!.sections.main[0]).toEqual({
      // The id the load gave the chain, which has none of its own: the one its blocks render with when valid.
      type: 'test-chain', id: 'main-0',
      invalid: [
        { file: FILE, pointer: '/sections/main/0/customFields/heading', message: 'wrong type: must be string' },
        { file: FILE, pointer: '/sections/main/0/children/0/customFields/count', message: 'wrong type: must be integer' },
      ],
    });
  });

  it('a misspelt section is a page issue and is removed (its blocks would never render, their content is not fetched)', async () => {
    const { configs, page } = await loadPage({ sections: { main: [{ type: 'text' }], mian: [{ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id: 'a' } } } }] } });
    expect(configs.errors).toEqual([{ file: FILE, pointer: '/sections/mian', message: 'unknown section "mian" for layout "test-layout" (did you mean "main"?) (its sections: main, rail)' }]);
    expect(Object.keys(page!.sections)).toEqual(['main']);
    expect(page!.issues).toEqual(configs.errors);
    expect(planContent(registry, page!, 'test')).toEqual([]);
  });

  it('an unknown layout and an unknown top-level property are page issues; the sections are kept', async () => {
    const { configs, page } = await loadPage({ layout: 'nope', colour: 'red', sections: { main: [{ type: 'text' }] } });
    expect(page!.issues).toEqual(configs.errors);
    expect(configs.errors.map((e) => e.pointer).sort()).toEqual(['/colour', '/layout']);
    expect(page!.sections.main[0].type).toBe('text');
  });

  it('a block with a bad content query is marked, and its query is not planned', async () => {
    const { page } = await loadPage({
      sections: { main: [{ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: {} } } }, { type: 'counter-island' }] },
    });
    expect(page!.sections.main[0].invalid).toEqual([
      { file: FILE, pointer: '/sections/main/0/customFields/story/contentConfigValues', message: 'missing required param "id" of content source "test-story"' },
    ]);
    expect(planContent(registry, page!, 'test').map((r) => r.source)).toEqual(['test-echo']);
  });

  it('issuesOf lists the page issues, then the invalid blocks in page order', async () => {
    const { configs, page } = await loadPage({ sections: { main: [{ type: 'nope' }, { type: 'text', customFields: { size: 'xl' } }], sidebar: [] } });
    expect(issuesOf(page!).map((e) => e.pointer)).toEqual(['/sections/sidebar', '/sections/main/0/type', '/sections/main/1/customFields/size']);
    expect(issuesOf(page!)).toHaveLength(configs.errors.length);
  });

  it('a page without a uri cannot be served: it is reported and left out', async () => {
    const { configs, page } = await loadPage({ uri: undefined, sections: {} });
    expect(configs.errors).toEqual([{ file: FILE, pointer: '', message: 'missing required field "uri"' }]);
    expect(page).toBeUndefined();
    expect(configs.sites.get('test')!.pages).toEqual([]);
  });
});
