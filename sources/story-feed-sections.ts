/** Stories in any of the given sections, paged with feedOffset/feedSize (story-feed-sections). */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, anyOf, list, searchPublishedPath, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'story-feed-sections',
  params: Type.Object({
    includeSections: Type.String({ description: 'Comma-separated section ids, e.g. /news,/politics' }),
    excludeSections: Type.Optional(Type.String({ description: 'Comma-separated section ids to leave out' })),
    feedOffset: Type.Integer({ default: 0, minimum: 0 }),
    feedSize: Type.Integer({ default: 10, minimum: 1, maximum: 100 }),
    site: SiteParam,
  }),
  ttl: 60,
  selects: true,
  resolve(query, ctx) {
    const include = list(query.includeSections);
    if (!include.length) throw new ContentError('story-feed-sections: param "includeSections" needs at least one section id', 400);
    const exclude = list(query.excludeSections);
    let q = `${anyOf('taxonomy.sections._id', include)}`;
    if (exclude.length) q += ` AND NOT ${anyOf('taxonomy.sections._id', exclude)}`;
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
