/** Overline rules (section title and first tag capitalised, joined by ' | '). */

export interface OverlinePart { text: string; href?: string }

export const OVERLINE_SEPARATOR = ' | ';

/** First letter upper case, the rest as written ('te reo Māori' -> 'Te reo Māori'). */
export function capitalise(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + text.slice(head.length);
}

/** A section _id ('/news') as the address of its page ('/news/'). */
export function sectionHref(id: string): string {
  return id.endsWith('/') ? id : `${id}/`;
}

/** The section (websites[site].website_section name) then the first tag, capitalised; each linked when it can be. */
export function overlineParts(content: any, site: string): OverlinePart[] {
  const parts: OverlinePart[] = [];
  const section = content?.websites?.[site]?.website_section;
  const name = typeof section?.name === 'string' ? section.name.trim() : '';
  if (name) parts.push(typeof section._id === 'string' && section._id.startsWith('/') ? { text: name, href: sectionHref(section._id) } : { text: name });
  const tag = Array.isArray(content?.taxonomy?.tags) ? content.taxonomy.tags[0] : undefined;
  const tagText = typeof tag?.text === 'string' ? tag.text.trim() : '';
  if (tagText) parts.push(tag.slug ? { text: capitalise(tagText), href: `/tags/${encodeURIComponent(tag.slug)}/` } : { text: capitalise(tagText) });
  return parts;
}
