import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE, selectedFor } from '../../common/promo/fixtures.ts';
import numberedList from './index.ts';

const content = { contentService: 'story-feed-tag', contentConfigValues: { tagSlug: 'matariki', feedSize: 5 } };
const planned = { tagSlug: 'matariki', feedSize: 5 };
const render = (o: { items?: ReturnType<typeof fixtureStories>; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) => {
  const items = o.items ?? fixtureStories(5, { lang: o.lang });
  return renderBlock(numberedList, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content, ...o.fields },
    content: [{ source: 'story-feed-tag', query: planned, value: selectedFor(numberedList, feedPage(items, { count: items.length })) }],
  });
};

describe('numbered-list block', () => {
  it('is not an island (no JS shipped)', () => {
    expect(numberedList.island).toBeUndefined();
  });

  it('a stored feature marker of older versions is dropped: the field says what the list selects', () => {
    const stored = { content: { ...content, contentConfigValues: { ...planned, featureFilter: 'full' } } };
    expect(numberedList.migrate!(stored).content.contentConfigValues).toEqual(planned);
    expect(numberedList.migrate!({ content })).toEqual({ content });
  });

  it('numbered list: rank numbers 1..n in an ordered list, counting only shown items', () => {
    const items = fixtureStories(4);
    items[1] = { ...items[1], websites: {} };
    const html = render({ items });
    expect(html).toContain('<ol class="numbered-list__items">');
    const ranks = [...html.matchAll(/<span class="numbered-list__rank" aria-hidden="true">(\d+)<\/span>/g)].map((m) => m[1]);
    expect(ranks).toEqual(['1', '2', '3']);
  });

  it('numbered list image 274, ratio 3:2, widths 137/274/548', () => {
    const html = render();
    expect(html).toMatch(/src="[^"]*width=274&amp;height=183[^"]*"/);
    expect(html).toMatch(/srcSet="[^"]*width=137&amp;height=91[^"]* 137w, [^"]*width=274&amp;height=183[^"]* 274w, [^"]*width=548&amp;height=365[^"]* 548w"/);
  });

  it("a thumbnail URL containing 'undefined' shows the fallback image with the logo alt", () => {
    const items = fixtureStories(1);
    items[0].promo_items = { basic: { url: 'undefined' } };
    const html = render({ items });
    expect(html).toContain('src="/static/brand/fallback.svg"');
    expect(html).toContain('alt="Te Ao Mārama"');
  });

  it('title by language; show toggles default true', () => {
    expect(render({ lang: 'mi', fields: { title: 'Most read', maoriTitle: 'Ngā mea rongonui' } })).toContain('>Ngā mea rongonui</h2>');
    expect(render({ fields: { showHeadline: false } })).not.toContain('numbered-list__headline');
  });

  it('renders nothing without stories; editors get the placeholder', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
