import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import leadart from './index.ts';
import { galleryLead, htmlLead, imageLead, storyWith, videoLead } from './fixtures.ts';

const meta: BlockMeta<typeof leadart> = {
  title: 'Blocks/Lead Art',
  // Page content is set per story: Storybook deep-merges parameters, so a meta-level story would leak into the others.
  parameters: { pagebuilder: { block: leadart } },
};

export default meta;
type Story = BlockStory<typeof leadart>;

/** An image with its title, caption and credit, and a full-screen button (shown once hydrated). */
export const English: Story = onPage(storyWith(imageLead()));

export const Maori: Story = {
  name: 'Māori',
  ...onPage(storyWith(imageLead({ alt_text: 'Ngā waka i te whanga i te ata', subtitle: 'Waitangi', caption: 'Ka huihui ngā waka i te whanga i mua i te karakia o te ata.' }), 'mi'), { lang: 'mi' }),
};

export const ImageFourByThreeRounded: Story = { ...English, args: { aspectRatio: '4:3', borderRadius: true } };

export const ImageWithoutCaption: Story = { ...English, args: { hideTitle: true, hideCaption: true, hideCredits: true } };

export const Video: Story = onPage(storyWith(videoLead()));

/** Spec: one slide, autoplay and full screen enabled, images 450 high. */
export const Gallery: Story = onPage(storyWith(galleryLead(5)));

export const GalleryMaori: Story = onPage(storyWith(galleryLead(5, { headlines: { basic: 'Ngā whakaahua o Matariki' } }), 'mi'), { lang: 'mi' });

export const RawHtml: Story = onPage(storyWith(htmlLead()));

/** No lead art and no promo image: readers get nothing. */
export const NoLeadArt: Story = onPage({ type: 'story', promo_items: {} });

export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage({ type: 'story', promo_items: {} }, { mode: 'admin' }) };
