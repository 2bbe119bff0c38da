/** One image ANS by id ("photo-service: query {id, websiteName}; returns _id and auth"; subtype logos). */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';
import { imageIdOf } from '../common/content/image-id.ts';
import { pick } from '../common/content/field-filters.ts';

export default defineSource({
  serverOnly: true, // its answer carries resizer signatures: never handed to browsers
  name: 'photo-service',
  params: Type.Object({
    id: Type.String({ description: 'Image _id' }),
    websiteName: Type.Optional(Type.String({ description: 'Site id; defaults to the page site' })),
  }),
  ttl: 3600,
  resolve(query, ctx) {
    const id = imageIdOf(query.id);
    if (!id) throw new ContentError(`photo-service: param "id" holds no 26-character image id: "${query.id}"`, 400);
    return `/photo/api/v2/photos/${id}?website=${encodeURIComponent(query.websiteName || ctx.site)}`;
  },
  transform(data) {
    return pick(data, ['_id', 'auth', 'url', 'width', 'height', 'focal_point', 'alt_text', 'caption']);
  },
});
