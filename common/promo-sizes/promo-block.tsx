/**
 * The component of each promo block, made from the block's name, size and kind (automatic or manual). A lazy
 * promo's component.tsx is loaded alone in the browser, so that file's call is where the three are written;
 * definePromo reads them back from the component (`promo`), so each block states them once.
 */
import type { ComponentType } from 'react';
import { nothing, useAppContext, useFieldContent, type ContentConfig, type FeatureProps } from '../../engine/index.ts';
import { cardShowOf, isShown, type ShowKey } from '../promo/index.ts';
import { firstStoryForSite } from './item.ts';
import { imageIdToSign } from './manual.ts';
import { AutomaticPromo, ManualPromo, manualShowsAnything, showsAnything, SignedManualPromo, type ManualValues, type PromoShow } from './promo.tsx';
import type { PromoSize } from './sizes.ts';

export interface PromoKind<M extends boolean = boolean> {
  /** The block's name (its folder): the card's class, so the block's styles.css can address it. */
  name: string;
  size: PromoSize;
  manual: M;
}

type Toggles = Partial<Record<ShowKey, boolean>>;
export type AutomaticPromoValues = Toggles & { content?: ContentConfig; imageRatio?: string };
export type ManualPromoValues = Toggles & ManualValues;

export type PromoComponent<M extends boolean, V> = ComponentType<FeatureProps<V>> & { promo: PromoKind<M> };

const showOf = (f: Toggles): PromoShow => ({ ...cardShowOf(f), bottomBorder: f.showBottomBorder });

/** A promo of one story: by its address, or the first of a feed or collection on this site. */
export function automaticPromoComponent(name: string, size: PromoSize): PromoComponent<false, AutomaticPromoValues> {
  function AutomaticPromoBlock({ customFields: f }: FeatureProps<AutomaticPromoValues>) {
    const { site } = useAppContext();
    const item = firstStoryForSite(useFieldContent('content'), site);
    if (!item) return nothing('no story with an address on this site');
    const show = showOf(f);
    if (!showsAnything(size, show)) return nothing('headline and image are both turned off');
    return <AutomaticPromo block={name} size={size} item={item} show={show} imageRatio={f.imageRatio} />;
  }
  return Object.assign(AutomaticPromoBlock, { promo: { name, size, manual: false as const } });
}

/** An editor-written promo; an image picked without a resizer token is signed (declared in the definition's content). */
export function manualPromoComponent(name: string, size: PromoSize): PromoComponent<true, ManualPromoValues> {
  function ManualPromoBlock({ customFields: f }: FeatureProps<ManualPromoValues>) {
    const show = showOf(f);
    if (!manualShowsAnything(size, f, show)) return nothing('no headline or image to show');
    const toSign = isShown(show.image) ? imageIdToSign(f) : undefined;
    return toSign
      ? <SignedManualPromo block={name} size={size} values={f} show={show} imageId={toSign} />
      : <ManualPromo block={name} size={size} values={f} show={show} />;
  }
  return Object.assign(ManualPromoBlock, { promo: { name, size, manual: true as const } });
}
