import { describe, expect, it } from 'vitest';
import { focalCropRegion } from './crop.ts';

describe('focal crop region (focal point as central as possible, crop in bounds)', () => {
  const original = { width: 1600, height: 900 };

  it('centres the region on the focal point when it fits', () => {
    expect(focalCropRegion(original, { width: 200, height: 400 }, { x: 800, y: 450 })).toEqual({ left: 575, top: 0, width: 450, height: 900 });
    expect(focalCropRegion(original, { width: 400, height: 100 }, { x: 800, y: 300 })).toEqual({ left: 0, top: 100, width: 1600, height: 400 });
  });

  it('pushes the region against the edge instead of leaving the image', () => {
    expect(focalCropRegion(original, { width: 200, height: 400 }, { x: 1590, y: 10 })).toEqual({ left: 1150, top: 0, width: 450, height: 900 });
    expect(focalCropRegion(original, { width: 200, height: 400 }, { x: 5, y: 10 }).left).toBe(0);
  });

  it('clamps a focal point outside the original onto it', () => {
    expect(focalCropRegion(original, { width: 100, height: 100 }, { x: 99999, y: 99999 })).toEqual({ left: 700, top: 0, width: 900, height: 900 });
  });

  it('keeps the largest region of the target ratio, never wider or taller than the original', () => {
    const r = focalCropRegion({ width: 10, height: 1000 }, { width: 4000, height: 1 }, { x: 5, y: 500 });
    expect(r.width).toBe(10);
    expect(r.height).toBe(1);
  });
});
