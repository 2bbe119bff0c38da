/** Tags row rules (label 'Tags:'; tag links go to /tags/{slug}/). */

export interface TagLink { text: string; href: string }

export const tagHref = (slug: string) => `/tags/${encodeURIComponent(slug)}/`;

/** taxonomy.tags with both a text and a slug, once per slug, in order. */
export function tagLinks(content: any): TagLink[] {
  const tags: any[] = Array.isArray(content?.taxonomy?.tags) ? content.taxonomy.tags : [];
  const seen = new Set<string>();
  const out: TagLink[] = [];
  for (const tag of tags) {
    const slug = typeof tag?.slug === 'string' ? tag.slug.trim() : '';
    const text = typeof tag?.text === 'string' ? tag.text.trim() : '';
    if (!slug || !text || seen.has(slug)) continue;
    seen.add(slug);
    out.push({ text, href: tagHref(slug) });
  }
  return out;
}
