import { type BlockMeta, type BlockSpec, type BlockStory } from '../../engine/testing/index.ts';
import htmlBox from '../../blocks/html-box/index.ts';
import headline from '../../blocks/headline/index.ts';
import divider from '../../blocks/divider/index.ts';
import single from '../../chains/single/index.ts';
import rightRail from './index.ts';

const box = (html: string): BlockSpec => ({ block: htmlBox, customFields: { HTML: html } });

const words = {
  en: { nav: 'Home · News · Sport · Video', body: 'The hui heard from iwi leaders across the country.', rail: 'Most read', item: 'Kapa haka festival returns', footer: '© Te Ao Mārama' },
  mi: { nav: 'Kāinga · Kōrero · Hākinakina · Ataata', body: 'I rongo te hui i ngā rangatira o ngā iwi puta noa i te motu.', rail: 'E tino pānuitia ana', item: 'Kua hoki mai te taiopenga kapa haka', footer: '© Te Ao Mārama' },
};

const sections = (w: typeof words.en): Record<string, BlockSpec[]> => ({
  navigation: [box(`<nav class="page-container">${w.nav}</nav>`)],
  main: [{ block: headline }, { block: divider }, box(`<p>${w.body}</p>`)],
  rightTail: [{ block: single, customFields: { heading: w.rail }, children: [box(`<p>${w.item}</p>`)] }],
  footer: [box(`<p class="page-container">${w.footer}</p>`)],
});

const meta: BlockMeta<typeof rightRail> = {
  title: 'Layouts/Right Rail',
  parameters: {
    pagebuilder: {
      block: rightRail,
      globalContent: { headlines: { basic: 'Iwi leaders meet at Waitangi' } },
      sections: sections(words.en),
    },
  },
};

export default meta;
type Story = BlockStory<typeof rightRail>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: {
    pagebuilder: { globalContent: { headlines: { basic: 'Ka hui ngā rangatira o ngā iwi ki Waitangi' } }, sections: sections(words.mi) },
  },
};

/** fullwidth1 and fullwidth2 render their wrappers only when they hold blocks. */
export const FullWidthSections: Story = {
  parameters: {
    pagebuilder: {
      sections: { ...sections(words.en), fullwidth1: [box('<p>Full width, above the columns</p>')], fullwidth2: [box('<p>Full width, below the columns</p>')] },
    },
  },
};

/** Admin mode: blocks that render nothing (an empty chain, a headline without content) show placeholders in place. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: {
    pagebuilder: {
      globalContent: { headlines: {} },
      sections: { ...sections(words.en), rightTail: [{ block: single, customFields: { heading: words.en.rail } }] },
    },
  },
};
