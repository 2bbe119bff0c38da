// Sample child blocks and bilingual text shared by chain and layout stories. Child blocks are plain HTML
// boxes (and headline/divider), so a chain's or layout's story shows its own markup, not another block's logic.
import type { BlockDefinition } from '../engine/index.ts';
import type { BlockMeta, BlockSpec, BlockStory } from '../engine/testing/index.ts';
import htmlBox from '../blocks/html-box/index.ts';
import headline from '../blocks/headline/index.ts';
import divider from '../blocks/divider/index.ts';
import single from '../chains/single/index.ts';

export const box = (html: string): BlockSpec => ({ block: htmlBox, customFields: { HTML: html } });
export const emptyBox = (): BlockSpec => ({ block: htmlBox, customFields: { HTML: '' } });

/** Story cards, one html-box each. */
export const cards = (texts: string[]): BlockSpec[] => texts.map((t) => box(`<p><strong>${t}</strong></p>`));

export const storyTitles = {
  en: ['First story', 'Second story', 'Third story', 'Fourth story', 'Fifth story'],
  mi: ['Kōrero tuatahi', 'Kōrero tuarua', 'Kōrero tuatoru', 'Kōrero tuawhā', 'Kōrero tuarima'],
};

/** Text for page-shaped stories, in both languages. */
export const pageText = {
  en: {
    nav: 'Home · News · Sport · Video',
    headline: 'Iwi leaders meet at Waitangi',
    body: 'The hui heard from iwi leaders across the country.',
    rail: 'Most read',
    railItem: 'Kapa haka festival returns',
    upNext: 'Up next',
    full: 'Full width',
    footer: '© Te Ao Mārama',
  },
  mi: {
    nav: 'Kāinga · Kōrero · Hākinakina · Ataata',
    headline: 'Ka hui ngā rangatira o ngā iwi ki Waitangi',
    body: 'I rongo te hui i ngā rangatira o ngā iwi puta noa i te motu.',
    rail: 'E tino pānuitia ana',
    railItem: 'Kua hoki mai te taiopenga kapa haka',
    upNext: 'E whai ake nei',
    full: 'Whānui katoa',
    footer: '© Te Ao Mārama',
  },
};
export type PageText = typeof pageText.en;

export const navBox = (t: PageText) => box(`<nav class="page-container">${t.nav}</nav>`);
export const footerBox = (t: PageText) => box(`<p class="page-container">${t.footer}</p>`);

/** The page content a layout story shows: its headline, in the story's language. */
export const headlineOf = (t: PageText) => ({ headlines: { basic: t.headline } });

/**
 * The sections of a right-rail-family layout story: navigation, a main column (headline, rule, text), a rail with a
 * titled chain, the footer. `rail` is the layout's rail section name.
 */
export const railSections = (t: PageText, rail: string, railHeading: string = t.rail): Record<string, BlockSpec[]> => ({
  navigation: [navBox(t)],
  main: [{ block: headline }, { block: divider }, box(`<p>${t.body}</p>`)],
  [rail]: [{ block: single, customFields: { heading: railHeading }, children: [box(`<p>${t.railItem}</p>`)] }],
  footer: [footerBox(t)],
});

/** Ids of sample pictures Storybook serves where the resizer would (.storybook/static.ts): 800x450 each. */
export const STORY_IMAGE_IDS = Array.from({ length: 10 }, (_, i) => `IMG${String(i).padStart(6, '0')}XXXXXXXXXXXXXXXXX`);

/**
 * An ANS image (a story's promo_items.basic, a gallery's content_elements) whose resizer URLs show a real picture in
 * Storybook: `n` picks one of STORY_IMAGE_IDS. Give it to `resizedImage` as any image from the content API.
 */
export function storyImage(n = 0, alt_text = 'A sample picture') {
  const _id = STORY_IMAGE_IDS[n % STORY_IMAGE_IDS.length]!;
  return { _id, type: 'image', url: `/resizer/v2/${_id}`, auth: { '2': 'story' }, width: 800, height: 450, focal_point: { x: 400, y: 225 }, alt_text };
}

type Sections = (t: PageText) => Record<string, BlockSpec[]>;

/**
 * What the page layouts' stories share: the layout's `sections` in English and Māori around the page's headline,
 * the full-width regions filled (they render only when they hold blocks), and admin mode with an empty chain in
 * `emptySection`, where the engine shows its placeholder. Each stories file names its stories (Storybook indexes
 * names and tags statically) and takes their parameters from here.
 */
export function layoutStories(block: BlockDefinition, sections: Sections, emptySection: string) {
  const meta: Omit<BlockMeta<object>, 'title'> = {
    parameters: { layout: 'fullscreen', pagebuilder: { block, globalContent: headlineOf(pageText.en), sections: sections(pageText.en) } },
  };
  const stories = {
    maori: { globals: { lang: 'mi' }, parameters: { pagebuilder: { globalContent: headlineOf(pageText.mi), sections: sections(pageText.mi) } } },
    fullWidthSections: {
      parameters: {
        pagebuilder: {
          sections: { ...sections(pageText.en), fullwidth1: [box(`<p>${pageText.en.full} 1</p>`)], fullwidth2: [box(`<p>${pageText.en.full} 2</p>`)] },
        },
      },
    },
    adminPlaceholder: {
      globals: { mode: 'admin' },
      parameters: { pagebuilder: { sections: { ...sections(pageText.en), [emptySection]: [{ block: single, customFields: { heading: pageText.en.rail } }] } } },
    },
  } satisfies Record<string, BlockStory<object>>;
  return { meta, ...stories };
}
