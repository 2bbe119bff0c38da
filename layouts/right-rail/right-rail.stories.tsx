import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { layoutStories, pageText, railSections, type PageText } from '../../.storybook/fixtures.ts';
import single from '../../chains/single/index.ts';
import rightRail from './index.ts';

const sections = (t: PageText) => railSections(t, 'rightTail');
const stories = layoutStories(rightRail, sections, 'rightTail');

const meta: BlockMeta<typeof rightRail> = { title: 'Layouts/Right Rail', ...stories.meta };

export default meta;
type Story = BlockStory<typeof rightRail>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = { ...stories.fullWidthSections };

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
