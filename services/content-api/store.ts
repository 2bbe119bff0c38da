/** The content store: ANS documents and navigation trees in PostgreSQL (embedded PGlite or a server). */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openContentDb, type ContentDb, type OpenOptions } from './db.ts';
import { luceneToSql } from './lucene-sql.ts';
import { MACRON_FOLD } from './migrations.ts';
import { HIERARCHY, findNode, validateNavigation } from './validate-navigation.ts';
import { SITE_ID, validateDocument } from './validate.ts';
import {
  CONTENT_TYPES,
  ContentApiError,
  badRequest,
  type AnsDocument,
  type ContentChange,
  type ContentChangeListener,
  type ContentStore,
  type FullTextOptions,
  type NavigationNode,
  type SearchOptions,
  type SearchResult,
} from './types.ts';

export type ContentStoreOptions = OpenOptions;

const sectionKey = (site: string, id: string) => `section:${site}:${id}`;
const keyOf = (doc: AnsDocument) => (doc.type === 'section' ? sectionKey(doc._website as string, doc._id) : doc._id);
const onSite = (site: string) => sql<boolean>`exists (select 1 from documents_websites w where w.key = d.key and w.site = ${site})`;
const asJsonb = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;

/** The other spelling of a website_url: with and without its trailing slash. */
function alternateUrl(url: string): string {
  return url.endsWith('/') ? url.replace(/\/+$/, '') || '/' : `${url}/`;
}

interface WebsiteRow {
  key: string;
  site: string;
  website_url: string | null;
  section_id: string | null;
}

function websiteRows(doc: AnsDocument, key: string): WebsiteRow[] {
  const rows = Object.entries(doc.websites ?? {}).map(([site, entry]): WebsiteRow => ({
    key,
    site,
    website_url: entry.website_url,
    section_id: entry.website_section?._id ?? null,
  }));
  // Collections name their site only through canonical_website.
  if (doc.canonical_website && !rows.some((r) => r.site === doc.canonical_website)) {
    rows.push({ key, site: doc.canonical_website, website_url: null, section_id: null });
  }
  return rows;
}

function checkPage(from: number, size: number): void {
  if (!Number.isInteger(from) || from < 0) throw badRequest(`from must be an integer >= 0, got ${from}`, 'from');
  if (!Number.isInteger(size) || size < 1 || size > 100) throw badRequest(`size must be an integer from 1 to 100, got ${size}`, 'size');
}

/** What a document write changed, from the rows just written (the new placements). */
function documentChange(doc: AnsDocument, rows: WebsiteRow[]): ContentChange {
  return {
    kind: 'document',
    id: doc._id,
    type: doc.type,
    ...(doc.type === 'section' && doc._website ? { site: doc._website } : {}),
    ...(doc.canonical_url ? { canonicalUrl: doc.canonical_url } : {}),
    placements: rows.map((r) => ({ site: r.site, ...(r.website_url ? { url: r.website_url } : {}), ...(r.section_id ? { sectionId: r.section_id } : {}) })),
  };
}

export async function createContentStore(opts: ContentStoreOptions = {}): Promise<ContentStore> {
  const db: Kysely<ContentDb> = await openContentDb(opts);
  const listeners = new Set<ContentChangeListener>();
  const changed = async (change: ContentChange) => {
    // A listener failing (a cache or bus down) must not turn a committed write into an error.
    await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
  };
  const content = () => db.selectFrom('documents as d').where('d.type', 'in', CONTENT_TYPES);

  async function save(input: AnsDocument): Promise<{ created: boolean }> {
    const doc = validateDocument(input);
    const key = keyOf(doc);
    const rows = websiteRows(doc, key);
    try {
      const saved = await db.transaction().execute(async (trx) => {
        const urls = rows.filter((r) => r.website_url);
        for (const row of urls) {
          const taken = await trx
            .selectFrom('documents_websites')
            .select('key')
            .where('site', '=', row.site)
            .where('website_url', '=', row.website_url)
            .where('key', '<>', key)
            .executeTakeFirst();
          if (taken) {
            const path = `websites.${row.site}.website_url`;
            throw new ContentApiError(`${path} "${row.website_url}" is already used by document ${taken.key}`, 409, path);
          }
        }
        const result = await trx
          .insertInto('documents')
          .values({ key, id: doc._id, type: doc.type, display_date: doc.display_date ? new Date(doc.display_date) : null, body: asJsonb(doc) })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              type: (eb) => eb.ref('excluded.type'),
              display_date: (eb) => eb.ref('excluded.display_date'),
              body: sql`excluded.body`,
              updated_at: sql`now()`,
            }),
          )
          // xmax is 0 only on a freshly inserted row version.
          .returning(sql<boolean>`(xmax = 0)`.as('created'))
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('documents_websites').where('key', '=', key).execute();
        if (rows.length) await trx.insertInto('documents_websites').values(rows).execute();
        return { created: Boolean(result.created) };
      });
      await changed(documentChange(doc, rows));
      return saved;
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new ContentApiError(`a website_url of ${doc._id} is already used by another document`, 409, 'websites');
      }
      throw err;
    }
  }

  async function page(where: RawBuilder<boolean>, order: 'asc' | 'desc', from: number, size: number): Promise<SearchResult> {
    const base = content().where(where);
    const [total, rows] = await Promise.all([
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      base
        .select('d.body')
        .orderBy(sql`d.display_date ${sql.raw(order)} nulls last`)
        .orderBy('d.key', order)
        .offset(from)
        .limit(size)
        .execute(),
    ]);
    return { count: Number(total.n), docs: rows.map((r) => r.body as AnsDocument) };
  }

  const store: ContentStore = {
    db,
    save,
    async put(doc) {
      await save(doc);
    },

    async get(id) {
      const row = await db.selectFrom('documents').select('body').where('key', '=', id).executeTakeFirst();
      return row?.body as AnsDocument | undefined;
    },

    async getByUrl(website, websiteUrl) {
      const row = await content()
        .innerJoin('documents_websites as w', 'w.key', 'd.key')
        .select('d.body')
        .where('w.site', '=', website)
        .where('w.website_url', 'in', [websiteUrl, alternateUrl(websiteUrl)])
        .orderBy(sql`(w.website_url = ${websiteUrl})`, 'desc')
        .executeTakeFirst();
      return row?.body as AnsDocument | undefined;
    },

    async search({ website, q = '', sort = 'desc', from = 0, size = 10 }: SearchOptions) {
      checkPage(from, size);
      return page(sql<boolean>`(${onSite(website)} and ${luceneToSql(q)})`, sort, from, size);
    },

    async fullText({ website, q, page: pageNo = 1, size = 10 }: FullTextOptions) {
      if (!Number.isInteger(pageNo) || pageNo < 1) throw badRequest(`page must be an integer >= 1, got ${pageNo}`, 'page');
      checkPage((pageNo - 1) * size, size);
      const tsq = sql`websearch_to_tsquery('simple', translate(${q}, ${MACRON_FOLD.from}, ${MACRON_FOLD.to}))`;
      const base = content().where(onSite(website)).where(sql<boolean>`d.search @@ ${tsq}`);
      const [total, rows] = await Promise.all([
        base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
        base
          .select('d.body')
          .orderBy(sql`ts_rank_cd(d.search, ${tsq})`, 'desc')
          .orderBy(sql`d.display_date desc nulls last`)
          .orderBy('d.key', 'desc')
          .offset((pageNo - 1) * size)
          .limit(size)
          .execute(),
      ]);
      return { count: Number(total.n), docs: rows.map((r) => r.body as AnsDocument) };
    },

    async getMany(ids, website) {
      const unique = [...new Set(ids)];
      if (!unique.length) return [];
      let query = db.selectFrom('documents as d').select(['d.key', 'd.body']).where('d.key', 'in', unique).where('d.type', '<>', 'section');
      if (website) query = query.where(onSite(website));
      const byKey = new Map((await query.execute()).map((r) => [r.key, r.body as AnsDocument]));
      return ids.flatMap((id) => (byKey.has(id) ? [byKey.get(id)!] : []));
    },

    async getCollection(website, { _id, content_alias }) {
      if (!_id && !content_alias) throw badRequest('_id or content_alias is required', '_id');
      // A collection without any site is shared by all sites; a site's own one wins.
      const shared = sql<boolean>`not exists (select 1 from documents_websites w where w.key = d.key)`;
      const row = await db
        .selectFrom('documents as d')
        .select('d.body')
        .where('d.type', '=', 'collection')
        .where(_id ? sql<boolean>`d.key = ${_id}` : sql<boolean>`d.body @> ${asJsonb({ content_alias })}`)
        .where(sql<boolean>`(${onSite(website)} or ${shared})`)
        .orderBy(sql`${onSite(website)}`, 'desc')
        .orderBy('d.updated_at', 'desc')
        .executeTakeFirst();
      return row?.body as AnsDocument | undefined;
    },

    async getAuthor({ _id, slug }) {
      if (!_id && !slug) throw badRequest('_id or slug is required', '_id');
      const row = await db
        .selectFrom('documents as d')
        .select('d.body')
        .where('d.type', '=', 'author')
        .where(_id ? sql<boolean>`d.key = ${_id}` : sql<boolean>`d.body @> ${asJsonb({ slug })}`)
        .executeTakeFirst();
      return row?.body as AnsDocument | undefined;
    },

    async getTagsBySlug(slugs) {
      if (!slugs.length) return [];
      const rows = await db
        .selectFrom('documents as d')
        .select('d.body')
        .where('d.type', '=', 'tag')
        .where(sql`d.body ->> 'slug'`, 'in', slugs)
        .execute();
      const bySlug = new Map(rows.map((r) => [(r.body as AnsDocument).slug as string, r.body as AnsDocument]));
      return slugs.map((slug) => bySlug.get(slug));
    },

    async getSection(website, id) {
      const stored = await store.get(sectionKey(website, id));
      if (stored) return stored;
      const trees = await db.selectFrom('navigation').select(['hierarchy', 'tree']).where('site', '=', website).execute();
      // The main hierarchies describe sections most fully; look there first.
      const rank = (h: string) => (h === 'default' ? 0 : h === 'MainMenu' ? 1 : 2);
      trees.sort((a, b) => rank(a.hierarchy) - rank(b.hierarchy) || a.hierarchy.localeCompare(b.hierarchy));
      for (const { tree } of trees) {
        const node = findNode(tree as NavigationNode, id);
        if (node && node.node_type !== 'link') return node;
      }
      return undefined;
    },

    async putNavigation(site, hierarchy, tree) {
      if (!SITE_ID.test(site)) throw badRequest(`site "${site}" must be lower-case letters, digits and dashes`, 'site');
      if (!HIERARCHY.test(hierarchy)) throw badRequest(`hierarchy "${hierarchy}" must be letters, digits, "_" or "-"`, 'hierarchy');
      const valid = validateNavigation(tree);
      await db
        .insertInto('navigation')
        .values({ site, hierarchy, tree: asJsonb(valid) })
        .onConflict((oc) => oc.columns(['site', 'hierarchy']).doUpdateSet({ tree: sql`excluded.tree`, updated_at: sql`now()` }))
        .execute();
      await changed({ kind: 'navigation', site, hierarchy });
    },

    async getNavigation(site, hierarchy, id) {
      const row = await db.selectFrom('navigation').select('tree').where('site', '=', site).where('hierarchy', '=', hierarchy).executeTakeFirst();
      if (!row) return undefined;
      const tree = row.tree as NavigationNode;
      return id === undefined ? tree : findNode(tree, id);
    },

    async count() {
      const row = await db.selectFrom('documents').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close() {
      listeners.clear();
      await db.destroy();
    },
  };
  return store;
}
