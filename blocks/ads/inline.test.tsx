// Inline article ads: an ads block placed as a child of the article-body chain (spec "Article body elements").
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import articleBody from '../../chains/article-body/index.ts';
import ads from './index.ts';
import { SITE, storyPage } from './fixtures.ts';

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `p${i + 1}`, type: 'text', content: `Paragraph ${i + 1}.` }));
const render = (n: number, o: { isAdmin?: boolean } = {}) =>
  renderBlock(articleBody, {
    site: SITE,
    pageType: 'article',
    isAdmin: o.isAdmin,
    globalContent: { ...storyPage, content_elements: paragraphs(n) },
    customFields: { inlineAdParagraph: 2 },
    children: [{ block: ads, id: 'inline-ad', customFields: { adType: '300x250' } }],
  });

describe('inline ad: an ads block as a child of article-body', () => {
  it('the ad slot goes after the configured paragraph, with its label and reserved space', () => {
    expect(render(6)).toMatch(
      /Paragraph 2\.<\/p><div class="article-body__inline-ads"><div class="ads ads--cube" data-ad-type="cube"><p class="ads__label">Advertisement<\/p><div id="arcad_inline-ad" class="ads__slot ads__slot--300x250 ads__slot--reserved" style="--ad-h-lg:250px;--ad-h-md:250px;--ad-h-sm:250px"><\/div><\/div><\/div><p class="article-body__text">Paragraph 3\./,
    );
  });

  it('no inline ad when that paragraph is not before the second-to-last text paragraph', () => {
    expect(render(3)).not.toContain('arcad_inline-ad');
  });

  it('editors see the ad placeholder in the body', () => {
    expect(render(6, { isAdmin: true })).toContain('<p class="ads-admin__name">cube</p>');
  });
});
