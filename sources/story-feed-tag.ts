/** Stories with one tag, paged with feedOffset/feedSize (story-feed-tag). */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { fieldsFor, pickList } from '../common/content/field-filters.ts';
import { FeatureFilterParam, SiteParam, anyOf, requireValue, searchPublishedPath, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'story-feed-tag',
  params: Type.Object({
    tagSlug: Type.String({ description: 'Tag slug, as in /tags/{slug}/' }),
    feedOffset: Type.Integer({ default: 0, minimum: 0 }),
    feedSize: Type.Integer({ default: 10, minimum: 1, maximum: 100 }),
    featureFilter: FeatureFilterParam,
    site: SiteParam,
  }),
  ttl: 60,
  resolve(query, ctx) {
    const slug = requireValue('story-feed-tag', 'tagSlug', query.tagSlug);
    return searchPublishedPath({
      site: siteOf(query, ctx),
      q: anyOf('taxonomy.tags.slug', [slug]),
      from: query.feedOffset,
      size: query.feedSize,
      feature: query.featureFilter,
    });
  },
  transform(data, query, ctx) {
    return pickList(data, 'content_elements', fieldsFor(query.featureFilter, siteOf(query, ctx)));
  },
});
