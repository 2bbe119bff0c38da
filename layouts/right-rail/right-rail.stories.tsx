import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { box, headlineOf, pageText, railSections, type PageText } from '../../.storybook/fixtures.ts';
import single from '../../chains/single/index.ts';
import rightRail from './index.ts';

const sections = (t: PageText) => railSections(t, 'rightTail');

const meta: BlockMeta<typeof rightRail> = {
  title: 'Layouts/Right Rail',
  parameters: {
    layout: 'fullscreen',
    pagebuilder: { block: rightRail, globalContent: headlineOf(pageText.en), sections: sections(pageText.en) },
  },
};

export default meta;
type Story = BlockStory<typeof rightRail>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: headlineOf(pageText.mi), sections: sections(pageText.mi) } },
};

/** fullwidth1 and fullwidth2 render their wrappers only when they hold blocks. */
export const FullWidthSections: Story = {
  parameters: {
    pagebuilder: {
      sections: { ...sections(pageText.en), fullwidth1: [box('<p>Full width, above the columns</p>')], fullwidth2: [box('<p>Full width, below the columns</p>')] },
    },
  },
};

/**
 * Admin mode: blocks that render nothing (an empty chain, a headline without content) show placeholders in place.
 * Storybook deep-merges parameters, so the headline is emptied (basic: ''), not left out.
 */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: {
    pagebuilder: {
      globalContent: { headlines: { basic: '' } },
      sections: { ...sections(pageText.en), rightTail: [{ block: single, customFields: { heading: pageText.en.rail } }] },
    },
  },
};
