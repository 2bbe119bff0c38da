/** Trending fixtures for the stories and tests: feed stories with a first tag (lower case, as editors type them). */
import { feedPage, fixtureStories } from '../../common/promo/fixtures.ts';
import type { ContentFixture } from '../../engine/testing/index.ts';

export const trendingContent = { contentService: 'story-feed-query', contentConfigValues: { query: 'type:story', offset: 0, size: 6 } };

const TAGS = [
  { text: 'matariki', slug: 'matariki' },
  { text: 'te reo Māori', slug: 'te-reo-maori' },
  { text: 'kapa haka', slug: 'kapa-haka' },
];

export function trendingStories(count: number, lang: 'en' | 'mi' = 'en') {
  return fixtureStories(count, { lang }).map((s, i) => ({ ...s, taxonomy: { ...s.taxonomy, tags: [TAGS[i % TAGS.length], { text: 'news', slug: 'news' }] } }));
}

export function trendingFeed(items: ReturnType<typeof trendingStories>): ContentFixture[] {
  return [{ source: 'story-feed-query', query: trendingContent.contentConfigValues, value: feedPage(items, { count: items.length }) }];
}
