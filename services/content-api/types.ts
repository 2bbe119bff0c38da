/** Public types of the embedded content API: stored ANS documents, the store, and its errors. */
import type { Kysely } from 'kysely';

export const DOCUMENT_TYPES = ['story', 'video', 'gallery', 'image', 'author', 'tag', 'collection', 'section'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Types the Content API (get, search) serves; the rest are reached through their own endpoints. */
export const CONTENT_TYPES: readonly DocumentType[] = ['story', 'video', 'gallery'];

export interface AnsWebsite {
  website_url: string;
  website_section?: { _id: string; name?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** An ANS document as stored. Only the fields the store indexes are typed; the rest is kept as given. */
export interface AnsDocument {
  _id: string;
  type: DocumentType;
  display_date?: string;
  canonical_url?: string;
  canonical_website?: string;
  websites?: Record<string, AnsWebsite>;
  /** Sections only: the site the section belongs to (section _ids like "/news" repeat across sites). */
  _website?: string;
  [key: string]: unknown;
}

/** Navigation node as served by the site service. */
export interface NavigationNode {
  _id?: string;
  node_type?: 'section' | 'link';
  name?: string;
  display_name?: string;
  url?: string;
  children?: NavigationNode[];
  [key: string]: unknown;
}

export type SortOrder = 'asc' | 'desc';

export interface SearchOptions {
  website: string;
  /** Lucene-style query; empty or "*" matches everything. */
  q?: string;
  sort?: SortOrder;
  from?: number;
  size?: number;
}

export interface SearchResult {
  count: number;
  docs: AnsDocument[];
}

export interface FullTextOptions {
  website: string;
  q: string;
  page?: number;
  size?: number;
}

/** Where a changed document is published: a site, its URL there and its section (for list invalidation). */
export interface ChangedPlacement {
  site: string;
  url?: string;
  sectionId?: string;
}

/** What a write changed, told to onChange listeners after it is committed. */
export type ContentChange =
  | { kind: 'document'; id: string; type: DocumentType; /** Sections: the site they belong to. */ site?: string; canonicalUrl?: string; placements: ChangedPlacement[] }
  | { kind: 'navigation'; site: string; hierarchy: string };

export type ContentChangeListener = (change: ContentChange) => unknown;

export interface ContentStore {
  /** Validates and upserts a document; throws ContentApiError (400 with path, or 409) on bad input. */
  put(doc: AnsDocument): Promise<void>;
  /** As put, and tells whether the document was new. */
  save(doc: AnsDocument): Promise<{ created: boolean }>;
  /** Any stored document by _id (sections: use getSection). */
  get(id: string): Promise<AnsDocument | undefined>;
  /** A story, video or gallery by its website_url on a site (trailing slash optional). */
  getByUrl(website: string, websiteUrl: string): Promise<AnsDocument | undefined>;
  /** Lucene query over stories, videos and galleries of a site. Throws ContentApiError 400 on a bad query. */
  search(opts: SearchOptions): Promise<SearchResult>;
  /** Ranked full-text search (websearch syntax) over stories, videos and galleries of a site. */
  fullText(opts: FullTextOptions): Promise<SearchResult>;
  /** Documents by _id in the given order, skipping missing ones and ones not on the site. */
  getMany(ids: string[], website?: string): Promise<AnsDocument[]>;
  /** A collection by _id or content_alias on a site. */
  getCollection(website: string, key: { _id?: string; content_alias?: string }): Promise<AnsDocument | undefined>;
  getAuthor(key: { _id?: string; slug?: string }): Promise<AnsDocument | undefined>;
  getTagsBySlug(slugs: string[]): Promise<(AnsDocument | undefined)[]>;
  /** A section of a site: a stored section document, else the matching node of the site's navigation. */
  getSection(website: string, id: string): Promise<AnsDocument | NavigationNode | undefined>;
  putNavigation(site: string, hierarchy: string, tree: NavigationNode): Promise<void>;
  /** The hierarchy's root, or the node with that _id inside it. */
  getNavigation(site: string, hierarchy: string, id?: string): Promise<NavigationNode | undefined>;
  count(): Promise<number>;
  /**
   * Calls listener after every committed write through this store (documents, navigation); the write resolves
   * once the listeners' promises settle (a failing listener never fails the write). Returns the unsubscribe.
   */
  onChange(listener: ContentChangeListener): () => void;
  /** The store's database, shared by services that keep their own tables and migrations in it (identity). */
  readonly db: Kysely<any>;
  close(): Promise<void>;
}

/** Bad input or a missing document: carries the HTTP status and, for bad input, where it is. */
export class ContentApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'ContentApiError';
  }
}

export function badRequest(message: string, path?: string): ContentApiError {
  return new ContentApiError(message, 400, path);
}
