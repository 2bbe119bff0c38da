/** A curated collection by _id or content_alias; pages with from/size and always getNext=true. */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, collectionPath, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'content-api-collections',
  params: Type.Object({
    _id: Type.Optional(Type.String({ description: 'Collection _id' })),
    content_alias: Type.Optional(Type.String({ description: 'Collection alias, e.g. homepage-top' })),
    from: Type.Integer({ default: 0, minimum: 0 }),
    size: Type.Integer({ default: 20, minimum: 1, maximum: 20 }),
    site: SiteParam,
  }),
  ttl: 60,
  selects: true,
  resolve(query, ctx) {
    return collectionPath('content-api-collections', {
      site: siteOf(query, ctx),
      id: query._id,
      alias: query.content_alias,
      from: query.from,
      size: query.size,
      getNext: true,
    });
  },
  transform(data, _query, ctx) {
    return pickList(data, 'content_elements', ctx.select);
  },
});
