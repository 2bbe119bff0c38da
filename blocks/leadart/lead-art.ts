/**
 * Which lead art a story has and what its renderer needs (spec "Lead art", sections 3 and 9). Pure, and small
 * on purpose: the island ships exactly what `leadArtOf` keeps.
 */
import { creditOf } from '../../common/gallery/index.ts';

/** Lead art images 800 and 1600 wide; ratio 16:9, 4:3 or 3:2 (16:9 default). */
export const LEAD_ART_WIDTHS = [800, 1600] as const;
export const LEAD_ART_WIDTH = 800;
/** How wide the lead image shows: the article column from the laptop width, the viewport below it. */
export const LEAD_ART_SIZES = '(min-width: 1024px) 800px, 100vw';
export const LEAD_ART_RATIOS = ['16:9', '4:3', '3:2'] as const;
export type LeadArtRatio = (typeof LEAD_ART_RATIOS)[number];
/** Spec "Lead art": a gallery shows one slide with images 450 high. */
export const GALLERY_SLIDES_TO_SHOW = 1;
export const GALLERY_IMAGE_HEIGHT = 450;
/** ViewportPercentage 65. */
export const DEFAULT_VIEWPORT_PERCENTAGE = 65;

type Credits = { by: Array<{ name: string }> };

export interface LeadImage {
  type: 'image';
  _id?: string;
  url: string;
  auth?: Record<string, string>;
  width?: number;
  height?: number;
  focal_point?: { x: number; y: number };
  alt_text?: string;
  caption?: string;
  subtitle?: string;
  credit?: string;
}
export interface LeadVideo { type: 'video'; _id?: string; embed_html: string; title?: string; caption?: string; credit?: string }
export interface LeadGallery { type: 'gallery'; _id?: string; title?: string; content_elements: Array<Omit<LeadImage, 'credit'> & { credits?: Credits }> }
export interface LeadHtml { type: 'raw_html'; _id?: string; content: string }
export type LeadArt = LeadImage | LeadVideo | LeadGallery | LeadHtml;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function image(el: any): LeadImage | undefined {
  const url = str(el?.url);
  if (!url) return undefined; // an image needs a url
  const out: LeadImage = { type: 'image', url };
  if (str(el._id)) out._id = el._id;
  if (el.auth && typeof el.auth === 'object') out.auth = el.auth;
  if (num(el.width)) out.width = el.width;
  if (num(el.height)) out.height = el.height;
  if (num(el.focal_point?.x) !== undefined && num(el.focal_point?.y) !== undefined) out.focal_point = { x: el.focal_point.x, y: el.focal_point.y };
  for (const k of ['alt_text', 'caption', 'subtitle'] as const) if (str(el[k])) out[k] = el[k];
  const credit = str(el.credit) ?? creditOf(el);
  if (credit) out.credit = credit;
  return out;
}

/**
 * Spec: the lead art is promo_items.lead_art (else promo_items.basic) of the page content: an image, video,
 * gallery or raw html element, each only with what it needs to render (image url, video embed_html,
 * gallery images with urls, html content). Idempotent: leadArtOf(islandContent(x)) equals leadArtOf(x).
 */
export function leadArtOf(content: any): LeadArt | undefined {
  const el = content?.promo_items?.lead_art ?? content?.promo_items?.basic;
  if (!el || typeof el !== 'object') return undefined;
  switch (el.type) {
    case 'image':
      return image(el);
    case 'video': {
      const embed = str(el.embed_html);
      if (!embed) return undefined;
      const out: LeadVideo = { type: 'video', embed_html: embed };
      if (str(el._id)) out._id = el._id;
      const title = str(el.title) ?? str(el.headlines?.basic);
      const caption = str(el.caption) ?? str(el.description?.basic);
      const credit = str(el.credit) ?? creditOf(el);
      if (title) out.title = title;
      if (caption) out.caption = caption;
      if (credit) out.credit = credit;
      return out;
    }
    case 'gallery': {
      const images = (Array.isArray(el.content_elements) ? el.content_elements : []).map(image).filter((i: LeadImage | undefined): i is LeadImage => !!i);
      if (!images.length) return undefined;
      const out: LeadGallery = {
        type: 'gallery',
        // gallerySlides reads credits.by: keep the one credit name per image in that shape.
        content_elements: images.map(({ credit, ...rest }: LeadImage) => (credit ? { ...rest, credits: { by: [{ name: credit }] } } : rest)),
      };
      if (str(el._id)) out._id = el._id;
      const title = str(el.title) ?? str(el.headlines?.basic);
      if (title) out.title = title;
      return out;
    }
    case 'raw_html': {
      const content = str(el.content);
      return content ? { type: 'raw_html', ...(str(el._id) ? { _id: el._id } : {}), content } : undefined;
    }
    default:
      return undefined;
  }
}

/** What the island gets of the page content: only the lead art, in the shape leadArtOf reads. */
export function islandContent(content: unknown): { promo_items: { lead_art: LeadArt } } | undefined {
  const lead = leadArtOf(content);
  return lead ? { promo_items: { lead_art: lead } } : undefined;
}

/** Video frame: the chosen ratio, never taller than viewportPercentage of the viewport height. */
export function videoFrameStyle(ratio: LeadArtRatio, viewportPercentage: number): Record<string, string> {
  const [w, h] = ratio.split(':');
  const vh = Math.max(0, viewportPercentage);
  return { '--leadart-ratio': `${w} / ${h}`, '--leadart-max-width': `calc(${vh}vh * ${w} / ${h})` };
}

/**
 * When the lead art's island hydrates: a video that plays by itself, and a gallery (its controls show once
 * hydrated), as they come near the viewport; an image (its full-screen button), a video with its own controls
 * or raw HTML only when the reader acts on it.
 */
export function leadArtHydrate(lead: LeadArt | undefined, autoplay: boolean | undefined): 'visible' | 'interaction' {
  if (lead?.type === 'gallery') return 'visible';
  if (lead?.type === 'video' && autoplay) return 'visible';
  return 'interaction';
}
