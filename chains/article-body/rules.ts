/**
 * Rules of the article body (spec "Article body elements", sections 3 and 9), apart from React so each is
 * tested directly: which elements render, the dateline, where inline ads go, heading levels, image sizes.
 */
import { escapeHtml, sanitizeInlineHtml, textOf } from './sanitize.ts';

export type AnsElement = { _id?: string; type?: string; [field: string]: any };

/** Article images 274/400/768/1024/1440, 800 by default; floated images 400 and half widths. */
export const ARTICLE_IMAGE_WIDTHS = [274, 400, 768, 1024, 1440] as const;
export const ARTICLE_IMAGE_DEFAULT_WIDTH = 800;
export const FLOATED_IMAGE_WIDTH = 400;
export const DEFAULT_INLINE_AD_PARAGRAPH = 3;
export const MAX_HEADING_LEVEL = 6;
/** The page headline is the page's one h1 (headline block): body headings start one level below. */
export const MIN_HEADING_LEVEL = 2;
export const LOCATION_SEPARATOR = ' — ';

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const nonEmptyArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.length > 0;

/** Spec rendering rules: what each element type needs before it renders; unknown types never render. */
export function isRenderable(el: AnsElement | null | undefined): boolean {
  if (!el || typeof el !== 'object') return false;
  switch (el.type) {
    case 'text':
    case 'copyright':
    case 'raw_html':
    case 'header':
      return nonEmpty(el.content);
    case 'divider':
      return true;
    case 'image':
      return nonEmpty(el.url);
    case 'interstitial_link':
      return nonEmpty(el.url) && nonEmpty(el.content);
    case 'list':
      return nonEmptyArray(el.items);
    case 'correction':
      return nonEmpty(el.text);
    case 'oembed_response':
      return nonEmpty(el.raw_oembed?.html);
    case 'table':
      return nonEmptyArray(el.rows); // a table needs rows; its header row is optional
    case 'quote':
      return nonEmptyArray(el.content_elements);
    case 'video':
      return nonEmpty(el.embed_html);
    case 'gallery':
      return Array.isArray(el.content_elements) && el.content_elements.some((img: AnsElement) => nonEmpty(img?.url));
    default:
      return false;
  }
}

/** Spec: the location is already there when the paragraph starts with it and a dash ("WELLINGTON — ..."). */
export function hasLocation(html: string, location: string): boolean {
  const escaped = location.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*${escaped}\\s*[—–-]`, 'iu').test(textOf(html).replace(/\u00a0/g, ' '));
}

/** Spec: the first text paragraph gets the location prefixed with an em dash unless already present. */
export function withLocation(html: string, location: unknown): string {
  if (!nonEmpty(location) || hasLocation(html, location)) return html;
  return `${escapeHtml(location.trim().toUpperCase())}${LOCATION_SEPARATOR}${html}`;
}

/**
 * Spec: inline ads go after the configured paragraph number, only if that paragraph is before the
 * second-to-last text paragraph. Returns the paragraph number, or null for no inline ads.
 */
export function inlineAdParagraph(textParagraphs: number, configured: number | undefined): number | null {
  const p = configured ?? DEFAULT_INLINE_AD_PARAGRAPH;
  if (!Number.isInteger(p) || p < 1) return null;
  return p < textParagraphs - 1 ? p : null;
}

/** Spec: headings never go deeper than level 6 (and never above the page headline's h1). */
export function headingLevel(level: unknown): 2 | 3 | 4 | 5 | 6 {
  const n = typeof level === 'number' ? level : Number.parseInt(String(level ?? ''), 10);
  if (!Number.isFinite(n)) return MIN_HEADING_LEVEL;
  return Math.min(MAX_HEADING_LEVEL, Math.max(MIN_HEADING_LEVEL, Math.floor(n))) as 2 | 3 | 4 | 5 | 6;
}

export interface ImageSizing { widths: number[]; width: number; sizes: string; floated: boolean }

/** Full-width images 274..1440 with src 800; left/right floated images half those, src 400. */
export function articleImageSizing(alignment: unknown): ImageSizing {
  const floated = alignment === 'left' || alignment === 'right';
  if (floated) {
    return { widths: ARTICLE_IMAGE_WIDTHS.map((w) => Math.round(w / 2)), width: FLOATED_IMAGE_WIDTH, sizes: '(min-width: 768px) 400px, 100vw', floated };
  }
  return { widths: [...ARTICLE_IMAGE_WIDTHS], width: ARTICLE_IMAGE_DEFAULT_WIDTH, sizes: '(min-width: 1024px) 800px, 100vw', floated };
}

/** Correction label: 'clarification' when the content says so, else 'correction'. */
export function correctionKind(el: AnsElement): 'correction' | 'clarification' {
  return el.correction_type === 'clarification' ? 'clarification' : 'correction';
}

export interface PlannedElement {
  key: string;
  element: AnsElement;
  /** Text paragraphs: sanitised HTML (with the dateline on the first). */
  html?: string;
}

export interface BodyPlan {
  elements: PlannedElement[];
  textParagraphs: number;
  /** Index in `elements` after which the chain's children (inline ads) go; null for nowhere. */
  adsAfter: number | null;
  adParagraph: number | null;
}

/** What the article body renders, in order, and where the inline ads go. */
export function planBody(contentElements: unknown, o: { location?: unknown; inlineAdParagraph?: number } = {}): BodyPlan {
  const elements: PlannedElement[] = [];
  const textIndexes: number[] = [];
  const source = Array.isArray(contentElements) ? (contentElements as AnsElement[]) : [];
  source.forEach((element, i) => {
    if (!isRenderable(element)) return;
    const key = typeof element._id === 'string' && element._id ? `${element._id}-${i}` : `el-${i}`;
    if (element.type !== 'text') {
      elements.push({ key, element });
      return;
    }
    let html = sanitizeInlineHtml(element.content);
    if (!textOf(html).trim()) return; // a paragraph of only tags or spaces is not a paragraph
    if (textIndexes.length === 0) html = withLocation(html, o.location);
    textIndexes.push(elements.length);
    elements.push({ key, element, html });
  });
  const adParagraph = inlineAdParagraph(textIndexes.length, o.inlineAdParagraph);
  return { elements, textParagraphs: textIndexes.length, adParagraph, adsAfter: adParagraph === null ? null : textIndexes[adParagraph - 1] };
}
