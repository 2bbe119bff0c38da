/**
 * The news site's cache tags: ANS document ids (what a story edit invalidates and a CDN purges by) and one tag per
 * site's navigation. The engine only indexes tags; this is where they get their meaning.
 */

/** Where a document's list of other documents lives, by the shape of the answer (collections, searches, authors, tags). */
const LIST_FIELDS = ['content_elements', 'data', 'authors', 'Payload', 'items'] as const;
// These documents' content_elements are their body (paragraphs, inline images), not documents of their own.
const HAS_BODY = new Set(['story', 'video', 'gallery']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The ids of the ANS documents a content value holds: itself, and the items of a list. */
export function ansTags(value: unknown): string[] {
  const ids: string[] = [];
  const add = (item: unknown) => {
    if (isObject(item) && typeof item._id === 'string' && item._id) ids.push(item._id);
  };
  if (Array.isArray(value)) {
    value.forEach(add);
    return ids;
  }
  if (!isObject(value)) return ids;
  add(value);
  if (HAS_BODY.has(value.type as string)) return ids;
  for (const field of LIST_FIELDS) {
    const list = value[field];
    if (Array.isArray(list)) list.forEach(add);
  }
  return ids;
}

/** Every page of a site shows its menus: a navigation (or section document) write invalidates by this. */
export function navigationTag(site: string): string {
  return `navigation:${site}`;
}

/** The shape of the content store's change events (services/content-api ContentChange), as far as tags need it. */
export type ChangeForTags = { kind: 'document'; id: string; type: string; site?: string } | { kind: 'navigation'; site: string };

/** The tags a committed write invalidates: the document's id (every value containing it), or the site's navigation. */
export function changeTags(change: ChangeForTags): string[] {
  if (change.kind === 'navigation') return [navigationTag(change.site)];
  if (change.type === 'section') return change.site ? [navigationTag(change.site), change.id] : [change.id];
  return [change.id];
}
