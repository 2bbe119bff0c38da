/**
 * Resizer auth token for one image id ("signing-service: query {id}; returns hash").
 * Accepts a bare id or a resizer-style URL: only the 26-character image id is taken from it.
 */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';
import { imageIdOf } from '../common/content/image-id.ts';

export default defineSource({
  serverOnly: true, // its answer carries resizer signatures: never handed to browsers
  name: 'signing-service',
  params: Type.Object({ id: Type.String({ description: 'Image _id (26 characters) or a URL holding one' }) }),
  // HMAC of the id: it changes only when the resizer secret does.
  ttl: 86_400,
  resolve(query) {
    const id = imageIdOf(query.id);
    if (!id) throw new ContentError(`signing-service: param "id" holds no 26-character image id: "${query.id}"`, 400);
    // CONTENT_BASE ends in the /arc mount, where the signing service lives beside the content API.
    return `/signing-service/v2/sign/resizer/2/?value=${encodeURIComponent(id)}`;
  },
  transform(data) {
    if (typeof data?.hash !== 'string') throw new ContentError('signing-service: response has no hash', 502);
    return { hash: data.hash as string };
  },
});
