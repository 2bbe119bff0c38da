import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import gallery from './index.ts';
import { galleryContent, galleryDoc } from './fixtures.ts';

const meta: BlockMeta<typeof gallery> = {
  title: 'Blocks/Gallery',
  // Page content is set per story: Storybook deep-merges parameters, so a meta-level one would leak into the others.
  parameters: { pagebuilder: { block: gallery, pageType: 'gallery' } },
};

export default meta;
type Story = BlockStory<typeof gallery>;

/** A gallery page: one slide at a time, '1 of 6', title, caption and credit; an ad after every 5 clicks. */
export const English: Story = onPage(galleryDoc(6));

export const Maori: Story = { name: 'Māori', ...onPage(galleryDoc(6, 'mi'), { lang: 'mi' }) };

/** Off a gallery page: the gallery the editor configured (content-api by website_url). */
export const ConfiguredGallery: Story = {
  args: { galleryContent },
  parameters: {
    pagebuilder: {
      pageType: 'article',
      globalContent: { type: 'story', _id: 'STORY' },
      content: [{ source: 'content-api', query: galleryContent.contentConfigValues, value: galleryDoc(4) }],
    },
  },
};

export const ImagesOnly: Story = { args: { hideTitle: true, hideCaption: true, hideCredits: true }, ...onPage(galleryDoc(6)) };

/** Not a gallery page and no gallery configured: readers get nothing; editors see why. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { pageType: 'article', globalContent: { type: 'story', _id: 'STORY' } } },
};
