import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import linksBar from './index.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';

const render = (o: Parameters<typeof renderBlock>[1] = {}) =>
  renderBlock(linksBar, { content: hierarchyFixtures('MainMenu'), customFields: { hierarchy: 'MainMenu' }, ...o });

describe('links-bar ("links bar", site-service-hierarchy with hierarchy)', () => {
  it('declares the chosen hierarchy only; nothing without one', () => {
    expect(linksBar.content!({ site: 's', customFields: { hierarchy: 'FooterAbout', showSeparators: true } })).toEqual([
      { source: 'site-service-hierarchy', query: { hierarchy: 'FooterAbout' } },
    ]);
    expect(linksBar.content!({ site: 's', customFields: { showSeparators: true } })).toEqual([]);
  });
  it('links follow the node rule (section: name + _id, link: display_name + url), in order', () => {
    const links = [...render().matchAll(/class="links-bar__link" href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([['/news', 'News'], ['/politics', 'Politics'], ['/te-ao-maori', 'Te Ao Māori'], ['/sport', 'Sport'], ['/video/', 'Watch']]);
  });
  it('separators go between links (not before the first), hidden from screen readers', () => {
    const html = render();
    expect(html.match(/links-bar__separator" aria-hidden="true">•</g)).toHaveLength(4);
    expect(html).toMatch(/<li class="links-bar__item"><a class="links-bar__link" href="\/news">/);
  });
  it('separators can be turned off', () => {
    expect(render({ customFields: { hierarchy: 'MainMenu', showSeparators: false } })).not.toContain('links-bar__separator');
  });
  it('is a named navigation landmark, in both languages, with a configurable label', () => {
    expect(render()).toContain('<nav class="links-bar" aria-label="Quick links">');
    expect(render({ lang: 'mi' })).toContain('aria-label="Hononga tere"');
    expect(render({ customFields: { hierarchy: 'MainMenu', ariaLabel: 'Sections' } })).toContain('aria-label="Sections"');
  });
  it('renders nothing without a hierarchy or with an empty / failed one (editors see why)', () => {
    expect(render({ customFields: {} })).toBe('');
    expect(render({ customFields: {}, isAdmin: true })).toContain('no navigation hierarchy chosen');
    const failed = { content: hierarchyFixtures('Nope'), customFields: { hierarchy: 'Nope' } };
    expect(render(failed)).toBe('');
    expect(render({ ...failed, isAdmin: true })).toContain('hierarchy &quot;Nope&quot; has no links');
  });
  it('is not an island', () => expect(linksBar.island).toBeUndefined());
});
