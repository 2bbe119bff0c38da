import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { fixtureVideos, FIXTURE_SITE } from '../../common/video/fixtures.ts';
import video from './index.ts';
import { videoByUrlQuery } from './source.ts';

const [en] = fixtureVideos(1);
const [mi] = fixtureVideos(1, { lang: 'mi' });
const portrait = { ...en, promo_items: { basic: { ...en.promo_items!.basic, width: 1080, height: 1920 } } };

const meta: BlockMeta<typeof video> = {
  title: 'Blocks/Video',
  parameters: { pagebuilder: { block: video, site: FIXTURE_SITE, pageType: 'video', globalContent: en } },
};

export default meta;
type Story = BlockStory<typeof video>;

/** Inline (default): the page's video, with the title and credits under the player shown. */
export const English: Story = {
  args: { hideVideoTitle: false, hideVideoCredits: false },
};

export const Maori: Story = { name: 'Māori', args: { hideVideoTitle: false, hideVideoCredits: false }, ...onPage(mi, { lang: 'mi' }) };

/** Inline with an alert badge, title and description around the player. */
export const InlineWithText: Story = {
  args: { alertBadge: 'Breaking', title: 'Flood waters rise in Tairāwhiti', description: 'Our crew reports from Gisborne as rivers peak overnight.' },
};

/** Feature style: the badge, title and description beside the player. */
export const Feature: Story = {
  args: { displayStyle: 'featureVideo', alertBadge: 'Exclusive', title: 'Kapa haka regionals', description: 'The best of the weekend.', borderRadius: true },
};

/** A 9:16 video takes 65% of the viewport height. */
export const Portrait: Story = onPage(portrait);

/** Not inheriting: the video found by its website URL. */
export const ByWebsiteUrl: Story = {
  args: { inheritGlobalContent: false, websiteURL: '/2024/03/01/video-2/' },
  parameters: {
    pagebuilder: {
      globalContent: undefined,
      content: [{ source: 'content-api-video', query: videoByUrlQuery(FIXTURE_SITE, '/2024/03/01/video-2/'), value: fixtureVideos(1, { start: 1 })[0] }],
    },
  },
};

/** No embed markup: editors see why the block is empty. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage({ ...en, embed_html: '' }, { mode: 'admin' }) };
