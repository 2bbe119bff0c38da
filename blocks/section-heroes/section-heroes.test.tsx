import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import type { PromoItem } from '../../common/promo/index.ts';
import { feedPage, FIXTURE_SITE, fixtureStories, flaggedStories } from '../../common/promo-sizes/fixtures.ts';
import sectionHeroes from './index.ts';

const content = { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedOffset: 0, feedSize: 8 } };
const render = (o: { items?: PromoItem[]; lang?: 'en' | 'mi'; isAdmin?: boolean; fields?: Record<string, unknown> } = {}) => {
  const items = o.items ?? flaggedStories(8, o.lang);
  return renderBlock(sectionHeroes, {
    site: FIXTURE_SITE, lang: o.lang, isAdmin: o.isAdmin,
    customFields: { content, title: 'News', maoriTitle: 'Ngā Kōrero', Redirect_URL: '/news/', ...o.fields },
    content: [{ source: 'story-feed-sections', query: content.contentConfigValues, value: feedPage(items, { count: items.length }) }],
  });
};
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const desktopCss = css.slice(css.indexOf('@media (min-width: 1024px)'));

describe('section-heroes block', () => {
  it('not an island: the desktop / mobile layouts are CSS media queries, no JS', () => {
    expect(sectionHeroes.island).toBeUndefined();
    expect(sectionHeroes.lazy).toBeUndefined();
  });

  it('section heroes: all remaining stories on mobile (every story is in the markup, the first is the lead)', () => {
    const html = render();
    expect(html.match(/<li class="section-heroes__item/g)).toHaveLength(8);
    expect(html.match(/section-heroes__item--lead/g)).toHaveLength(1);
    expect(html).toMatch(/<li class="section-heroes__item section-heroes__item--lead"><article class="section-heroes__story"><div class="section-heroes__text"><a class="promo-overline"/);
  });

  it('one lead plus up to 4 more on desktop, 2 rows of 2, from the tablet breakpoint 1024', () => {
    expect(desktopCss).toMatch(/\.section-heroes__list \{ grid-template-columns: minmax\(0, 2fr\) repeat\(2, minmax\(0, 1fr\)\)/);
    expect(desktopCss).toMatch(/\.section-heroes__item--lead \{ grid-column: 1; grid-row: 1 \/ span 2; \}/);
    expect(desktopCss).toMatch(/\.section-heroes__item:nth-child\(n \+ 6\) \{ display: none; \}/);
    // Mobile layout narrower than 1024: no rule hides stories outside the desktop query.
    expect(css.slice(0, css.indexOf('@media'))).not.toContain('display: none');
  });

  it('header link to Redirect_URL, labelled with the Māori title when lang is mi, otherwise the English title', () => {
    expect(render()).toContain('<h2 class="section-heroes__title" id="section-heroes-title"><a class="section-heroes__title-link" href="/news/">News</a></h2>');
    expect(render({ lang: 'mi' })).toContain('<a class="section-heroes__title-link" href="/news/">Ngā Kōrero</a>');
    expect(render({ lang: 'mi', fields: { maoriTitle: undefined } })).toContain('href="/news/">News</a>');
    expect(render({ fields: { Redirect_URL: undefined } })).toContain('<h2 class="section-heroes__title" id="section-heroes-title">News</h2>');
  });

  it('without a title: no header, the story headlines are h2', () => {
    const html = render({ fields: { title: undefined, maoriTitle: undefined } });
    expect(html).not.toContain('section-heroes__title');
    expect(html).not.toContain('aria-labelledby');
    expect(html).toContain('<h2 class="promo-headline">');
    expect(render()).toContain('<h3 class="promo-headline">');
  });

  it('hero width 800 (1024 above 1920): the lead at 16:9', () => {
    const lead = render().split('</li>')[0];
    expect(lead).toContain('src="/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX?auth=hash0&amp;width=800&amp;height=450&amp;focal=720%2C400"');
    expect(lead).toContain('sizes="(min-width: 1920px) 1024px, (min-width: 1024px) 800px, 100vw"');
    expect(lead).toMatch(/ 800w, [^"]*width=1024&amp;height=576[^"]* 1024w"/);
  });

  it('sizes 274x206, 400x300, 800x600 for the other stories', () => {
    const second = render().split('</li>')[1];
    expect(second).toMatch(/srcSet="[^"]*width=274&amp;height=206[^"]* 274w, [^"]*width=400&amp;height=300[^"]* 400w, [^"]*width=800&amp;height=600[^"]* 800w"/);
  });

  it('items with no website entry for the current site are skipped', () => {
    const items = fixtureStories(4);
    items[0] = { ...items[0], websites: { 'te-rito': { website_url: '/tr/' } } };
    const html = render({ items });
    expect(html.match(/<li class/g)).toHaveLength(3);
    expect(html).toMatch(/section-heroes__item--lead">.*?href="\/2026\/03\/01\/story-2\/"/);
  });

  it('show toggles default true: lead has description and byline; toggles turn parts off', () => {
    const html = render();
    expect(html.match(/class="promo-description"/g)).toHaveLength(1);
    expect(html.match(/class="promo-byline"/g)).toHaveLength(1);
    expect(html.match(/class="promo-date"/g)).toHaveLength(8);
    const off = render({ fields: { showDate: false, showDescription: false, showImage: false } });
    expect(off).not.toMatch(/promo-date|promo-description|<img/);
    expect(render({ fields: { showHeadline: false, showImage: false } })).toBe('');
  });

  it('breaking and updated (green) flags', () => {
    expect(render()).toContain('<span class="promo-flag promo-flag--updated">Updated</span>');
  });

  it('renders nothing without stories; editors see why', () => {
    expect(render({ items: [] })).toBe('');
    expect(render({ items: [], isAdmin: true })).toMatch(/pb-admin-placeholder.*no stories with an address on this site/);
  });
});
