import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { layoutStories, railSections, type PageText } from '../../.storybook/fixtures.ts';
import twoColumnUpNext from './index.ts';

const stories = layoutStories(twoColumnUpNext, (t: PageText) => railSections(t, 'rightrail', t.upNext), 'rightrail');

/** Video pages: the player column and an Up Next rail. */
const meta: BlockMeta<typeof twoColumnUpNext> = { title: 'Layouts/Two Column With Up Next', ...stories.meta };

export default meta;
type Story = BlockStory<typeof twoColumnUpNext>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = { ...stories.fullWidthSections };

/** Admin mode: an empty chain in the rail shows the engine's placeholder where an editor would fill it. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
