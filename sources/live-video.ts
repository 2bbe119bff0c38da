/**
 * Live video items ("Live-video source: no query, returns a list"; entity "Live-video item:
 * contentConfig.permaLinkURL, contentConfig.title"). Read from the `live-video` collection; an item
 * without its own contentConfig gets one from its website_url and headline.
 */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { collectionPath } from '../common/content/query.ts';

interface LiveItem {
  _id?: string;
  contentConfig: { permaLinkURL: string; title: string };
}

export default defineSource({
  name: 'live-video',
  params: Type.Object({}),
  ttl: 60,
  resolve(_query, ctx) {
    return collectionPath('live-video', { site: ctx.site, alias: 'live-video', from: 0, size: 5 });
  },
  transform(data, _query, ctx): LiveItem[] {
    const items: any[] = Array.isArray(data?.content_elements) ? data.content_elements : [];
    return items
      .map((doc) => ({
        _id: doc?._id,
        contentConfig: {
          permaLinkURL: doc?.contentConfig?.permaLinkURL ?? doc?.websites?.[ctx.site]?.website_url ?? doc?.canonical_url,
          title: doc?.contentConfig?.title ?? doc?.headlines?.basic,
        },
      }))
      .filter((item) => item.contentConfig.permaLinkURL && item.contentConfig.title);
  },
});
