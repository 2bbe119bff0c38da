/** Tag details by slug (entity "Tag payload: Payload[0] with name, description, slug"). */
import { Type } from '@sinclair/typebox';
import { ContentError, defineSource } from '../engine/source.ts';
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
});
