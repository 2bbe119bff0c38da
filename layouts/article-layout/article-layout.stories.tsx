import type { BlockMeta, BlockSpec, BlockStory } from '../../engine/testing/index.ts';
import { box, footerBox, layoutStories, navBox, type PageText } from '../../.storybook/fixtures.ts';
import headline from '../../blocks/headline/index.ts';
import divider from '../../blocks/divider/index.ts';
import single from '../../chains/single/index.ts';
import articleLayout from './index.ts';

const sections = (t: PageText): Record<string, BlockSpec[]> => ({
  navigation: [navBox(t)],
  header: [{ block: headline }],
  main: [box(`<p>${t.body}</p>`), { block: divider }, box(`<p>${t.body}</p>`)],
  rightrail: [{ block: single, customFields: { heading: t.rail }, children: [box(`<p>${t.railItem}</p>`)] }],
  footer: [footerBox(t)],
});

const stories = layoutStories(articleLayout, sections, 'rightrail');

/** A story: header across the top, body beside the rail. */
const meta: BlockMeta<typeof articleLayout> = { title: 'Layouts/Article', ...stories.meta };

export default meta;
type Story = BlockStory<typeof articleLayout>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = { ...stories.fullWidthSections };

/** Admin mode: an empty chain in the rail shows the engine's placeholder where an editor would fill it. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
