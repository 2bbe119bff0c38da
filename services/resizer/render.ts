import sharp from 'sharp';
import { focalCropRegion } from './crop.ts';
import type { ResizeParams } from './params.ts';

export type OutputFormat = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A resize keeps the original's format, named by its extension (known before decoding, so cache hits skip sharp). */
export function formatOfOriginal(file: string): OutputFormat {
  if (file.endsWith('.png')) return 'png';
  if (file.endsWith('.webp')) return 'webp';
  return 'jpeg';
}

/**
 * Resizes an original. Width or height alone keeps the aspect ratio; both crop: around the focal point, by
 * sharp's attention strategy (smart), or from the centre. Output may be larger than the original: the URL
 * asked for those pixel dimensions and layouts rely on them.
 */
export async function renderResized(file: string, params: ResizeParams, format: OutputFormat): Promise<Buffer> {
  // autoOrient first, so focal coordinates and the extract region are in the orientation editors saw.
  let image = sharp(file, { autoOrient: true });
  const { width, height, crop } = params;
  if (width !== undefined && height !== undefined && crop) {
    if (crop.kind === 'focal') {
      const meta = await sharp(file, { autoOrient: true }).metadata();
      const original = meta.autoOrient ?? { width: meta.width, height: meta.height };
      image = image.extract(focalCropRegion(original, { width, height }, crop.focal));
      image = image.resize(width, height, { fit: 'fill' });
    } else {
      image = image.resize(width, height, {
        fit: 'cover',
        position: crop.kind === 'smart' ? sharp.strategy.attention : 'centre',
      });
    }
  } else if (width !== undefined || height !== undefined) {
    image = image.resize(width ?? null, height ?? null);
  }
  return image.toFormat(format).toBuffer();
}
