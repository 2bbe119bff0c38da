import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { arohaCredit, hemiCredit, mereCredit, storyOf, wireCredit } from '../../common/metadata/fixtures.ts';
import byline from './index.ts';
import { joinNatural } from './byline.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
const withCredits = (by: unknown[]) => storyOf('en', { credits: { by } });

describe('byline', () => {
  it("byline: prefix 'By' in English", () => {
    expect(text(renderBlock(byline, { globalContent: storyOf('en') }))).toBe('By Aroha Tāwhiri');
  });
  it("byline: prefix 'Na' in Māori", () => {
    expect(text(renderBlock(byline, { lang: 'mi', globalContent: storyOf('mi') }))).toBe('Na Aroha Tāwhiri');
  });
  it("byline: names joined naturally 'A and B', 'A, B and C'", () => {
    expect(text(renderBlock(byline, { globalContent: withCredits([arohaCredit, hemiCredit]) }))).toBe('By Aroha Tāwhiri and Hēmi Paewai');
    expect(text(renderBlock(byline, { globalContent: withCredits([arohaCredit, hemiCredit, mereCredit]) }))).toBe('By Aroha Tāwhiri, Hēmi Paewai and Mere Hōhaia');
  });
  it("byline: Māori joins with 'me'", () => {
    expect(text(renderBlock(byline, { lang: 'mi', globalContent: withCredits([arohaCredit, hemiCredit, mereCredit]) }))).toBe('Na Aroha Tāwhiri, Hēmi Paewai me Mere Hōhaia');
  });
  it("byline: without authors the text ends with ' Contributor'", () => {
    const html = renderBlock(byline, { globalContent: withCredits([]) });
    expect(text(html)).toBe('By Te Ao Mārama Contributor');
    expect(text(renderBlock(byline, { lang: 'mi', globalContent: storyOf('mi', { credits: undefined }) }))).toMatch(/^Na .* Contributor$/);
  });
  it("author names link to the author's url; a credit without one is plain text", () => {
    const html = renderBlock(byline, { globalContent: withCredits([arohaCredit, wireCredit]) });
    expect(html).toContain('<a class="byline__name" href="/author/aroha-tawhiri/">Aroha Tāwhiri</a>');
    expect(html).toContain('<span class="byline__name">Reuters</span>');
  });
  it('renders nothing without page content', () => {
    expect(renderBlock(byline, {})).toBe('');
  });
  it('joinNatural: one, two and three items', () => {
    expect(joinNatural(['A'], 'and').join('')).toBe('A');
    expect(joinNatural(['A', 'B'], 'me').join('')).toBe('A me B');
    expect(joinNatural(['A', 'B', 'C', 'D'], 'and').join('')).toBe('A, B, C and D');
  });
});
