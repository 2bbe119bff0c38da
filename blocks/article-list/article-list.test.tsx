import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { feedPage, fixtureStories, FIXTURE_SITE, selectedFor } from '../../common/promo/fixtures.ts';
import articleList from './index.ts';

const content = { contentService: 'content-api-collections', contentConfigValues: { content_alias: 'top-stories', size: 5 } };
const planned = { content_alias: 'top-stories', size: 5 };
const render = (o: { items?: ReturnType<typeof fixtureStories>; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) => {
  const items = o.items ?? fixtureStories(3, { lang: o.lang });
  return renderBlock(articleList, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content, title: 'Top stories', maoriTitle: 'Ngā kōrero matua', ...o.fields },
    content: [{ source: 'content-api-collections', query: planned, value: selectedFor(articleList, feedPage(items, { count: items.length })) }],
  });
};

describe('article-list block', () => {
  it('is not an island (no JS shipped)', () => {
    expect(articleList.island).toBeUndefined();
  });

  it('a stored feature marker of older versions is dropped: the field says what the list selects', () => {
    const stored = { content: { ...content, contentConfigValues: { ...planned, featureFilter: 'full' } } };
    expect(articleList.migrate!(stored).content.contentConfigValues).toEqual(planned);
    expect(articleList.migrate!({ content })).toEqual({ content });
  });

  it('article list: English title in English, Māori title in Māori', () => {
    expect(render()).toContain('<h2 class="article-list__title">Top stories</h2>');
    expect(render({ lang: 'mi' })).toContain('<h2 class="article-list__title">Ngā kōrero matua</h2>');
  });

  it('article list: optionally numbered (off by default)', () => {
    const plain = render();
    expect(plain).toContain('<ul class="article-list__items">');
    expect(plain).not.toContain('article-list__number');
    const numbered = render({ fields: { showNumber: true } });
    expect(numbered).toContain('<ol class="article-list__items">');
    expect([...numbered.matchAll(/article-list__number" aria-hidden="true">(\d+)</g)].map((m) => m[1])).toEqual(['1', '2', '3']);
  });

  it('links, dates and skipping items without an entry for the site', () => {
    const items = fixtureStories(3);
    items[2] = { ...items[2], websites: { 'te-rito': { website_url: '/tr/' } } };
    const html = render({ items });
    expect(html.match(/class="article-list__item"/g)).toHaveLength(2);
    expect(html).toContain('href="/2026/03/01/story-1/"');
    expect(html).toContain('>March 01, 2024</time>');
    expect(render({ lang: 'mi' })).toContain('>Poutūterangi 01, 2024</time>');
  });

  it('show toggles default true and hide their element when off', () => {
    const off = render({ fields: { showImage: false, showDate: false } });
    expect(off).not.toContain('<img');
    expect(off).not.toContain('<time');
  });

  it('renders nothing without stories; editors get the placeholder', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toContain('pb-admin-placeholder');
  });
});
