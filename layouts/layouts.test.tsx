// Spec section 2 "Page layouts (section slots)": each layout's sections, by name, and the fullwidth rule.
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../engine/testing/index.ts';
import articleLayout from './article-layout/index.ts';
import homepageLayout from './homepage-layout/index.ts';
import rightRail from './right-rail/index.ts';
import rightRailAdvanced from './right-rail-advanced/index.ts';
import rightRailSecondary from './right-rail-secondary/index.ts';
import rightRailUndivided from './right-rail-undivided/index.ts';
import twoColumnUpNext from './two-column-up-next-layout/index.ts';
import htmlBox from '../blocks/html-box/index.ts';

const text = (HTML: string) => ({ block: htmlBox, customFields: { HTML } });
const SIX = ['navigation', 'fullwidth1', 'main', 'rightrail', 'fullwidth2', 'footer'];

describe('layouts: section slots by name', () => {
  it('Right Rail: navigation, fullwidth1, main, rightTail, fullwidth2, footer', () => {
    expect(rightRail.sections).toEqual(['navigation', 'fullwidth1', 'main', 'rightTail', 'fullwidth2', 'footer']);
  });
  it('Homepage: navigation, fullwidth1, herostory, subherostories, latestnews, fullwidth2BeforeVideo, videoblock, fullwidth2AfterVideo, footer', () => {
    expect(homepageLayout.sections).toEqual(['navigation', 'fullwidth1', 'herostory', 'subherostories', 'latestnews', 'fullwidth2BeforeVideo', 'videoblock', 'fullwidth2AfterVideo', 'footer']);
  });
  it('Right Rail Undivided, Two Column With Up Next and the second Right Rail variant: the same six slots', () => {
    for (const layout of [rightRailUndivided, twoColumnUpNext, rightRailSecondary]) expect(layout.sections).toEqual(SIX);
  });
  it('Advanced Right Rail: navigation, fullwidth1, main-1, main-2, rightrail-top, rightrail-middle, rightrail-bottom, fullwidth2, footer', () => {
    expect(rightRailAdvanced.sections).toEqual(['navigation', 'fullwidth1', 'main-1', 'main-2', 'rightrail-top', 'rightrail-middle', 'rightrail-bottom', 'fullwidth2', 'footer']);
  });
  it('a homepage, whatever its layout, has one <h1>: the site\'s name, for screen readers and search engines; other pages leave theirs to their blocks', () => {
    const home = renderBlock(homepageLayout, { pageType: 'homepage', siteProperties: { siteName: 'Te Ao Mārama' }, sections: {} });
    expect(home.match(/<h1\b/g)).toHaveLength(1);
    expect(home).toContain('<h1 class="visually-hidden">Te Ao Mārama</h1>');
    expect(renderBlock(homepageLayout, { pageType: 'section', siteProperties: { siteName: 'Te Ao Mārama' }, sections: {} })).not.toContain('<h1');
  });
  it('the article layout has a header region above the body and rail', () => {
    expect(articleLayout.sections).toEqual(['navigation', 'fullwidth1', 'header', 'main', 'rightrail', 'fullwidth2', 'footer']);
  });
});

describe('layouts: regions render only with blocks', () => {
  for (const layout of [rightRailUndivided, twoColumnUpNext]) {
    it(`${layout.name}: fullwidth2 shows only when it has content`, () => {
      const empty = renderBlock(layout, { sections: { main: [text('<p>body</p>')] } });
      expect(empty).toContain('<p>body</p>');
      expect(empty).not.toContain('layout-fullwidth');
      const filled = renderBlock(layout, { sections: { main: [text('<p>body</p>')], fullwidth2: [text('<p>wide</p>')] } });
      expect(filled).toMatch(/<div class="layout-fullwidth[^"]*"[^>]*><div class="html-box"><p>wide<\/p><\/div><\/div>/);
    });
  }

  it('regions that usually start below the first screen are marked for the browser to render as the reader nears them: the rail only on narrow screens (it stacks under the main column), fullwidth2 at any width; each holds room for its blocks until then', () => {
    const html = renderBlock(rightRail, { sections: { main: [text('<p>m</p>')], rightTail: [text('<p>r1</p>'), text('<p>r2</p>')], fullwidth2: [text('<p>w</p>')] } });
    expect(html).toMatch(/<aside class="layout-rail region-offscreen-narrow" style="--region-blocks:2">/);
    expect(html).toMatch(/<div class="layout-fullwidth region-offscreen" style="--region-blocks:1">/);
    expect(html).toMatch(/<div class="layout-main">/);
  });

  it('every layout puts its sections in landmarks: header (navigation), main, footer; the rail is an aside', () => {
    const html = renderBlock(rightRail, { sections: { navigation: [text('<p>nav</p>')], main: [text('<p>m</p>')], rightTail: [text('<p>r</p>')], footer: [text('<p>f</p>')] } });
    expect(html).toMatch(/<header class="layout-navigation">.*nav.*<\/header><main id="main".*<aside class="layout-rail[^"]*"[^>]*>.*r.*<\/aside>.*<\/main><footer class="layout-footer">.*f.*<\/footer>/s);
  });
});
