/** Site service (navigation, sections), authors, tags and photos. */
import { list, optionalString } from './params.ts';
import type { AddRoute } from './routes-content.ts';
import { ContentApiError, badRequest, type ContentStore } from './types.ts';
import { HIERARCHY } from './validate-navigation.ts';
import { DOCUMENT_ID, SITE_ID } from './validate.ts';

export type ImageAuth = (id: string) => Record<string, string> | Promise<Record<string, string>>;

const notFound = (message: string) => new ContentApiError(message, 404);

function siteParam(site: string): string {
  if (!SITE_ID.test(site)) throw badRequest(`site "${site.slice(0, 64)}" is not a site id (lower-case letters, digits, dashes)`, 'site');
  return site;
}

export function siteRoutes(get: AddRoute, store: ContentStore, imageAuth?: ImageAuth): void {
  get('/site/v3/navigation/:site', async (req, res) => {
    const site = siteParam(String(req.params.site));
    const hierarchy = optionalString(req, 'hierarchy', 64) ?? 'default';
    if (!HIERARCHY.test(hierarchy)) throw badRequest(`hierarchy "${hierarchy}" must be letters, digits, "_" or "-"`, 'hierarchy');
    const id = optionalString(req, '_id', 300);
    const node = await store.getNavigation(site, hierarchy, id);
    if (!node) throw notFound(id ? `no node "${id}" in navigation ${hierarchy} of site ${site}` : `no navigation ${hierarchy} for site ${site}`);
    res.json(node);
  });

  get('/site/v3/website/:site/section', async (req, res) => {
    const site = siteParam(String(req.params.site));
    const id = optionalString(req, '_id', 300);
    if (!id) throw badRequest('_id is required (a section path such as /news)', '_id');
    const section = await store.getSection(site, id);
    if (!section) throw notFound(`no section "${id}" on site ${site}`);
    res.json(section);
  });

  get('/author/v2/author-service', async (req, res) => {
    const _id = optionalString(req, '_id', 200);
    const slug = optionalString(req, 'slug', 200);
    if (!_id && !slug) throw badRequest('_id or slug is required', '_id');
    const author = await store.getAuthor({ _id, slug });
    if (!author) throw notFound(`no author with ${_id ? `_id "${_id}"` : `slug "${slug}"`}`);
    res.json({ authors: [author] });
  });

  get('/tags/v2/slugs', async (req, res) => {
    const slugs = list(req, 'slugs', 100);
    if (!slugs?.length) throw badRequest('slugs is required (comma-separated tag slugs)', 'slugs');
    // Arc keeps the requested order and answers null for unknown slugs.
    const tags = await store.getTagsBySlug(slugs);
    res.json({ Payload: tags.map((t) => t ?? null) });
  });

  get('/photo/api/v2/photos/:id', async (req, res) => {
    const id = String(req.params.id);
    if (!DOCUMENT_ID.test(id)) throw badRequest(`photo id "${id.slice(0, 64)}" is not a document id`, 'id');
    const photo = await store.get(id);
    if (!photo || photo.type !== 'image') throw notFound(`no photo with _id "${id.slice(0, 200)}"`);
    res.json(imageAuth ? { ...photo, auth: { ...(photo.auth as object), ...(await imageAuth(id)) } } : photo);
  });
}
