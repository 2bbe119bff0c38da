/** One author by slug or _id (reporter profile, author pages); returns { authors: [author] }. */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';

export default defineSource({
  name: 'author-service',
  params: Type.Object({
    slug: Type.Optional(Type.String({ description: 'Author slug, as in /author/{slug}/' })),
    _id: Type.Optional(Type.String({ description: 'Author _id' })),
  }),
  ttl: 600,
  resolve(query) {
    if (query.slug) return `/author/v2/author-service?slug=${encodeURIComponent(query.slug)}`;
    if (query._id) return `/author/v2/author-service?_id=${encodeURIComponent(query._id)}`;
    throw new ContentError('author-service: param "slug" or "_id" is required', 400);
  },
});
