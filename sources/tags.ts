/** Tag details by slug (entity "Tag payload: Payload[0] with name, description, slug"). */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/index.ts';
import { list } from '../common/content/query.ts';

export default defineSource({
  name: 'tags',
  params: Type.Object({ slugs: Type.String({ description: 'Comma-separated tag slugs' }) }),
  ttl: 3600,
  resolve(query) {
    const slugs = list(query.slugs);
    if (!slugs.length) throw new ContentError('tags: param "slugs" needs at least one slug', 400);
    return `/tags/v2/slugs?slugs=${encodeURIComponent(slugs.join(','))}`;
  },
  // No known tag at all is a missing page (a tag URL with an unknown slug answers 404), not an empty one.
  transform(data, query) {
    const payload = (data as { Payload?: unknown[] } | null)?.Payload;
    if (!payload?.some(Boolean)) throw new ContentError(`tags: no tag with slug ${query.slugs}`, 404);
    return data;
  },
});
