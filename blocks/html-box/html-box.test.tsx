import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import htmlBox from './index.ts';

describe('html box', () => {
  const both = { HTML: '<p>Contact us</p>', maoriHTML: '<p>Whakapā mai</p>' };

  it('shows the Māori HTML to a reader who chose te reo Māori, the English HTML to everyone else', () => {
    expect(renderBlock(htmlBox, { customFields: both, lang: 'mi' })).toContain('<p>Whakapā mai</p>');
    const en = renderBlock(htmlBox, { customFields: both, lang: 'en' });
    expect(en).toContain('<p>Contact us</p>');
    expect(en).not.toContain('Whakapā mai');
  });

  it('without a Māori version (or a blank one) the one HTML shows in both languages', () => {
    expect(renderBlock(htmlBox, { customFields: { HTML: '<p>Kia ora</p>' }, lang: 'mi' })).toContain('<p>Kia ora</p>');
    expect(renderBlock(htmlBox, { customFields: { HTML: '<p>Kia ora</p>', maoriHTML: '  ' }, lang: 'mi' })).toContain('<p>Kia ora</p>');
  });

  it('the HTML is kept as written but for its ids and names, prefixed user-content-: an editor\'s box cannot shadow what the page\'s scripts look up', () => {
    const html = renderBlock(htmlBox, { customFields: { HTML: '<div id="__pb_islands">{}</div><form name="querySelector"><input name="email"></form><a href="#top">Top</a>' } });
    expect(html).toContain('<div id="user-content-__pb_islands">{}</div><form name="user-content-querySelector"><input name="email"></form><a href="#top">Top</a>');
  });

  it('renders nothing when there is no HTML at all', () => {
    expect(renderBlock(htmlBox, { customFields: { HTML: ' ' } })).not.toContain('html-box');
  });
});
