/** Content API reads: one document, Lucene search, collections, and full-text search. */
import type { Request, RequestHandler } from 'express';
import { integer, list, optionalString, requiredString, sortOrder, website } from './params.ts';
import { filterSource, parsePaths, type SourceFilter } from './source-filter.ts';
import { CONTENT_TYPES, ContentApiError, badRequest, type AnsDocument, type ContentStore } from './types.ts';

export type AddRoute = (path: string, handler: RequestHandler) => void;

/** What Arc adds for the requested site: which website the answer is for and the item's URL there. */
export function forSite(doc: AnsDocument, site: string): AnsDocument {
  const entry = doc.websites?.[site];
  if (!entry) return doc;
  return { ...doc, website: site, website_url: entry.website_url, canonical_url: doc.canonical_url ?? entry.website_url };
}

function sourceFilter(req: Request): SourceFilter {
  return {
    includes: parsePaths(list(req, '_sourceInclude', 500), '_sourceInclude'),
    excludes: parsePaths(list(req, '_sourceExclude', 500), '_sourceExclude'),
  };
}

const shape = (docs: AnsDocument[], site: string, f: SourceFilter) => docs.map((d) => filterSource(forSite(d, site), f.includes, f.excludes));

const MAX_FROM = 10_000;

export function contentRoutes(get: AddRoute, store: ContentStore): void {
  get('/content/v4', async (req, res) => {
    const site = website(req);
    const url = optionalString(req, 'website_url', 1000);
    const id = optionalString(req, '_id', 200);
    const filter = sourceFilter(req);
    if (!url && !id) throw badRequest('website_url or _id is required', 'website_url');
    let doc: AnsDocument | undefined;
    if (url) {
      doc = await store.getByUrl(site, url);
    } else {
      const found = await store.get(id!);
      if (found && CONTENT_TYPES.includes(found.type) && found.websites?.[site]) doc = found;
    }
    if (!doc) {
      const what = url ? `website_url "${url}"` : `_id "${id}"`;
      throw new ContentApiError(`no story, video or gallery with ${what} on site ${site}`, 404);
    }
    res.json(shape([doc], site, filter)[0]);
  });

  const searchPublished: RequestHandler = async (req, res) => {
    const site = website(req);
    const q = optionalString(req, 'q') ?? '*';
    const sort = sortOrder(req);
    const from = integer(req, 'from', { min: 0, max: MAX_FROM, fallback: 0 });
    const size = integer(req, 'size', { min: 1, max: 100, fallback: 10 });
    const filter = sourceFilter(req);
    const { count, docs } = await store.search({ website: site, q, sort, from, size });
    const next = from + size < count ? { next: from + size } : {};
    res.json({ type: 'results', version: '0.10.9', content_elements: shape(docs, site, filter), count, ...next });
  };
  get('/content/v4/search/published', searchPublished);
  get('/content/v4/search', searchPublished);

  get('/content/v4/collections', async (req, res) => {
    const site = website(req);
    const _id = optionalString(req, '_id', 200);
    const content_alias = optionalString(req, 'content_alias', 200);
    const from = integer(req, 'from', { min: 0, max: MAX_FROM, fallback: 0 });
    const size = integer(req, 'size', { min: 1, max: 100, fallback: 20 });
    const filter = sourceFilter(req);
    if (!_id && !content_alias) throw badRequest('_id or content_alias is required', '_id');
    const collection = await store.getCollection(site, { _id, content_alias });
    if (!collection) {
      const what = _id ? `_id "${_id}"` : `content_alias "${content_alias}"`;
      throw new ContentApiError(`no collection with ${what} on site ${site}`, 404);
    }
    const refs = (Array.isArray(collection.content_elements) ? collection.content_elements : []).flatMap((el) => {
      const ref = el as { _id?: unknown; referent?: { id?: unknown } };
      const id = ref._id ?? ref.referent?.id;
      return typeof id === 'string' ? [id] : [];
    });
    // Items missing or not published on this site are skipped, before paging.
    const items = await store.getMany(refs, site);
    const page = items.slice(from, from + size);
    const next = from + size < items.length ? { next: from + size } : {};
    res.json({ ...collection, content_elements: shape(page, site, filter), count: items.length, ...next });
  });

  const fullText: RequestHandler = async (req, res) => {
    const site = website(req);
    const q = requiredString(req, 'q', 500);
    const size = integer(req, 'size', { min: 1, max: 100, fallback: 10 });
    const page = integer(req, 'page', { min: 1, max: Math.floor(MAX_FROM / size) + 1, fallback: 1 });
    const { count, docs } = await store.fullText({ website: site, q, page, size });
    res.json({
      data: docs.map((d) => forSite(d, site)),
      metadata: { q, total_hits: count, page, per_page: size, total_pages: Math.ceil(count / size) },
    });
  };
  get('/search/v2', fullText);
}
