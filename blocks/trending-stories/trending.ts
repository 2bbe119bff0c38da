/**
 * Trending stories rules ("trending stories (rank numbers, tag text capitalised appended to the section
 * after a pipe unless hideTag)"; "trending stories require title, maoriTitle and content config"). Pure.
 */
import type { Lang } from '../../engine/index.ts';
import { overlineOf, type ImageSpec, type PromoItem } from '../../common/promo/index.ts';

/** "trending 274x206 ratio 1.5": the 274x206 rendition, shown in a 3:2 frame (styles.css). */
export const TRENDING_IMAGE: ImageSpec = { widths: [274], width: 274, ratio: '274:206', sizes: '274px' };
export const LABEL_SEPARATOR = ' | ';

/** What the block still needs before it renders, in the order an editor fills them in. */
export function missingSettings(fields: { title?: string; maoriTitle?: string; content?: unknown }): string[] {
  const missing: string[] = [];
  if (!fields.title?.trim()) missing.push('title');
  if (!fields.maoriTitle?.trim()) missing.push('maoriTitle');
  if (!fields.content) missing.push('content config');
  return missing;
}

/** First letter upper case, the rest as written ('te reo Māori' -> 'Te reo Māori'). */
export function capitalise(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + text.slice(head.length);
}

export interface LabelPart { text: string; href?: string }

/**
 * The section (Māori title in Māori) then, unless hideTag, the first tag capitalised: shown joined by ' | '.
 * Each part links to its page where it has one (sections to their path, tags to /tags/{slug}/).
 */
export function trendingLabel(item: PromoItem, site: string, lang: Lang, hideTag: boolean): LabelPart[] {
  const parts: LabelPart[] = [];
  // The section part of a story's overline, without the editor label overlines prefer.
  const section = overlineOf({ ...item, label: undefined }, site, lang);
  if (section) parts.push(section.url ? { text: section.text, href: section.url } : { text: section.text });
  if (!hideTag) {
    const tags = (item.taxonomy as { tags?: Array<{ text?: unknown; slug?: unknown }> } | undefined)?.tags;
    const tag = Array.isArray(tags) ? tags[0] : undefined;
    const text = typeof tag?.text === 'string' ? tag.text.trim() : '';
    if (text) parts.push(typeof tag?.slug === 'string' && tag.slug ? { text: capitalise(text), href: `/tags/${encodeURIComponent(tag.slug)}/` } : { text: capitalise(text) });
  }
  return parts;
}
