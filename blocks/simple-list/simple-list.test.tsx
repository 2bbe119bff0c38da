import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE, selectedFor } from '../../common/promo/fixtures.ts';
import simpleList from './index.ts';

const content = { contentService: 'story-feed-query', contentConfigValues: { query: '*', size: 5 } };
const planned = { query: '*', size: 5 };
const render = (o: { items?: ReturnType<typeof fixtureStories>; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) => {
  const items = o.items ?? fixtureStories(5, { lang: o.lang });
  return renderBlock(simpleList, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content, ...o.fields },
    content: [{ source: 'story-feed-query', query: planned, value: selectedFor(simpleList, feedPage(items, { count: items.length })) }],
  });
};

describe('simple-list block', () => {
  it('is not an island (no JS shipped)', () => {
    expect(simpleList.island).toBeUndefined();
    expect(simpleList.lazy).toBeUndefined();
  });

  it('a stored feature marker of older versions is dropped: the field says what the list selects', () => {
    const stored = { content: { ...content, contentConfigValues: { ...planned, featureFilter: 'full' } } };
    expect(simpleList.migrate!(stored).content.contentConfigValues).toEqual(planned);
    expect(simpleList.migrate!({ content })).toEqual({ content });
  });

  it('simple list: headline truncated to 3 lines', () => {
    expect(render()).toContain('<h2 class="simple-list__headline">');
    const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
    expect(css).toMatch(/\.simple-list__headline\s*\{[^}]*-webkit-line-clamp:\s*3;[^}]*overflow:\s*hidden/);
  });

  it('simple list images 274/548 (1096 is beyond 2x of its 274 px slot)', () => {
    expect(render()).toMatch(/srcSet="[^"]*width=274&amp;[^"]* 274w, [^"]*width=548&amp;[^"]* 548w"/);
    expect(render()).not.toContain('1096w');
  });

  it('links go to websites[site].website_url; items without an entry for the site are skipped', () => {
    const items = fixtureStories(3);
    items[0] = { ...items[0], websites: { 'open-justice': { website_url: '/oj/' } } };
    const html = render({ items });
    expect(html.match(/class="simple-list__item"/g)).toHaveLength(2);
    expect(html).toContain('href="/2026/03/01/story-2/"');
    expect(html).not.toContain('/oj/');
  });

  it('title in English, Māori title in Māori; card headlines become h3 under a title', () => {
    const en = render({ fields: { title: 'Latest', maoriTitle: 'Hou' } });
    expect(en).toContain('<h2 class="simple-list__title">Latest</h2>');
    expect(en).toContain('<h3 class="simple-list__headline">');
    expect(render({ lang: 'mi', fields: { title: 'Latest', maoriTitle: 'Hou' } })).toContain('<h2 class="simple-list__title">Hou</h2>');
  });

  it('show toggles default true; image off leaves headlines only', () => {
    expect(render()).toContain('promo-image__img');
    const off = render({ fields: { showImage: false } });
    expect(off).not.toContain('<img');
    expect(off).toContain('simple-list__headline');
  });

  it('renders nothing without stories; editors get the placeholder', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
