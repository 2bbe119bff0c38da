import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { FIXTURE_SITE, MANUAL_IMAGE_ID, MANUAL_VALUES } from '../../common/promo-sizes/fixtures.ts';
import extraLargeManualPromo from './index.ts';

const meta: BlockMeta<typeof extraLargeManualPromo> = {
  title: 'Blocks/Extra Large Manual Promo',
  parameters: { pagebuilder: { block: extraLargeManualPromo, site: FIXTURE_SITE } },
  args: { overline: MANUAL_VALUES.en.overline, overlineURL: MANUAL_VALUES.en.overlineURL, headline: MANUAL_VALUES.en.headline, description: MANUAL_VALUES.en.description, ...MANUAL_VALUES.image, linkURL: MANUAL_VALUES.en.linkURL, newTab: true },
};

export default meta;
type Story = BlockStory<typeof extraLargeManualPromo>;

/** Links to another site in a new tab (with hidden text 'Opens in new window'). */
export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  args: { overline: MANUAL_VALUES.mi.overline, overlineURL: MANUAL_VALUES.mi.overlineURL, headline: MANUAL_VALUES.mi.headline, description: MANUAL_VALUES.mi.description },
};

/** Same tab, 4:3 image. */
export const SameTab: Story = { args: { newTab: false, imageRatio: '4:3' } };

/** An image picked without a resizer token: the token comes from the signing service. */
export const SignedImage: Story = {
  args: { imageAuth: undefined },
  parameters: { pagebuilder: { content: [{ source: 'signing-service', query: { id: MANUAL_IMAGE_ID }, value: { hash: 'signedhash' } }] } },
};

/** No headline and no image: readers get nothing, editors the placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { headline: '', imageURL: '' },
};
