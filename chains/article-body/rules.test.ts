import { describe, expect, it } from 'vitest';
import { articleImageSizing, DEFAULT_INLINE_AD_PARAGRAPH, hasLocation, headingLevel, inlineAdParagraph, isRenderable, planBody, withLocation } from './rules.ts';

const text = (content: string, _id?: string) => ({ _id, type: 'text', content });
const texts = (n: number) => Array.from({ length: n }, (_, i) => text(`Paragraph ${i + 1}`, `t${i + 1}`));

describe('article body rules (spec "Article body elements")', () => {
  it('an image needs a url', () => {
    expect(isRenderable({ type: 'image', url: '/resizer/v2/X.jpg' })).toBe(true);
    expect(isRenderable({ type: 'image', url: '' })).toBe(false);
    expect(isRenderable({ type: 'image' })).toBe(false);
  });

  it('an interstitial link needs url and content', () => {
    expect(isRenderable({ type: 'interstitial_link', url: '/x/', content: 'Read more' })).toBe(true);
    expect(isRenderable({ type: 'interstitial_link', url: '/x/' })).toBe(false);
    expect(isRenderable({ type: 'interstitial_link', content: 'Read more' })).toBe(false);
  });

  it('a correction needs text', () => {
    expect(isRenderable({ type: 'correction', correction_type: 'correction', text: 'An earlier version...' })).toBe(true);
    expect(isRenderable({ type: 'correction', correction_type: 'correction' })).toBe(false);
  });

  it('an oembed needs raw_oembed (its html)', () => {
    expect(isRenderable({ type: 'oembed_response', subtype: 'youtube', raw_oembed: { html: '<div></div>' } })).toBe(true);
    expect(isRenderable({ type: 'oembed_response', subtype: 'youtube' })).toBe(false);
    expect(isRenderable({ type: 'oembed_response', raw_oembed: {} })).toBe(false);
  });

  it('a table needs rows; a header row is optional', () => {
    expect(isRenderable({ type: 'table', header: [text('Year')], rows: [[text('2024')]] })).toBe(true);
    expect(isRenderable({ type: 'table', header: [text('Year')], rows: [] })).toBe(false);
    expect(isRenderable({ type: 'table', rows: [[text('2024')]] })).toBe(true);
  });

  it('other element types: what each needs; unknown types never render', () => {
    expect(isRenderable({ type: 'divider' })).toBe(true);
    expect(isRenderable({ type: 'text', content: ' ' })).toBe(false);
    expect(isRenderable({ type: 'raw_html', content: '<aside></aside>' })).toBe(true);
    expect(isRenderable({ type: 'list', list_type: 'ordered', items: [] })).toBe(false);
    expect(isRenderable({ type: 'header', level: 2, content: 'Heading' })).toBe(true);
    expect(isRenderable({ type: 'quote', content_elements: [] })).toBe(false);
    expect(isRenderable({ type: 'video', embed_html: '<video></video>' })).toBe(true);
    expect(isRenderable({ type: 'video' })).toBe(false);
    expect(isRenderable({ type: 'gallery', content_elements: [{ type: 'image', url: '' }] })).toBe(false);
    expect(isRenderable({ type: 'gallery', content_elements: [{ type: 'image', url: '/x.jpg' }] })).toBe(true);
    expect(isRenderable({ type: 'mystery' })).toBe(false);
    expect(isRenderable(null)).toBe(false);
  });

  it('the first text paragraph gets the location prefixed with an em dash', () => {
    expect(withLocation('Kia ora koutou.', 'Wellington')).toBe('WELLINGTON — Kia ora koutou.');
    const plan = planBody([{ type: 'divider' }, text('First.'), text('Second.')], { location: 'Ōtaki' });
    expect(plan.elements.map((e) => e.html)).toEqual([undefined, 'ŌTAKI — First.', 'Second.']);
  });

  it('...unless the location is already present', () => {
    expect(withLocation('WELLINGTON — Kia ora.', 'Wellington')).toBe('WELLINGTON — Kia ora.');
    expect(withLocation('<b>Wellington</b> &mdash; Kia ora.', 'Wellington')).toBe('<b>Wellington</b> &mdash; Kia ora.');
    expect(hasLocation('Wellington - Kia ora.', 'Wellington')).toBe(true);
    // Starting with the place name is not a dateline.
    expect(withLocation('Wellington has a new mayor.', 'Wellington')).toBe('WELLINGTON — Wellington has a new mayor.');
  });

  it('no location: the paragraph is unchanged; the location text is escaped', () => {
    expect(withLocation('Kia ora.', undefined)).toBe('Kia ora.');
    expect(withLocation('Kia ora.', '  ')).toBe('Kia ora.');
    expect(withLocation('Kia ora.', '<b>X</b>')).toBe('&lt;B&gt;X&lt;/B&gt; — Kia ora.');
  });

  it(`inline ads: default after paragraph ${DEFAULT_INLINE_AD_PARAGRAPH}`, () => {
    expect(DEFAULT_INLINE_AD_PARAGRAPH).toBe(3);
    expect(inlineAdParagraph(6, undefined)).toBe(3);
  });

  it('inline ads go after the configured paragraph only if it is before the second-to-last text paragraph', () => {
    expect(inlineAdParagraph(5, 3)).toBe(3); // 3 < 4 (second-to-last)
    expect(inlineAdParagraph(4, 3)).toBeNull(); // paragraph 3 is the second-to-last
    expect(inlineAdParagraph(5, 4)).toBeNull();
    expect(inlineAdParagraph(3, 1)).toBe(1);
    expect(inlineAdParagraph(2, 1)).toBeNull();
    expect(inlineAdParagraph(10, 0)).toBeNull();
  });

  it('inline ads: placed after that text paragraph, counting text paragraphs only', () => {
    const plan = planBody([text('1'), { type: 'divider' }, text('2'), { type: 'image', url: '/x.jpg' }, text('3'), text('4'), text('5')], { inlineAdParagraph: 3 });
    expect(plan.textParagraphs).toBe(5);
    expect(plan.adParagraph).toBe(3);
    expect(plan.elements[plan.adsAfter!].html).toBe('3');
    expect(planBody(texts(4), { inlineAdParagraph: 3 }).adsAfter).toBeNull();
  });

  it('empty or tag-only paragraphs are not paragraphs (not rendered, not counted)', () => {
    const plan = planBody([text('<b> </b>'), text('One'), text(''), text('Two')], { location: 'Rotorua' });
    expect(plan.elements.map((e) => e.html)).toEqual(['ROTORUA — One', 'Two']);
  });

  it('text content is sanitised', () => {
    expect(planBody([text('Hi <script>alert(1)</script><em>there</em>')]).elements[0].html).toBe('Hi <em>there</em>');
  });

  it('headings never go deeper than level 6', () => {
    expect(headingLevel(6)).toBe(6);
    expect(headingLevel(7)).toBe(6);
    expect(headingLevel(42)).toBe(6);
    expect(headingLevel(3)).toBe(3);
  });

  it('headings: level 1 (or none) becomes 2, below the page headline h1', () => {
    expect(headingLevel(1)).toBe(2);
    expect(headingLevel(undefined)).toBe(2);
    expect(headingLevel('4')).toBe(4);
  });

  it('article images 274/400/768/1024/1440 with default 800', () => {
    expect(articleImageSizing(undefined)).toMatchObject({ widths: [274, 400, 768, 1024, 1440], width: 800, floated: false });
  });

  it('floated (left/right) images 400 and halves', () => {
    for (const alignment of ['left', 'right']) {
      expect(articleImageSizing(alignment)).toMatchObject({ widths: [137, 200, 384, 512, 720], width: 400, floated: true });
    }
  });
});
