import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { listStories } from '../../common/promo/list-stories.fixtures.ts';
import numberedList from './index.ts';

const stories = listStories(numberedList, { title: 'Most read', maoriTitle: 'Ngā mea i pānuitia nuitia' });
const meta: BlockMeta<typeof numberedList> = { title: 'Blocks/Numbered List', ...stories.meta };

export default meta;
type Story = BlockStory<typeof numberedList>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** No title: the story headlines are the list's headings. */
export const Untitled: Story = { ...stories.untitled };

export const HeadlinesOnly: Story = { args: { showImage: false } };

/** An empty feed: readers get nothing. */
export const Empty: Story = { ...stories.empty };

/** Editors see where the list goes when its feed is empty. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
