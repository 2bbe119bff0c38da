import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { automaticPromoStories } from '../../common/promo-sizes/promo-stories.fixtures.ts';
import largePromo from './index.ts';

const stories = automaticPromoStories(largePromo);
const meta: BlockMeta<typeof largePromo> = { title: 'Blocks/Large Promo', ...stories.meta };

export default meta;
type Story = BlockStory<typeof largePromo>;

// The first story of a collection and lazy loading look the same at every size: small-promo's stories show them.

/** A story by its URL (content-api), flagged breaking and updated. */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

export const Widescreen: Story = { ...stories.widescreen };

export const HeadlineOnly: Story = { ...stories.headlineOnly };

/** The collection has no story on this site: editors see why the promo is empty. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
