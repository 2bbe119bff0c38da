/** Stories by one author, paged with feedOffset/feedSize (the story-feed-author convention). */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, anyOf, requireValue, searchPublishedPath, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'story-feed-author',
  params: Type.Object({
    authorId: Type.String({ description: 'Author _id or slug' }),
    feedOffset: Type.Integer({ default: 0, minimum: 0 }),
    feedSize: Type.Integer({ default: 10, minimum: 1, maximum: 100 }),
    site: SiteParam,
  }),
  ttl: 60,
  selects: true,
  resolve(query, ctx) {
    const id = requireValue('story-feed-author', 'authorId', query.authorId);
    const q = `(${anyOf('credits.by._id', [id])} OR ${anyOf('credits.by.slug', [id])})`;
    return searchPublishedPath({
      site: siteOf(query, ctx),
      q,
      from: query.feedOffset,
      size: query.feedSize,
      select: ctx.select,
    });
  },
  transform(data, _query, ctx) {
    return pickList(data, 'content_elements', ctx.select);
  },
});
