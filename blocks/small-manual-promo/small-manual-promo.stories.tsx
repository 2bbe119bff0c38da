import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { manualPromoStories } from '../../common/promo-sizes/promo-stories.fixtures.ts';
import smallManualPromo from './index.ts';

const stories = manualPromoStories(smallManualPromo);
const meta: BlockMeta<typeof smallManualPromo> = { title: 'Blocks/Small Manual Promo', ...stories.meta };

export default meta;
type Story = BlockStory<typeof smallManualPromo>;

/** Links to another site in a new tab (with hidden text 'Opens in new window'). */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** Same tab, 4:3 image. */
export const SameTab: Story = { ...stories.sameTab };

/** An image picked without a resizer token: the token comes from the signing service. */
export const SignedImage: Story = { ...stories.signedImage };

/** No headline and no image: readers get nothing, editors the placeholder. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
