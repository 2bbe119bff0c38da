/** Stories with one tag, paged with feedOffset/feedSize (story-feed-tag). */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { pickList } from '../common/content/field-filters.ts';
import { SiteParam, anyOf, requireValue, searchPublishedPath, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'story-feed-tag',
  params: Type.Object({
    tagSlug: Type.String({ description: 'Tag slug, as in /tags/{slug}/' }),
    feedOffset: Type.Integer({ default: 0, minimum: 0 }),
    feedSize: Type.Integer({ default: 10, minimum: 1, maximum: 100 }),
    site: SiteParam,
  }),
  ttl: 60,
  selects: true,
  resolve(query, ctx) {
    const slug = requireValue('story-feed-tag', 'tagSlug', query.tagSlug);
    return searchPublishedPath({
      site: siteOf(query, ctx),
      q: anyOf('taxonomy.tags.slug', [slug]),
      from: query.feedOffset,
      size: query.feedSize,
      select: ctx.select,
    });
  },
  transform(data, _query, ctx) {
    return pickList(data, 'content_elements', ctx.select);
  },
});
