// The resizer serves only an allow-list of sizes (services/resizer/protocol.ts). These tests keep that list and the
// blocks in step: every size a block can ask for is on it, and every resizer URL the sample pages print is served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heightForWidth, IMAGE_SIZES, IMAGE_WIDTHS, isAllowedSize, SOCIAL_IMAGE_SIZE, type Ratio } from '../common/images.ts';
import { PROMO_IMAGE_RATIOS, PROMO_SRC_WIDTH, PROMO_WIDTHS } from '../common/promo-sizes/index.ts';
import { HOME_HERO_PICTURE, HOME_SUBHERO_PICTURE, SECTION_HERO_ITEM_PICTURE, SECTION_HERO_LEAD_PICTURE } from '../common/promo-sizes/picture.ts';
import { GALLERY_DEFAULT_WIDTH, GALLERY_WIDTHS } from '../common/gallery/index.ts';
import { VIDEO_THUMB } from '../common/video/index.ts';
import { ARTICLE_IMAGE_WIDTHS, articleImageSizing } from '../chains/article-body/rules.ts';
import { NUMBERED_LIST_IMAGE } from '../blocks/numbered-list/component.tsx';
import { RESULTS_IMAGE_WIDTHS } from '../blocks/results-list/component.tsx';
import { ARTICLE_LIST_IMAGE } from '../blocks/article-list/component.tsx';
import { IMAGE_RATIOS as TOP_TABLE_RATIOS, TOP_TABLE_WIDTHS } from '../blocks/top-table-list/tiers.ts';
import { MAIN_IMAGE, SECONDARY_IMAGE } from '../blocks/card-list/images.ts';
import { LEAD_ART_RATIOS, LEAD_ART_WIDTH, LEAD_ART_WIDTHS } from '../blocks/leadart/lead-art.ts';
import { SIMPLE_LIST_IMAGE } from '../blocks/simple-list/component.tsx';
import { TRENDING_IMAGE } from '../blocks/trending-stories/trending.ts';
import { LOGO_WIDTHS } from '../blocks/subtype-footer/subtypes.ts';
import { SEARCH_IMAGE } from '../blocks/search-results-list/component.tsx';
import { PHOTO_WIDTH } from '../blocks/reporter-profile/profile.ts';
import { sharedServer } from './browser/browser.ts';

type Spec = { widths: readonly number[]; width?: number; ratio?: Ratio };
const sizesOf = ({ widths, width, ratio }: Spec) =>
  [...widths, ...(width ? [width] : [])].map((w) => ({ width: w, height: ratio === undefined ? undefined : heightForWidth(w, ratio) }));
const atRatios = (widths: readonly number[], ratios: readonly Ratio[]) => ratios.flatMap((ratio) => sizesOf({ widths, ratio }));

describe('every size a block asks for is on the resizer allow-list', () => {
  const requested: Record<string, Array<{ width: number; height?: number }>> = {
    'device widths and fixed renditions': [...Object.values(IMAGE_WIDTHS).map((width) => ({ width })), ...Object.values(IMAGE_SIZES)],
    'social image (cropped, or width only for author and fallback images)': [SOCIAL_IMAGE_SIZE, { width: SOCIAL_IMAGE_SIZE.width }],
    'promos at each ratio an editor may pick': atRatios([...PROMO_WIDTHS, PROMO_SRC_WIDTH], PROMO_IMAGE_RATIOS),
    'hero pictures': [HOME_HERO_PICTURE, SECTION_HERO_LEAD_PICTURE, SECTION_HERO_ITEM_PICTURE, HOME_SUBHERO_PICTURE].flatMap((p) => [
      p.src, ...p.img.renditions, ...p.sources.flatMap((s) => s.renditions),
    ]),
    'top table list at each tier ratio': atRatios(TOP_TABLE_WIDTHS, TOP_TABLE_RATIOS),
    'lead art at each aspect ratio': atRatios([...LEAD_ART_WIDTHS, LEAD_ART_WIDTH], LEAD_ART_RATIOS),
    'results list at each image ratio option': atRatios(RESULTS_IMAGE_WIDTHS, ['3:2', '16:9', '4:3']),
    'lists and cards': [NUMBERED_LIST_IMAGE, ARTICLE_LIST_IMAGE, MAIN_IMAGE, SECONDARY_IMAGE, SIMPLE_LIST_IMAGE, TRENDING_IMAGE, SEARCH_IMAGE, VIDEO_THUMB].flatMap(sizesOf),
    'gallery slides and subtype logos (width only)': sizesOf({ widths: [...GALLERY_WIDTHS, GALLERY_DEFAULT_WIDTH, ...LOGO_WIDTHS] }),
    'article body images, full width and floated (width only)': [
      ...ARTICLE_IMAGE_WIDTHS.map((width) => ({ width })),
      ...[articleImageSizing('left'), articleImageSizing('center')].flatMap(sizesOf),
    ],
    'author photos, square at single and double density': sizesOf({ widths: [PHOTO_WIDTH, PHOTO_WIDTH * 2], ratio: '1:1' }),
  };
  for (const [what, sizes] of Object.entries(requested)) {
    it(what, () => {
      expect(sizes.length).toBeGreaterThan(0);
      const refused = sizes.filter((s) => !isAllowedSize(s.width, s.height)).map((s) => `${s.width}x${s.height ?? ''}`);
      expect(refused).toEqual([]);
    });
  }
});

describe('every resizer URL on the sample pages is served', () => {
  let server: Awaited<ReturnType<typeof sharedServer>>;
  beforeAll(async () => {
    server = await sharedServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const arc = async (path: string) => (await fetch(`${server.base}/arc${path}`)).json();
  const firstUrl = async (type: string) =>
    (await arc(`/content/v4/search/published?website=teaomarama&q=type:${type}&size=1`)).content_elements[0];

  it('home, section, article, video, gallery, author, tag, search and AMP pages: each size is allowed and answers 200', async () => {
    const story = await firstUrl('story');
    const pages = [
      '/', '/?outputType=amp', '/news/', '/latest/', story.websites.teaomarama.website_url, `${story.websites.teaomarama.website_url}?outputType=amp`,
      (await firstUrl('video')).websites.teaomarama.website_url, (await firstUrl('gallery')).websites.teaomarama.website_url,
      story.credits.by[0].url, `/tags/${story.taxonomy.tags[0].slug}/`, '/search/kapa%20haka/',
    ];
    const urls = new Map<string, string>(); // one URL per distinct size and crop kind
    for (const page of pages) {
      const res = await fetch(`${server.base}${page}`);
      expect(res.status, page).toBe(200);
      // HTML writes & as &amp;, the JSON-LD script as \u0026: the same address either way.
      const html = (await res.text()).replaceAll('&amp;', '&').replaceAll('\\u0026', '&');
      for (const match of html.matchAll(/\/resizer\/v2\/[A-Z0-9]{26}\?[^"'\s,]+/g)) {
        const query = new URL(match[0], server.base).searchParams;
        const width = query.get('width') ? Number(query.get('width')) : undefined;
        const height = query.get('height') ? Number(query.get('height')) : undefined;
        expect(isAllowedSize(width, height), `${page}: ${match[0]}`).toBe(true);
        urls.set(`${width}x${height ?? ''}${query.has('smart') ? ' smart' : ''}`, match[0]);
      }
    }
    expect(urls.size).toBeGreaterThan(5);
    for (const [size, url] of urls) expect((await fetch(`${server.base}${url}`)).status, `${size}: ${url}`).toBe(200);
  });
});
