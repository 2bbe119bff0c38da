/**
 * The latest alert: the `alert-bar` collection, from 0 size 1 ("alert-bar-collections: query
 * site, from 0, size 1"). The block refetches every 120 s, so the cache keeps it for less than that.
 */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, collectionPath, siteOf } from '../common/content/query.ts';
import { listItem } from '../common/content/selections.ts';

export default defineSource({
  name: 'alert-bar-collections',
  params: Type.Object({
    site: SiteParam,
    from: Type.Integer({ default: 0, minimum: 0 }),
    size: Type.Integer({ default: 1, minimum: 1, maximum: 20 }),
  }),
  ttl: 30,
  resolve(query, ctx) {
    return collectionPath('alert-bar-collections', {
      site: siteOf(query, ctx),
      alias: 'alert-bar',
      from: query.from,
      size: query.size,
    });
  },
  // An alert is a headline and its link, nothing else.
  transform(data, query, ctx) {
    return pickList(data, 'content_elements', listItem(siteOf(query, ctx)));
  },
});
