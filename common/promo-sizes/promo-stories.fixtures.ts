/**
 * What the stories of the promo blocks share: each size's stories show the same cases, so each stories file
 * names its stories (Storybook indexes names and tags statically) and takes their args and content from here.
 */
import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import type { AutomaticPromoDefinition, ManualPromoDefinition } from './define-promo.ts';
import { byUrl, collection, collectionFixture, FIXTURE_SITE, fixtureStories, flaggedStories, MANUAL_IMAGE_ID, MANUAL_VALUES, storyFixture } from './fixtures.ts';

type Stories<D, K extends string> = { meta: Omit<BlockMeta<D>, 'title'> } & Record<K, BlockStory<D>>;

/**
 * An automatic promo's stories: a flagged story by URL (English, Māori), the first of a collection, other
 * ratios and toggles, lazy, and the editor's placeholder for a collection with no story on this site. The cases
 * that look the same at every size (first of a collection, lazy) are shown once, by small-promo.
 */
export function automaticPromoStories(block: AutomaticPromoDefinition):
  Stories<AutomaticPromoDefinition, 'maori' | 'firstOfCollection' | 'widescreen' | 'headlineOnly' | 'lazyLoaded' | 'adminPlaceholder'> {
  const feed = (items: ReturnType<typeof fixtureStories>) => collectionFixture(items);
  return {
    meta: { parameters: { pagebuilder: { block, site: FIXTURE_SITE, content: [storyFixture(flaggedStories(1)[0])] } }, args: { content: byUrl() } },
    maori: { globals: { lang: 'mi' }, parameters: { pagebuilder: { content: [storyFixture(flaggedStories(1, 'mi')[0])] } } },
    firstOfCollection: { args: { content: collection() }, parameters: { pagebuilder: { content: [feed(fixtureStories(4, { start: 2 }))] } } },
    widescreen: { args: { imageRatio: '16:9' } },
    headlineOnly: { args: { showImage: false, showBottomBorder: false } },
    lazyLoaded: { args: { lazyLoad: true } },
    adminPlaceholder: { globals: { mode: 'admin' }, args: { content: collection() }, parameters: { pagebuilder: { content: [feed([])] } } },
  };
}

type ManualText = 'overline' | 'overlineURL' | 'headline' | 'description';

/** The editor's texts in `lang`, for the text fields the block has. */
function manualTexts(block: ManualPromoDefinition, lang: 'en' | 'mi') {
  const has = (k: string) => k in (block.fields as unknown as { properties: object }).properties;
  const keys: ManualText[] = ['overline', 'overlineURL', 'headline', 'description'];
  return Object.fromEntries(keys.filter(has).map((k) => [k, MANUAL_VALUES[lang][k]]));
}

/**
 * A manual promo's stories: the editor's texts linking to another site in a new tab (English, Māori), the same
 * tab, an image signed by the signing service, and the editor's placeholder when nothing is left to show.
 */
export function manualPromoStories(block: ManualPromoDefinition): Stories<ManualPromoDefinition, 'maori' | 'sameTab' | 'signedImage' | 'adminPlaceholder'> {
  return {
    meta: {
      parameters: { pagebuilder: { block, site: FIXTURE_SITE } },
      args: { ...manualTexts(block, 'en'), ...MANUAL_VALUES.image, linkURL: MANUAL_VALUES.en.linkURL, newTab: true },
    },
    maori: { globals: { lang: 'mi' }, args: manualTexts(block, 'mi') },
    sameTab: { args: { newTab: false, imageRatio: '4:3' } },
    signedImage: {
      args: { imageAuth: undefined },
      parameters: { pagebuilder: { content: [{ source: 'signing-service', query: { id: MANUAL_IMAGE_ID }, value: { hash: 'signedhash' } }] } },
    },
    adminPlaceholder: { globals: { mode: 'admin' }, args: { headline: '', imageURL: '' } },
  };
}
