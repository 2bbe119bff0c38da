import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import ads from './index.ts';
import { SITE, storyPage } from './fixtures.ts';

const meta: BlockMeta<typeof ads> = {
  title: 'Blocks/Ads',
  parameters: {
    pagebuilder: {
      block: ads,
      id: 'story-cube',
      site: SITE,
      pageType: 'article',
      globalContent: storyPage,
      // A stand-in network id: nothing loads (the site does not enable ad scripts), the slot just queues.
      siteProperties: { dfpId: '0000000' },
    },
  },
};

export default meta;
type Story = BlockStory<typeof ads>;

/** A cube with its label and reserved space (the ad itself comes from the ad service in the browser). */
export const English: Story = { args: { adType: '300x250' } };

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' }, args: { adType: '300x250' } };

export const LeaderboardWithoutLabel: Story = { args: { adType: '970x250|970x90|728x90|320x50', displayAdLabel: false, lazyLoad: false } };

export const RightRailCube: Story = { args: { adType: '300x250|300x600_rightrail' } };

/** The label from the site property adLabel instead of the block's phrase. */
export const SiteLabel: Story = { args: { adType: '728x90|320x50' }, parameters: { pagebuilder: { siteProperties: { dfpId: '0000000', adLabel: 'Sponsored' } } } };

/** Editors see ad name, slot name and dimensions instead of an ad. */
export const Admin: Story = { globals: { mode: 'admin' }, args: { adType: '300x250|300x600' } };

export const AdminDefaultType: Story = { globals: { mode: 'admin' } };

/** AMP output: nothing for readers; editors see why. */
export const AmpAdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { outputType: 'amp' } },
};
