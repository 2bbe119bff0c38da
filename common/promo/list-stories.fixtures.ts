/**
 * What the stories of the story lists share (numbered, simple, article and card lists): one feed of sample
 * stories by section, in English and Māori, and the same cases. Each stories file names its stories (Storybook
 * indexes names and tags statically) and takes their args and content from here.
 */
import type { TBoolean, TObject, TOptional, TString, TUnsafe } from '@sinclair/typebox';
import type { BlockDefinition, ContentConfig } from '../../engine/index.ts';
import type { BlockMeta, BlockStory, ContentFixture } from '../../engine/testing/index.ts';
import { feedPage, FIXTURE_SITE, fixtureStories } from './fixtures.ts';
import type { PromoItem } from './link.ts';

/** The fields these stories set, which every story list has. */
type ListBlock = { fields: TObject<{ content: TUnsafe<ContentConfig>; title: TOptional<TString>; maoriTitle: TOptional<TString>; showImage: TBoolean }> };
type ListStory = BlockStory<ListBlock>;

/** The content config as an editor stores it. */
const content = { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedOffset: 0, feedSize: 5 } };

export function listStories(block: BlockDefinition, titles: { title: string; maoriTitle: string }) {
  // A fixture matches the stored query whatever the block selects of it.
  const planned = content.contentConfigValues;
  const feed = (items: PromoItem[]): ContentFixture[] => [{ source: 'story-feed-sections', query: planned, value: feedPage(items, { count: items.length }) }];
  const meta: Omit<BlockMeta<ListBlock>, 'title'> = {
    parameters: { pagebuilder: { block, site: FIXTURE_SITE, content: feed(fixtureStories(5)) } },
    args: { content, ...titles },
  };
  const stories = {
    maori: { globals: { lang: 'mi' }, parameters: { pagebuilder: { content: feed(fixtureStories(5, { lang: 'mi' })) } } },
    untitled: { args: { title: undefined, maoriTitle: undefined } },
    empty: { parameters: { pagebuilder: { content: feed([]) } } },
    adminPlaceholder: { globals: { mode: 'admin' }, parameters: { pagebuilder: { content: feed([]) } } },
  } satisfies Record<string, ListStory>;
  return { meta, feed, ...stories };
}
