import { type BlockMeta, type BlockSpec, type BlockStory } from '../../engine/testing/index.ts';
import htmlBox from '../../blocks/html-box/index.ts';
import articleBody from './index.ts';
import { bodyEn, storyOf } from './fixtures.ts';

/** Stand-in for an ad block placed in the chain by an editor. */
const ad = (text: string): BlockSpec => ({ block: htmlBox, id: 'inline-ad', customFields: { HTML: `<div style="border:1px solid #e2e2e2;padding:1rem;text-align:center">${text}</div>` } });

const IMG = '/static/brand/fallback.svg';
const extras = [
  { _id: 'v1', type: 'video', headlines: { basic: 'Dawn at the wharenui' }, embed_html: '<video controls playsinline preload="none" width="1280" height="720"></video>' },
  { _id: 'g1', type: 'gallery', headlines: { basic: 'Opening day in pictures' }, content_elements: [1, 2, 3].map((i) => ({ _id: `gimg${i}`, type: 'image', url: IMG, width: 1200, height: 630, alt_text: `Opening day photo ${i}`, caption: `Photo ${i} of the opening.` })) },
  { _id: 'o1', type: 'oembed_response', subtype: 'youtube', raw_oembed: { html: '<div class="sample-oembed"><p>Embedded video post</p></div>' } },
  { _id: 'r1', type: 'raw_html', content: '<aside style="border-left:4px solid #c8102e;padding:.5rem 1rem"><h4>Fact box</h4><p>The wharenui seats 400.</p></aside>' },
  { _id: 'd1', type: 'divider' },
  { _id: 'q2', type: 'quote', subtype: 'blockquote', content_elements: [{ type: 'text', content: 'We built it together.' }], citation: { type: 'text', content: 'Project lead' } },
];

const meta: BlockMeta<typeof articleBody> = {
  title: 'Chains/Article Body',
  args: { inlineAdParagraph: 3 },
  // Page content is set per story: Storybook deep-merges parameters, so a meta-level story would leak into the others.
  parameters: { pagebuilder: { block: articleBody, children: [ad('Advertisement')] } },
};

export default meta;
type Story = BlockStory<typeof articleBody>;

/** Dateline "ROTORUA — " on the first paragraph; the chain's ad after paragraph 3. */
export const English: Story = { parameters: { pagebuilder: { globalContent: storyOf('en') } } };

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: storyOf('mi'), children: [ad('Pānui')] } },
};

/** Every element type of the spec, including video, gallery (a scrollable strip: chains do not hydrate), oEmbed, raw HTML. */
export const AllElements: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en', [...bodyEn().slice(0, 4), ...extras, ...bodyEn().slice(4)]) } },
};

/** Paragraph 3 is the second-to-last of four: readers get no inline ad. */
export const InlineAdNotPlaced: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en', bodyEn().filter((e) => e.type === 'text').slice(0, 4)) } },
};

/** Editors see why the ad is not placed, and the ad block itself to configure it. */
export const AdminInlineAdNotPlaced: Story = {
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: storyOf('en', bodyEn().filter((e) => e.type === 'text').slice(0, 4)) } },
};

/** No body elements: editors see the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: storyOf('en', []), children: [] } },
};
