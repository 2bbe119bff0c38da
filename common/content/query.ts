/**
 * Builders for content API paths and Lucene queries shared by the sources in sources/.
 * Paths are relative to CONTENT_BASE (see /tmp brief: the content API contract).
 */
import { Type } from '@sinclair/typebox';
import { ContentError, type SourceContext } from '../../engine/index.ts';
import { sourceIncludeParam } from './field-filters.ts';

/** Optional site override: defaults to the site the page renders for. */
export const SiteParam = Type.Optional(Type.String({ minLength: 1, description: 'Site id; defaults to the page site' }));

export function siteOf(query: { site?: string }, ctx: SourceContext): string {
  return query.site || ctx.site;
}

/** Lucene phrase: quotes and backslashes escaped, always quoted (values hold slashes and spaces). */
export function quote(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** Lucene range bound: ISO dates carry ':' which must be escaped outside quotes. */
export function rangeTerm(value: string): string {
  return value.replace(/[\s:{}[\]()"\\/^~]/g, (c) => `\\${c}`);
}

/** `a OR b` over one field, grouped; a single value is just `field:"v"`. */
export function anyOf(field: string, values: string[]): string {
  const terms = values.map((v) => `${field}:${quote(v)}`);
  return terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`;
}

/** Comma-separated param -> trimmed, non-empty values. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function requireValue(source: string, param: string, value: string | undefined): string {
  if (!value || !value.trim()) throw new ContentError(`${source}: param "${param}" is required`, 400);
  return value.trim();
}

export interface SearchArgs {
  site: string;
  q: string;
  from: number;
  size: number;
  sort?: string;
  /** Paths of each item to ask for (the caller's selection); undefined: whole documents. */
  select?: readonly string[];
}

/** GET /content/v4/search/published (the story-feed-* family). */
export function searchPublishedPath(a: SearchArgs): string {
  return (
    `/content/v4/search/published?website=${encodeURIComponent(a.site)}` +
    `&q=${encodeURIComponent(a.q)}` +
    `&sort=${encodeURIComponent(a.sort || 'display_date:desc')}` +
    `&from=${a.from}&size=${a.size}` +
    sourceIncludeParam(a.select)
  );
}

export interface CollectionArgs {
  site: string;
  id?: string;
  alias?: string;
  from: number;
  size: number;
  getNext?: boolean;
}

/** GET /content/v4/collections by _id or content_alias. */
export function collectionPath(source: string, a: CollectionArgs): string {
  const key = a.id
    ? `_id=${encodeURIComponent(a.id)}`
    : a.alias
      ? `content_alias=${encodeURIComponent(a.alias)}`
      : null;
  if (!key) throw new ContentError(`${source}: param "_id" or "content_alias" is required`, 400);
  return (
    `/content/v4/collections?website=${encodeURIComponent(a.site)}&${key}` +
    `&from=${a.from}&size=${a.size}` +
    (a.getNext ? '&getNext=true' : '')
  );
}

/** story-feed-query filters (Up Next: type, tag, excluded current item, strictly older dates) as Lucene. */
export function feedQuery(q: {
  query?: string;
  type?: string;
  tag?: string;
  excludeCanonicalUrl?: string;
  before?: string;
}): string {
  const parts: string[] = [];
  const base = (q.query ?? '').trim();
  if (base && base !== '*') parts.push(`(${base})`);
  if (q.type) parts.push(`type:${quote(q.type)}`);
  if (q.tag) parts.push(`taxonomy.tags.text:${quote(q.tag)}`);
  if (q.before && Number.isNaN(Date.parse(q.before))) {
    throw new ContentError(`story-feed-query: param "before" must be an ISO date, got "${q.before}"`, 400);
  }
  if (q.before) parts.push(`display_date:{* TO ${rangeTerm(q.before)}}`);
  let out = parts.join(' AND ') || '*';
  if (q.excludeCanonicalUrl) out += ` AND NOT canonical_url:${quote(q.excludeCanonicalUrl)}`;
  return out;
}
