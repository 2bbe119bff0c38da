import type { FocalPoint } from './protocol.ts';

export type Region = { left: number; top: number; width: number; height: number };

/**
 * The largest region of the original with the target's aspect ratio, placed so the focal point is as close to
 * its centre as the image edges allow. Resizing that region to the target gives the crop. A focal point
 * outside the original is clamped onto it: it may come from a rendition of slightly different size.
 */
export function focalCropRegion(
  original: { width: number; height: number },
  target: { width: number; height: number },
  focal: FocalPoint,
): Region {
  const aspect = target.width / target.height;
  let width = original.width;
  let height = original.height;
  if (original.width / original.height > aspect) width = clamp(Math.round(original.height * aspect), 1, original.width);
  else height = clamp(Math.round(original.width / aspect), 1, original.height);
  const fx = clamp(focal.x, 0, original.width);
  const fy = clamp(focal.y, 0, original.height);
  return {
    left: clamp(Math.round(fx - width / 2), 0, original.width - width),
    top: clamp(Math.round(fy - height / 2), 0, original.height - height),
    width,
    height,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
