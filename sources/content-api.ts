/** One content item (story, video, gallery) by website_url or _id, for the page's site ("content-api"). */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';
import { SiteParam, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'content-api',
  params: Type.Object({
    website_url: Type.Optional(Type.String({ description: 'Canonical path of the item, e.g. /2025/03/01/slug/' })),
    _id: Type.Optional(Type.String({ description: 'ANS _id, used when no website_url is given' })),
    site: SiteParam,
  }),
  ttl: 120,
  resolve(query, ctx) {
    const site = encodeURIComponent(siteOf(query, ctx));
    if (query.website_url) return `/content/v4/?website=${site}&website_url=${encodeURIComponent(query.website_url)}`;
    if (query._id) return `/content/v4/?website=${site}&_id=${encodeURIComponent(query._id)}`;
    throw new ContentError('content-api: param "website_url" or "_id" is required', 400);
  },
});
