/**
 * A video item by website_url ("content-api: website_url and site, for video").
 * Anything that is not a video is reported as not found, so video blocks never get a story.
 */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';
import { SiteParam, requireValue, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'content-api-video',
  params: Type.Object({
    website_url: Type.String({ description: 'Canonical path of the video' }),
    site: SiteParam,
  }),
  ttl: 120,
  resolve(query, ctx) {
    const url = requireValue('content-api-video', 'website_url', query.website_url);
    return `/content/v4/?website=${encodeURIComponent(siteOf(query, ctx))}&website_url=${encodeURIComponent(url)}`;
  },
  transform(data, query) {
    if (data?.type !== 'video') {
      throw new ContentError(`content-api-video: ${query.website_url} is a ${data?.type ?? 'missing'} item, not a video`, 404);
    }
    return data;
  },
});
