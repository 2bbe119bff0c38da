/**
 * Lucene query feed with offset/size paging ("default services use offset and size").
 * Also serves Latest videos (query 'type:video AND taxonomy.tags.text:"watch"', size 4) and
 * Up Next (type video, tag watch, excluding the current canonical_url, display_date before the
 * current item, size 12) through excludeCanonicalUrl / before / tag / type.
 */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, feedQuery, searchPublishedPath, siteOf } from '../common/content/query.ts';

const params = Type.Object({
  query: Type.String({ default: '*', description: 'Lucene query' }),
  offset: Type.Integer({ default: 0, minimum: 0 }),
  size: Type.Integer({ default: 10, minimum: 1, maximum: 100 }),
  sort: Type.String({ default: 'display_date:desc' }),
  type: Type.Optional(Type.String({ description: 'Restrict to an ANS type, e.g. video' })),
  tag: Type.Optional(Type.String({ description: 'Restrict to a tag text, e.g. watch' })),
  excludeCanonicalUrl: Type.Optional(Type.String({ description: 'Leave out this canonical_url (the current item)' })),
  before: Type.Optional(Type.String({ description: 'Only items with display_date strictly before this ISO date' })),
  site: SiteParam,
});

export default defineSource({
  name: 'story-feed-query',
  params,
  ttl: 60,
  selects: true,
  resolve(query, ctx) {
    return searchPublishedPath({
      site: siteOf(query, ctx),
      q: feedQuery(query),
      from: query.offset,
      size: query.size,
      sort: query.sort,
      select: ctx.select,
    });
  },
  transform(data, _query, ctx) {
    return pickList(data, 'content_elements', ctx.select);
  },
});
