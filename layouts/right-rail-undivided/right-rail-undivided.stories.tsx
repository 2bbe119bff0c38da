import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { layoutStories, railSections, type PageText } from '../../.storybook/fixtures.ts';
import rightRailUndivided from './index.ts';

const stories = layoutStories(rightRailUndivided, (t: PageText) => railSections(t, 'rightrail'), 'rightrail');

/** Main column and rail with no rule between them; fullwidth2 shows only when it has blocks. */
const meta: BlockMeta<typeof rightRailUndivided> = { title: 'Layouts/Right Rail Undivided', ...stories.meta };

export default meta;
type Story = BlockStory<typeof rightRailUndivided>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The full-width regions render only when they hold blocks. */
export const FullWidthSections: Story = { ...stories.fullWidthSections };

/** Admin mode: an empty chain in the rail shows the engine's placeholder where an editor would fill it. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
