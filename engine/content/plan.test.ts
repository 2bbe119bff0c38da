import { describe, expect, it } from 'vitest';
import { contentFieldNames, planContent } from './plan.ts';
import { prepareTree } from '../config/validate.ts';
import type { PageTree } from '../config/types.ts';
import { blockModules, fixtureRegistry, sourceModules, storyBlock, textBlock } from '../../tests/fixtures/blocks.tsx';
import { defineFeature } from '../define.ts';
import { field, fields } from '../fields.ts';
import { componentContext } from '../render/tree.tsx';
import { contentKey } from './key.ts';
import { RequestContent } from './store.ts';
import { createRegistry } from '../registry.ts';

const registry = fixtureRegistry();
const story = (id: string) => ({ type: 'story', customFields: { story: { contentService: 'test-story', contentConfigValues: { id } } } });

describe('content plan', () => {
  it('contentFieldNames: only fields built with field.contentConfig', () => {
    expect(contentFieldNames(storyBlock.fields!)).toEqual(['story']);
    expect(contentFieldNames(textBlock.fields!)).toEqual([]);
  });

  it('plans global content, every contentConfig field in nested chains, and blocks\u2019 declared content', () => {
    const tree: PageTree = {
      layout: 'test-layout',
      sections: {
        main: [
          story('top'),
          {
            type: 'test-chain',
            children: [{ type: 'test-chain', children: [story('deep'), { type: 'text' }] }, { type: 'declares-content', customFields: { which: 'w1' } }],
          },
        ],
        rail: [{ type: 'counter-island', customFields: { feed: { contentService: 'test-story', contentConfigValues: { id: 'feed' } } } }],
      },
    };
    expect(prepareTree(registry, tree)).toEqual([]);
    const plan = planContent(registry, tree, 'test', { source: 'test-story', query: { id: 'global' } });
    expect(plan).toEqual([
      { source: 'test-story', query: { id: 'global' } },
      { source: 'test-story', query: { id: 'top' } },
      { source: 'test-story', query: { id: 'deep' } },
      { source: 'test-echo', query: { id: 'w1', site: 'test' } },
      { source: 'test-story', query: { id: 'feed' } },
      { source: 'test-echo', query: { id: 'island', site: 'test' } },
    ]);
  });

  it('an unset optional contentConfig field and unknown blocks plan nothing', () => {
    const tree: PageTree = { layout: 'test-layout', sections: { main: [{ type: 'counter-island', customFields: {} }, { type: 'ghost' }] } };
    expect(planContent(registry, tree, 'site-a')).toEqual([{ source: 'test-echo', query: { id: 'island', site: 'site-a' } }]);
  });

  it('a block can declare content that depends on the global content: nothing before it is known, its reads once it is', () => {
    // Reads the content its global content points at (as a page's author photo needs a token for the author's image).
    const followsGlobal = defineFeature({
      name: 'follows-global',
      label: { en: 'Follows Global', mi: 'Whai Ihirangi' },
      content: ({ globalContent }) => (typeof globalContent?.related === 'string' ? [{ source: 'test-echo', query: { id: globalContent.related } }] : []),
      component: () => null,
    });
    const registry = createRegistry({ ...blockModules, '/blocks/follows-global/index.ts': { default: followsGlobal } }, sourceModules);
    const tree: PageTree = { layout: 'test-layout', sections: { main: [{ type: 'test-chain', children: [{ type: 'follows-global' }] }] } };
    const global = { source: 'test-story', query: { id: 'global' } };
    expect(planContent(registry, tree, 'test', global)).toEqual([global]);
    expect(planContent(registry, tree, 'test', global, { related: 'r1' })).toEqual([global, { source: 'test-echo', query: { id: 'r1' } }]);
    expect(planContent(registry, tree, 'test', global, { headline: 'no pointer' })).toEqual([global]);
  });

  it("a field's selection (per site) travels with its request, and the block finds its content under that same request", () => {
    const picky = defineFeature({
      name: 'picky',
      label: { en: 'Picky', mi: 'Picky' },
      fields: fields({
        story: field.contentConfig({ label: 'Story', source: 'test-story', select: (site) => [`by.${site}`, 'headline', 'headline'] }),
        whole: field.optional(field.contentConfig({ label: 'Whole', source: 'test-story', select: null })),
      }),
      component: () => null,
    });
    const registry = createRegistry({ ...blockModules, '/blocks/picky/index.ts': { default: picky } }, sourceModules);
    const node = { type: 'picky', id: 'p', customFields: { story: { contentService: 'test-story', contentConfigValues: { id: 'p' } }, whole: { contentService: 'test-story', contentConfigValues: { id: 'w' } } } };
    const plan = planContent(registry, { layout: 'test-layout', sections: { main: [node] } }, 'site-a');
    expect(plan).toEqual([
      { source: 'test-story', query: { id: 'p', _select: ['by.site-a', 'headline'] } },
      { source: 'test-story', query: { id: 'w' } },
    ]);
    const store = new RequestContent();
    for (const r of plan) store.set(contentKey(r.source, r.query), { id: r.query.id });
    expect(componentContext(picky, node, store, 'site-a').content).toEqual({ story: { id: 'p' }, whole: { id: 'w' } });
    // Another site selects other paths: what site-a fetched is not its content.
    expect(componentContext(picky, node, store, 'site-b').content.story).toBeUndefined();
  });
});
