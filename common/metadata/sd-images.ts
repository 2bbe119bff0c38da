/**
 * Image addresses for structured data. Google asks an article (and a video's thumbnails) for high-resolution images
 * at 16x9, 4x3 and 1x1, each at least 50,000 pixels: the resizer crops the image's original three times at 1200
 * wide around its focal point, as the page's social image is made (social-image.ts), with the same token.
 */
import { RESIZER_AUTH_VERSION, heightForWidth, imageIdFromUrl, isImageId, resizerUrl } from '../images.ts';
import { onDomain } from './canonical.ts';
import { resizerBaseOf, type SocialImageSource } from './social-image.ts';

export const STRUCTURED_IMAGE_WIDTH = 1200;
export const STRUCTURED_IMAGE_RATIOS = ['16:9', '4:3', '1:1'] as const;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The image at the three ratios, absolute; the plain image (absolute) when the resizer cannot be asked (no id, no
 * token or no domain), and none when there is no usable address at all.
 */
export function imageCrops(source: SocialImageSource | undefined, websiteDomain: string | undefined, signedAuth?: string): string[] {
  if (!source) return [];
  const auth = source.auth ?? signedAuth;
  const base = resizerBaseOf(websiteDomain);
  if (source.id && auth && base) {
    return STRUCTURED_IMAGE_RATIOS.map((ratio) =>
      resizerUrl({
        resizerBase: base,
        id: source.id!,
        auth,
        width: STRUCTURED_IMAGE_WIDTH,
        height: heightForWidth(STRUCTURED_IMAGE_WIDTH, ratio),
        focal: source.focal,
        // The site's fallback has no focal point an editor chose: the resizer picks the crop.
        smart: source.kind === 'fallback',
      }),
    );
  }
  const plain = onDomain(source.url, websiteDomain)?.href;
  return plain ? [plain] : [];
}

export interface GalleryImage {
  '@type': 'ImageObject';
  contentUrl: string;
  caption?: string;
  width?: number;
  height?: number;
}

/**
 * One image of a gallery, with its own token (content images carry one): 1200 wide at its own aspect ratio, as
 * readers see it in the carousel; the plain image when it cannot be resized. Undefined without an address.
 */
export function galleryImage(ans: any, websiteDomain: string | undefined): GalleryImage | undefined {
  const url = text(ans?.url);
  if (!url || url.includes('undefined')) return undefined;
  const id = isImageId(ans?._id) ? ans._id : imageIdFromUrl(url);
  const auth = text(ans?.auth?.[String(RESIZER_AUTH_VERSION)]);
  const base = resizerBaseOf(websiteDomain);
  const caption = text(ans?.caption) ?? text(ans?.subtitle) ?? text(ans?.alt_text);
  const w = typeof ans?.width === 'number' && ans.width > 0 ? ans.width : undefined;
  const h = typeof ans?.height === 'number' && ans.height > 0 ? ans.height : undefined;
  if (id && auth && base) {
    const height = w && h ? Math.max(1, Math.round((STRUCTURED_IMAGE_WIDTH * h) / w)) : undefined;
    const contentUrl = resizerUrl({ resizerBase: base, id, auth, width: STRUCTURED_IMAGE_WIDTH });
    return { '@type': 'ImageObject', contentUrl, ...(caption ? { caption } : {}), width: STRUCTURED_IMAGE_WIDTH, ...(height ? { height } : {}) };
  }
  const plain = onDomain(url, websiteDomain)?.href;
  if (!plain) return undefined;
  return { '@type': 'ImageObject', contentUrl: plain, ...(caption ? { caption } : {}), ...(w && h ? { width: w, height: h } : {}) };
}
