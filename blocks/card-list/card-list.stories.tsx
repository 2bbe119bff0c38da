import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { fixtureStories } from '../../common/promo/fixtures.ts';
import { listStories } from '../../common/promo/list-stories.fixtures.ts';
import cardList from './index.ts';

const stories = listStories(cardList, { title: 'News', maoriTitle: 'Ngā Kōrero' });
const meta: BlockMeta<typeof cardList> = { title: 'Blocks/Card List', ...stories.meta };

export default meta;
type Story = BlockStory<typeof cardList>;

/** The main card (4:3 image, headline, byline, date), then four smaller cards with 105 px thumbnails. */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

export const Untitled: Story = { ...stories.untitled };

export const HeadlinesOnly: Story = { args: { showImage: false, showByline: false, showDate: false } };

/** One story: only the main card. */
export const SingleStory: Story = { parameters: { pagebuilder: { content: stories.feed(fixtureStories(1)) } } };

/** Editors see where the list goes when its feed is empty. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
