import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { SITE, storyOf } from '../../common/metadata/fixtures.ts';
import overline from './index.ts';
import { capitalise, overlineParts } from './overline.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('overline', () => {
  it("overline: section title and first tag capitalised joined by ' | '", () => {
    expect(text(renderBlock(overline, { site: SITE, globalContent: storyOf('en') }))).toBe('News | Housing');
    expect(text(renderBlock(overline, { site: SITE, lang: 'mi', globalContent: storyOf('mi') }))).toBe('News | Whare');
  });
  it('overline: the section links to its page, the tag to /tags/{slug}/', () => {
    const html = renderBlock(overline, { site: SITE, globalContent: storyOf('en') });
    expect(html).toContain('<a class="overline__link" href="/news/">News</a>');
    expect(html).toContain('<a class="overline__link" href="/tags/housing/">Housing</a>');
  });
  it('overline: the section is the one of the current site (websites[site].website_section)', () => {
    expect(overlineParts(storyOf('en'), 'te-rito').map((p) => p.text)).toEqual(['Housing']);
  });
  it('overline: only one part, no separator; nothing without either', () => {
    expect(text(renderBlock(overline, { site: SITE, globalContent: storyOf('en', { taxonomy: { tags: [] } }) }))).toBe('News');
    expect(renderBlock(overline, { site: SITE, globalContent: storyOf('en', { taxonomy: {}, websites: {} }) })).toBe('');
  });
  it('capitalise: first letter only, macrons kept', () => {
    expect(capitalise('te reo Māori')).toBe('Te reo Māori');
    expect(capitalise('ōtautahi')).toBe('Ōtautahi');
    expect(capitalise('')).toBe('');
  });
});
