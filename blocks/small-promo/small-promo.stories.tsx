import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { automaticPromoStories } from '../../common/promo-sizes/promo-stories.fixtures.ts';
import smallPromo from './index.ts';

const stories = automaticPromoStories(smallPromo);
const meta: BlockMeta<typeof smallPromo> = { title: 'Blocks/Small Promo', ...stories.meta };

export default meta;
type Story = BlockStory<typeof smallPromo>;

/** A story by its URL (content-api), flagged breaking and updated. */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', ...stories.maori };

/** The first story of a collection. */
export const FirstOfCollection: Story = { ...stories.firstOfCollection };

export const Widescreen: Story = { ...stories.widescreen };

export const HeadlineOnly: Story = { ...stories.headlineOnly };

/** On a page a lazy promo renders near the viewport; here (as in the browser) it renders itself. */
export const LazyLoaded: Story = { ...stories.lazyLoaded };

/** The collection has no story on this site: editors see why the promo is empty. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...stories.adminPlaceholder };
