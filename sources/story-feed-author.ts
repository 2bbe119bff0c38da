/** Stories by one author, paged with feedOffset/feedSize (the story-feed-author convention). */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { fieldsFor, pickList } from '../common/content/field-filters.ts';
import { FeatureFilterParam, SiteParam, anyOf, requireValue, searchPublishedPath, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'story-feed-author',
  params: Type.Object({
    authorId: Type.String({ description: 'Author _id or slug' }),
    feedOffset: Type.Integer({ default: 0, minimum: 0 }),
    feedSize: Type.Integer({ default: 10, minimum: 1, maximum: 100 }),
    featureFilter: FeatureFilterParam,
    site: SiteParam,
  }),
  ttl: 60,
  resolve(query, ctx) {
    const id = requireValue('story-feed-author', 'authorId', query.authorId);
    const q = `(${anyOf('credits.by._id', [id])} OR ${anyOf('credits.by.slug', [id])})`;
    return searchPublishedPath({
      site: siteOf(query, ctx),
      q,
      from: query.feedOffset,
      size: query.feedSize,
      feature: query.featureFilter,
    });
  },
  transform(data, query, ctx) {
    return pickList(data, 'content_elements', fieldsFor(query.featureFilter, siteOf(query, ctx)));
  },
});
