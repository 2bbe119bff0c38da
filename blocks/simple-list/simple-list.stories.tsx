import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { listStories } from '../../common/promo/list-stories.fixtures.ts';
import simpleList from './index.ts';

const stories = listStories(simpleList, { title: 'Latest stories', maoriTitle: 'Ngā kōrero hou' });
const meta: BlockMeta<typeof simpleList> = { title: 'Blocks/Simple List', ...stories.meta };

export default meta;
type Story = BlockStory<typeof simpleList>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** No title: the story headlines are the list's headings. */
export const Untitled: Story = { ...stories.untitled };

export const HeadlinesOnly: Story = { args: { showImage: false } };

/** An empty feed: readers get nothing. */
export const Empty: Story = { ...stories.empty };

/** Editors see where the list goes when its feed is empty. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
