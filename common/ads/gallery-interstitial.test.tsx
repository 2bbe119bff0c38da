import { describe, expect, it } from 'vitest';
import { EngineProviders, renderChecked } from '../../engine/testing/index.ts';
import { AD_BLOCK_NOT_FOUND, GALLERY_AD_TYPE, GalleryAd, GalleryInterstitial, isGalleryAdTurn } from './gallery-interstitial.tsx';

describe('gallery interstitial (spec "Gallery interstitial")', () => {
  it('an ad every galleryCubeClicks clicks (site setting)', () => {
    const turns = Array.from({ length: 12 }, (_, i) => i + 1).filter((clicks) => isGalleryAdTurn(clicks, 5));
    expect(turns).toEqual([5, 10]);
    expect(isGalleryAdTurn(0, 5)).toBe(false);
  });

  it('no (or an invalid) galleryCubeClicks setting: no interstitial', () => {
    for (const setting of [undefined, 0, -2, 'x', 1.5]) expect(isGalleryAdTurn(10, setting)).toBe(false);
  });

  it('ad type 300x250_gallery', () => {
    expect(GALLERY_AD_TYPE).toBe('300x250_gallery');
    const html = renderChecked(<EngineProviders site="teaomarama"><GalleryAd instanceId="gallery-1-ad" label="Advertisement" /></EngineProviders>);
    expect(html).toContain('id="arcad_gallery-1-ad"');
    expect(html).toContain('data-ad-type="gallery_cube"');
    expect(html).toContain('--ad-h-sm:250px');
  });

  it("spec section 8: if the ad block is missing, text 'Ad block not found'", () => {
    expect(AD_BLOCK_NOT_FOUND).toBe('Ad block not found');
    expect(renderChecked(<GalleryInterstitial />)).toContain('>Ad block not found</p>');
    expect(renderChecked(<GalleryInterstitial ad={<b>ad</b>} />)).not.toContain('Ad block not found');
  });
});
