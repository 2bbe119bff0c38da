/**
 * Hand checks of written ANS documents: only the fields the store indexes or the reader site relies
 * on are checked; everything else is stored as given. Each failure names the JSON path and the reason.
 */
import { CONTENT_TYPES, DOCUMENT_TYPES, badRequest, type AnsDocument, type DocumentType } from './types.ts';

export const SITE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Arc ids are 26-character upper-case strings; readable slugs ("story-1") are accepted too. */
export const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
export const SECTION_ID = /^\/[A-Za-z0-9_\-/]{0,255}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
const DATE_FIELDS = ['display_date', 'first_publish_date', 'publish_date', 'last_updated_date', 'created_date'];

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v) : Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v);

/** ISO 8601 and a real calendar day (Date.parse alone rolls 2025-02-30 over to March; PostgreSQL refuses it). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return false;
  // The instant, in UTC, must stay within years 1-9999 too: an offset can push 9999-12-31 into year 10000,
  // which reaches PostgreSQL as "+010000-..." and fails there.
  const utcYear = new Date(value).getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999;
}

function expectObject(v: unknown, path: string): Json {
  if (!isObject(v)) throw badRequest(`${path} must be an object, got ${show(v)}`, path);
  return v;
}

function expectArray(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw badRequest(`${path} must be an array, got ${show(v)}`, path);
  return v;
}

function expectString(v: unknown, path: string, opts: { pattern?: RegExp; why?: string; nonEmpty?: boolean } = {}): string {
  if (typeof v !== 'string') throw badRequest(`${path} must be a string, got ${show(v)}`, path);
  if (opts.nonEmpty && !v.trim()) throw badRequest(`${path} must not be empty`, path);
  if (opts.pattern && !opts.pattern.test(v)) throw badRequest(`${path} ${opts.why ?? `does not match ${opts.pattern}`}, got ${show(v)}`, path);
  return v;
}

function optional<T>(obj: Json, key: string, path: string, check: (v: unknown, path: string) => T): T | undefined {
  return obj[key] === undefined ? undefined : check(obj[key], path ? `${path}.${key}` : key);
}

function checkStringField(obj: Json, key: string, path: string): void {
  optional(obj, key, path, expectString);
}

/** `headlines`, `subheadlines`, `description`: objects whose `basic` is a string. */
function checkTextBlock(doc: Json, key: string): void {
  optional(doc, key, '', (v, p) => checkStringField(expectObject(v, p), 'basic', p));
}

function checkWebsites(doc: Json, required: boolean): void {
  if (doc.websites === undefined) {
    if (required) throw badRequest(`websites is required for type ${String(doc.type)} (one entry per site, with website_url)`, 'websites');
    optional(doc, 'canonical_website', '', (v, p) => expectString(v, p, { pattern: SITE_ID, why: 'must be a site id' }));
    return;
  }
  const websites = expectObject(doc.websites, 'websites');
  const sites = Object.keys(websites);
  if (required && sites.length === 0) throw badRequest('websites must have at least one site entry', 'websites');
  for (const site of sites) {
    const path = `websites.${site}`;
    if (!SITE_ID.test(site)) throw badRequest(`${path}: site id must be lower-case letters, digits and dashes`, path);
    const entry = expectObject(websites[site], path);
    expectString(entry.website_url, `${path}.website_url`, { pattern: /^\/\S*$/, why: 'must be a path starting with "/" and without spaces' });
    optional(entry, 'website_section', path, (v, p) => {
      const section = expectObject(v, p);
      expectString(section._id, `${p}._id`, { pattern: SECTION_ID, why: 'must be a section path like "/news"' });
      checkStringField(section, 'name', p);
    });
  }
  optional(doc, 'canonical_website', '', (v, p) => {
    const site = expectString(v, p);
    if (!(site in websites)) throw badRequest(`canonical_website ${show(site)} has no entry in websites`, p);
  });
}

function checkTaxonomy(doc: Json): void {
  optional(doc, 'taxonomy', '', (v, p) => {
    const taxonomy = expectObject(v, p);
    optional(taxonomy, 'tags', p, (tags, tp) =>
      expectArray(tags, tp).forEach((tag, i) => {
        const t = expectObject(tag, `${tp}[${i}]`);
        checkStringField(t, 'text', `${tp}[${i}]`);
        checkStringField(t, 'slug', `${tp}[${i}]`);
      }),
    );
    optional(taxonomy, 'sections', p, (sections, sp) =>
      expectArray(sections, sp).forEach((s, i) =>
        expectString(expectObject(s, `${sp}[${i}]`)._id, `${sp}[${i}]._id`, { pattern: SECTION_ID, why: 'must be a section path like "/news"' }),
      ),
    );
    optional(taxonomy, 'primary_section', p, (s, sp) => checkStringField(expectObject(s, sp), '_id', sp));
    optional(taxonomy, 'seo_keywords', p, (k, kp) => expectArray(k, kp).forEach((w, i) => expectString(w, `${kp}[${i}]`)));
  });
}

function checkCredits(doc: Json): void {
  optional(doc, 'credits', '', (v, p) => {
    const credits = expectObject(v, p);
    optional(credits, 'by', p, (by, bp) => expectArray(by, bp).forEach((a, i) => expectObject(a, `${bp}[${i}]`)));
  });
}

function checkContentElements(doc: Json, type: DocumentType): void {
  const required = type === 'collection';
  if (doc.content_elements === undefined) {
    if (required) throw badRequest('content_elements is required for a collection (an array of { _id } references)', 'content_elements');
    return;
  }
  expectArray(doc.content_elements, 'content_elements').forEach((el, i) => {
    const path = `content_elements[${i}]`;
    const item = expectObject(el, path);
    if (type === 'collection') {
      const referent = isObject(item.referent) ? item.referent.id : undefined;
      expectString(item._id ?? referent, `${path}._id`, { pattern: DOCUMENT_ID, why: 'must be the _id of a stored document' });
    } else {
      expectString(item.type, `${path}.type`, { nonEmpty: true });
    }
  });
}

function checkTypeSpecific(doc: Json, type: DocumentType): void {
  if (type === 'section') expectString(doc._website, '_website', { pattern: SITE_ID, why: 'must be the site id the section belongs to' });
  if (type === 'tag') expectString(doc.slug, 'slug', { nonEmpty: true });
  if (type === 'author') checkStringField(doc, 'slug', '');
  if (type === 'image') expectString(doc.url, 'url', { nonEmpty: true });
  if (type === 'collection') checkStringField(doc, 'content_alias', '');
}

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL text and jsonb refuse NUL characters and unpaired surrogates: refuse them here, with the path. */
export function checkStorableText(value: unknown, path: string): void {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) throw badRequest(`${path} contains a NUL character or an unpaired UTF-16 surrogate`, path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => checkStorableText(v, `${path}[${i}]`));
  } else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      const child = path ? `${path}.${key}` : key;
      checkStorableText(key, child);
      checkStorableText(v, child);
    }
  }
}

/** Throws ContentApiError(400, path) on the first problem; returns the document typed. */
export function validateDocument(input: unknown, pathId?: string): AnsDocument {
  const doc = expectObject(input, '(body)');
  checkStorableText(doc, '');
  const type = expectString(doc.type, 'type') as DocumentType;
  if (!DOCUMENT_TYPES.includes(type)) throw badRequest(`type must be one of ${DOCUMENT_TYPES.join(', ')}, got ${show(type)}`, 'type');
  const idPattern = type === 'section' ? SECTION_ID : DOCUMENT_ID;
  const id = expectString(doc._id, '_id', {
    pattern: idPattern,
    why: type === 'section' ? 'must be a section path like "/news"' : 'must be 1-128 letters, digits, "_", "." or "-"',
  });
  if (pathId !== undefined && id !== pathId) throw badRequest(`_id ${show(id)} does not match the document id in the URL ${show(pathId)}`, '_id');
  const isContent = CONTENT_TYPES.includes(type);
  for (const field of DATE_FIELDS) {
    if (doc[field] === undefined && !(field === 'display_date' && isContent)) continue;
    expectString(doc[field], field, { pattern: ISO_DATE, why: 'must be an ISO 8601 date-time with a time zone, e.g. 2025-03-01T09:30:00Z' });
    if (!isIsoDate(doc[field] as string)) throw badRequest(`${field} is not a real date, got ${show(doc[field])}`, field);
  }
  checkWebsites(doc, isContent);
  checkStringField(doc, 'canonical_url', '');
  checkStringField(doc, 'subtype', '');
  checkStringField(doc, 'language', '');
  // Tags and authors carry a plain-string description; ANS content wraps it as { basic }.
  if (type !== 'tag' && type !== 'author' && type !== 'section') {
    for (const block of ['headlines', 'subheadlines', 'description']) checkTextBlock(doc, block);
  }
  checkTaxonomy(doc);
  checkCredits(doc);
  checkContentElements(doc, type);
  checkTypeSpecific(doc, type);
  return doc as AnsDocument;
}
