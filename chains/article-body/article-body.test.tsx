import { describe, expect, it, vi } from 'vitest';
import { renderBlock, type BlockSpec } from '../../engine/testing/index.ts';
import htmlBox from '../../blocks/html-box/index.ts';
import articleBody from './index.ts';
import { bodyEn, bodyMi, storyOf } from './fixtures.ts';

const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXY1';
const ad: BlockSpec = { block: htmlBox, id: 'ad', customFields: { HTML: '<div class="test-ad">AD SLOT</div>' } };
const text = (content: string) => ({ type: 'text', content });
const render = (content_elements: unknown[], o: { lang?: 'en' | 'mi'; isAdmin?: boolean; children?: BlockSpec[]; inlineAdParagraph?: number; location?: string } = {}) =>
  renderBlock(articleBody, {
    lang: o.lang,
    isAdmin: o.isAdmin,
    globalContent: { ...storyOf(o.lang ?? 'en', content_elements as never), location: o.location ?? 'Wellington' },
    customFields: o.inlineAdParagraph ? { inlineAdParagraph: o.inlineAdParagraph } : {},
    children: o.children ?? [ad],
  });
const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => text(`Paragraph ${i + 1}.`));

describe('article-body chain (spec "Article body elements")', () => {
  it('the first text paragraph gets the location prefixed with an em dash', () => {
    const html = render(paragraphs(3));
    expect(html).toContain('<p class="article-body__text">WELLINGTON — Paragraph 1.</p>');
    expect(html).toContain('<p class="article-body__text">Paragraph 2.</p>');
  });

  it('...unless already present', () => {
    const html = render([text('WELLINGTON — Already there.'), text('Next.')]);
    expect(html).toContain('>WELLINGTON — Already there.<');
    expect(html.match(/WELLINGTON/g)).toHaveLength(1);
  });

  it("inline ads (the chain's blocks) go after the configured paragraph", () => {
    const html = render(paragraphs(6), { inlineAdParagraph: 2 });
    expect(html).toMatch(/Paragraph 2\.<\/p><div class="article-body__inline-ads"><div class="html-box"><div class="test-ad">AD SLOT/);
  });

  it('inline ads default after paragraph 3', () => {
    expect(render(paragraphs(6))).toMatch(/Paragraph 3\.<\/p><div class="article-body__inline-ads">/);
  });

  it('...only if that paragraph is before the second-to-last text paragraph', () => {
    expect(render(paragraphs(5))).toContain('AD SLOT'); // 3 < 4
    expect(render(paragraphs(4))).not.toContain('AD SLOT'); // 3 is the second-to-last
    expect(render(paragraphs(3))).not.toContain('AD SLOT');
  });

  it('admin: an ad that readers will not get is still shown to editors, with the reason', () => {
    const html = render(paragraphs(4), { isAdmin: true });
    expect(html).toContain('AD SLOT');
    expect(html).toContain('paragraph 3 is not before the second-to-last of the 4 text paragraphs');
  });

  it('text content is sanitised: only inline tags; target _blank links get rel noopener', () => {
    const html = render([text('Hi <script>alert(1)</script><img src=x onerror=alert(1)><a href="https://x.example" target="_blank" onclick="x()">link</a><a href="javascript:alert(1)">bad</a>')], { location: '' });
    expect(html).toContain('Hi <a href="https://x.example" target="_blank" rel="noopener noreferrer">link</a><a>bad</a>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript/);
  });

  it('raw_html is editor-trusted markup from the content system, rendered as is', () => {
    const html = render([{ type: 'raw_html', content: '<aside class="factbox"><h4>Facts</h4></aside>' }]);
    expect(html).toContain('<div class="article-body__raw-html"><aside class="factbox"><h4>Facts</h4></aside></div>');
  });

  it('raw_html, oEmbed and video markup keep all but their ids and names, prefixed user-content-: they cannot shadow what the page\'s scripts look up', () => {
    const planted = '<script type="application/json" id="__pb_islands">{}</script><img name="getElementById" alt="">';
    const html = render([
      { type: 'raw_html', content: planted },
      { type: 'oembed_response', subtype: 'twitter', raw_oembed: { html: '<div id="arcad_top">x</div>' } },
      { type: 'video', embed_html: '<video id="player"></video>' },
    ]);
    expect(html).toContain('<div class="article-body__raw-html"><script type="application/json" id="user-content-__pb_islands">{}</script><img name="user-content-getElementById" alt=""></div>');
    expect(html).toContain('<div id="user-content-arcad_top">x</div>');
    expect(html).toContain('<video id="user-content-player"></video>');
  });

  it('copyright and divider', () => {
    const html = render([text('x'), { type: 'divider' }, { type: 'copyright', content: '© 2026 Te Ao Mārama' }]);
    expect(html).toContain('<hr class="article-body__divider"/>');
    expect(html).toContain('<p class="article-body__copyright">© 2026 Te Ao Mārama</p>');
  });

  it('image with alt_text, subtitle, caption, credits (credits.by), link, resized srcset 400/768/1024/1440 (274 is narrower than the narrowest phone) and src 800', () => {
    const html = render([{ type: 'image', _id: ID, url: `/resizer/v2/${ID}.jpg`, auth: { 2: 'h' }, width: 1600, height: 900, alt_text: 'A carved pou', subtitle: 'Pou', caption: 'At the marae.', credits: { by: [{ name: 'Aroha Smith' }] }, link: 'https://example.com/pou' }]);
    expect(html).toContain('alt="A carved pou"');
    expect(html).toContain(`src="/resizer/v2/${ID}?auth=h&amp;width=800"`);
    for (const w of [400, 768, 1024, 1440]) expect(html).toContain(`width=${w} ${w}w`);
    expect(html).not.toContain('274w');
    expect(html).toContain('<a href="https://example.com/pou"><img');
    expect(html).toMatch(/<strong class="article-body__caption-title">Pou<\/strong> <span>At the marae\.<\/span><span class="article-body__credit"> Photo: Aroha Smith<\/span>/);
  });

  it('image alignment left/right floats it, with src 400 and the half widths that fill its slot (384 up)', () => {
    const html = render([{ type: 'image', _id: ID, url: `/resizer/v2/${ID}.jpg`, auth: { 2: 'h' }, width: 1600, height: 900, alignment: 'left' }]);
    expect(html).toContain('article-body__figure--left');
    expect(html).toContain('width=400"');
    expect(html).toContain('width=384 384w');
    expect(html).not.toContain('137w');
    expect(html).toContain('width=720 720w');
  });

  it('image vanity_credits are shown instead of credits', () => {
    const html = render([{ type: 'image', url: '/static/x.svg', credits: { by: [{ name: 'Photographer' }] }, vanity_credits: { by: [{ name: 'Te Ao Mārama' }] } }]);
    expect(html).toContain('Photo: Te Ao Mārama');
    expect(html).not.toContain('Photographer');
  });

  it('an image needs a url; an interstitial link needs url and content; a correction needs text', () => {
    const html = render([text('x'), { type: 'image', alt_text: 'NOURL' }, { type: 'interstitial_link', content: 'NOLINK' }, { type: 'correction', correction_type: 'correction' }]);
    expect(html).not.toMatch(/NOURL|NOLINK|Correction/);
  });

  it('interstitial link', () => {
    expect(render([{ type: 'interstitial_link', url: '/2026/x/', content: 'Read more: <b>x</b>' }])).toContain('<p class="article-body__interstitial"><a href="/2026/x/"><span>Read more: <b>x</b></span></a></p>');
  });

  it('list, ordered and unordered, nested inside the item before it', () => {
    const html = render([{ type: 'list', list_type: 'ordered', items: [text('One'), { type: 'list', list_type: 'unordered', items: [text('One a')] }, text('Two')] }]);
    expect(html).toContain('<ol class="article-body__list"><li><span>One</span><ul class="article-body__list"><li><span>One a</span></li></ul></li><li><span>Two</span></li></ol>');
  });

  it("correction labelled 'Correction' or 'Clarification' (Māori 'Whakatika', 'Whakamārama')", () => {
    const els = [{ type: 'correction', correction_type: 'correction', text: 'Fixed the date.' }, { type: 'correction', correction_type: 'clarification', text: 'Made clear.' }];
    const en = render(els);
    expect(en).toContain('Correction:</strong> <span>Fixed the date.</span>');
    expect(en).toContain('Clarification:</strong>');
    const mi = render(els, { lang: 'mi' });
    expect(mi).toContain('Whakatika:');
    expect(mi).toContain('Whakamārama:');
  });

  it('header with its level, never deeper than 6', () => {
    const html = render([{ type: 'header', level: 3, content: 'Three' }, { type: 'header', level: 9, content: 'Nine' }]);
    expect(html).toContain('<h3 class="article-body__header">Three</h3>');
    expect(html).toContain('<h6 class="article-body__header">Nine</h6>');
  });

  it('oembed_response renders raw_oembed.html, classed by subtype', () => {
    const html = render([{ type: 'oembed_response', subtype: 'twitter', raw_oembed: { html: '<blockquote class="tw">Post</blockquote>' } }, { type: 'oembed_response', subtype: 'x' }]);
    expect(html).toContain('<div class="article-body__oembed article-body__oembed--twitter"><blockquote class="tw">Post</blockquote></div>');
    expect(html.match(/article-body__oembed--/g)).toHaveLength(1);
  });

  it('table with header and rows', () => {
    const html = render([{ type: 'table', caption: 'Results', header: [text('Year'), text('Votes')], rows: [[text('2024'), text('512')]] }]);
    expect(html).toContain('<caption>Results</caption><thead><tr><th scope="col">Year</th><th scope="col">Votes</th></tr></thead><tbody><tr><td>2024</td><td>512</td></tr></tbody>');
  });

  it('a table needs only rows: without a header row it renders its body (no empty <thead>); without rows it renders nothing', () => {
    const html = render([{ type: 'table', rows: [[text('2024'), text('512')]] }, { type: 'table', header: [text('Year')], rows: [] }]);
    expect(html).toContain('<table><tbody><tr><td>2024</td><td>512</td></tr></tbody></table>');
    expect(html).not.toContain('<thead>');
    expect(html.match(/<table>/g)).toHaveLength(1);
  });

  it('quote, pullquote vs blockquote, with content_elements and citation', () => {
    const q = (subtype: string) => ({ type: 'quote', subtype, content_elements: [text('Kia kaha.')], citation: { type: 'text', content: 'Mere' } });
    const html = render([q('pullquote'), q('blockquote')]);
    expect(html).toContain('<figure class="article-body__pullquote"><blockquote><p>Kia kaha.</p></blockquote><figcaption class="article-body__citation">— <cite>Mere</cite></figcaption></figure>');
    expect(html).toContain('<figure class="article-body__blockquote">');
  });

  it('video renders its embed_html', () => {
    const html = render([{ type: 'video', embed_html: '<video class="v" controls></video>', headlines: { basic: 'Clip' } }]);
    expect(html).toContain('<div class="article-body__video-embed"><video class="v" controls></video></div><figcaption class="article-body__caption">Clip</figcaption>');
  });

  it('gallery uses the common/gallery carousel (labels in the reader language)', () => {
    const gallery = { type: 'gallery', _id: 'GAL1', headlines: { basic: 'Matariki' }, content_elements: [1, 2].map((i) => ({ type: 'image', url: `/static/${i}.svg`, alt_text: `Star ${i}` })) };
    const en = render([gallery]);
    expect(en).toContain('aria-label="Matariki"');
    expect(en).toContain('Next Slide');
    expect(en).toContain('alt="Star 2"');
    expect(en).toContain('loading="lazy"');
    expect(render([gallery], { lang: 'mi' })).toContain('Whārangi e Whai Ake');
  });

  it('unknown element types render nothing', () => {
    expect(render([text('x'), { type: 'mystery', content: 'SECRET' }])).not.toContain('SECRET');
  });

  it('no body: readers get nothing, editors the placeholder', () => {
    expect(render([], { children: [ad] })).toBe('');
    expect(render([], { isAdmin: true })).toContain('pb-admin-placeholder');
  });

  it('the whole sample bodies render in both languages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(render(bodyEn(), { location: 'Rotorua' })).toContain('ROTORUA — The new wharenui');
    expect(render(bodyMi(), { lang: 'mi', location: 'Rotorua' })).toContain('ROTORUA — I huakina');
    warn.mockRestore();
  });
});
