import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { box, headlineOf, pageText, railSections, type PageText } from '../../.storybook/fixtures.ts';
import single from '../../chains/single/index.ts';
import twoColumnUpNext from './index.ts';

const sections = (t: PageText) => railSections(t, 'rightrail', t.upNext);

/** Video pages: the player column and an Up Next rail. */
const meta: BlockMeta<typeof twoColumnUpNext> = {
  title: 'Layouts/Two Column With Up Next',
  parameters: {
    layout: 'fullscreen',
    pagebuilder: { block: twoColumnUpNext, globalContent: headlineOf(pageText.en), sections: sections(pageText.en) },
  },
};

export default meta;
type Story = BlockStory<typeof twoColumnUpNext>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: headlineOf(pageText.mi), sections: sections(pageText.mi) } },
};

/** Spec: the full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = {
  parameters: {
    pagebuilder: {
      sections: { ...sections(pageText.en), fullwidth1: [box(`<p>${pageText.en.full} 1</p>`)], fullwidth2: [box(`<p>${pageText.en.full} 2</p>`)] },
    },
  },
};

/** Admin mode: an empty chain in the rail shows the engine's placeholder where an editor would fill it. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { sections: { ...sections(pageText.en), rightrail: [{ block: single, customFields: { heading: pageText.en.rail } }] } } },
};
