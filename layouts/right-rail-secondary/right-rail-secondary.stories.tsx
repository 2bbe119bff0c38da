import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { layoutStories, railSections, type PageText } from '../../.storybook/fixtures.ts';
import rightRailSecondary from './index.ts';

const stories = layoutStories(rightRailSecondary, (t: PageText) => railSections(t, 'rightrail'), 'rightrail');

/** The undivided slots, with a rule before the rail. */
const meta: BlockMeta<typeof rightRailSecondary> = { title: 'Layouts/Right Rail (second variant)', ...stories.meta };

export default meta;
type Story = BlockStory<typeof rightRailSecondary>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = { ...stories.fullWidthSections };

/** Admin mode: an empty chain in the rail shows the engine's placeholder where an editor would fill it. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
