/** Gallery slides from ANS, with resized image URLs (spec sections 3 and 9). Browser-safe: islands import it. */
import { resizedImage, type ImageAns, type ResizedImage } from '../images.ts';

export { DEFAULT_RESIZER_BASE, resizerBaseOf } from '../images.ts';

/** Gallery widths 400/600/800/1600, 800 by default. */
export const GALLERY_WIDTHS = [400, 600, 800, 1600] as const;
export const GALLERY_DEFAULT_WIDTH = 800;

/** The ANS image fields a slide shows. */
export interface GalleryImageAns extends ImageAns {
  alt_text?: string;
  caption?: string;
  subtitle?: string;
  credits?: { by?: Array<{ name?: string }> };
  vanity_credits?: { by?: Array<{ name?: string }> };
}

export interface GallerySlide {
  key: string;
  image: ResizedImage;
  alt: string;
  caption?: string;
  credit?: string;
}

/** Credit names: vanity credits when the editor set them, else the photographers (credits.by names). */
export function creditOf(image: Pick<GalleryImageAns, 'credits' | 'vanity_credits'>): string | undefined {
  const names = (by: Array<{ name?: string }> | undefined) => (by ?? []).map((p) => p?.name?.trim()).filter((n): n is string => !!n);
  const vanity = names(image.vanity_credits?.by);
  const credits = vanity.length ? vanity : names(image.credits?.by);
  return credits.length ? credits.join(', ') : undefined;
}

/** One slide per image of a gallery's content_elements that has a url (an image needs a url). */
export function gallerySlides(gallery: { content_elements?: unknown[] } | null | undefined, resizerBase: string): GallerySlide[] {
  const elements = Array.isArray(gallery?.content_elements) ? gallery.content_elements : [];
  const slides: GallerySlide[] = [];
  elements.forEach((el, i) => {
    const image = el as GalleryImageAns & { type?: string };
    if (!image || (image.type && image.type !== 'image') || typeof image.url !== 'string' || !image.url) return;
    slides.push({
      key: image._id ?? `slide-${i}`,
      image: resizedImage(image, { widths: GALLERY_WIDTHS, width: GALLERY_DEFAULT_WIDTH, resizerBase }),
      alt: image.alt_text ?? '',
      caption: image.caption?.trim() || undefined,
      credit: creditOf(image),
    });
  });
  return slides;
}
