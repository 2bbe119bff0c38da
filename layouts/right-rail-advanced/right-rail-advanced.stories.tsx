import type { BlockMeta, BlockSpec, BlockStory } from '../../engine/testing/index.ts';
import { box, footerBox, layoutStories, navBox, type PageText } from '../../.storybook/fixtures.ts';
import headline from '../../blocks/headline/index.ts';
import divider from '../../blocks/divider/index.ts';
import single from '../../chains/single/index.ts';
import rightRailAdvanced from './index.ts';

const sections = (t: PageText): Record<string, BlockSpec[]> => ({
  navigation: [navBox(t)],
  'main-1': [{ block: headline }, { block: divider }, box(`<p>${t.body}</p>`)],
  'main-2': [box(`<p>${t.body}</p>`)],
  'rightrail-top': [{ block: single, customFields: { heading: t.rail }, children: [box(`<p>${t.railItem}</p>`)] }],
  'rightrail-middle': [box(`<p><strong>${t.rail}</strong></p>`)],
  'rightrail-bottom': [box(`<p>${t.railItem}</p>`)],
  footer: [footerBox(t)],
});

const stories = layoutStories(rightRailAdvanced, sections, 'rightrail-top');

/** Two stacked main areas beside a rail of three. */
const meta: BlockMeta<typeof rightRailAdvanced> = { title: 'Layouts/Advanced Right Rail', ...stories.meta };

export default meta;
type Story = BlockStory<typeof rightRailAdvanced>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = { ...stories.fullWidthSections };

/** Admin mode: an empty chain in the rail shows the engine's placeholder where an editor would fill it. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
