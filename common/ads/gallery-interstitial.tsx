// Spec "Gallery interstitial": an ad every galleryCubeClicks clicks (site setting), ad type 300x250_gallery.
import type { ReactNode } from 'react';
import { AdSlot } from './ad-slot.tsx';
import './ads.css';

export const GALLERY_AD_TYPE = '300x250_gallery';
/** Spec section 8: shown where the gallery's ad block is missing. */
export const AD_BLOCK_NOT_FOUND = 'Ad block not found';

/** Whether the interstitial shows after this many clicks: every galleryCubeClicks-th click (a positive integer). */
export function isGalleryAdTurn(clicks: number, galleryCubeClicks: unknown): boolean {
  const every = Number(galleryCubeClicks);
  return Number.isInteger(every) && every > 0 && clicks > 0 && clicks % every === 0;
}

/** The gallery's ad: a 300x250_gallery slot, requested at once (the interstitial is on screen when shown). */
export function GalleryAd({ instanceId, label }: { instanceId: string; label?: string }) {
  return <AdSlot instanceId={instanceId} adType={GALLERY_AD_TYPE} lazyLoad={false} label={label} reserveSpace />;
}

/** The interstitial slide: the gallery's ad, or the spec's text when it has none. */
export function GalleryInterstitial({ ad }: { ad?: ReactNode }) {
  return <div className="ads-interstitial">{ad ?? <p className="ads-interstitial__missing">{AD_BLOCK_NOT_FOUND}</p>}</div>;
}
