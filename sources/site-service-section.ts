/** One site-service section node (nav_title, maori_title, site about texts) for section pages and headers. */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { navigationTag } from '../common/content/cache-tags.ts';
import { SiteParam, requireValue, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'site-service-section',
  params: Type.Object({
    _id: Type.String({ description: 'Section id, e.g. /news' }),
    site: SiteParam,
  }),
  ttl: 300,
  resolve(query, ctx) {
    const id = requireValue('site-service-section', '_id', query._id);
    return `/site/v3/website/${encodeURIComponent(siteOf(query, ctx))}/section?_id=${encodeURIComponent(id)}`;
  },
  // A section is a stored section document or a node of the site's navigation: either write changes it.
  tags: (_value, query, site) => [navigationTag(query.site || site)],
});
