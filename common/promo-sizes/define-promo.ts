/**
 * One definition for the eight promo blocks (small, medium, large, extra-large; automatic and manual). The size
 * decides what the promo draws (PROMO_PARTS) and so which show toggles it has; the kind decides its content (a
 * story from a content config, or the editor's texts, image and link) and its default image ratio.
 */
import type { TBoolean, TObject, TOptional } from '@sinclair/typebox';
import { defineFeature, fields, type Label, type Phrases, type Selection } from '../../engine/index.ts';
import { isShown, showTogglesOf, type CardPart, type ShowKey } from '../promo/index.ts';
import { imageRatioField, lazyLoadField, manualImageFields, manualTextFields, promoContentField } from './fields.ts';
import { signingRequests } from './manual.ts';
import type { AutomaticPromoValues, ManualPromoValues, PromoComponent } from './promo-block.tsx';
import { AUTOMATIC_DEFAULT_RATIO, MANUAL_DEFAULT_RATIO, partsOf } from './sizes.ts';

/**
 * What a promo block states: its name (checked against its component's), how editors see it, its phrases, an
 * upgrade of stored fields, and its component, which carries its size and kind.
 */
export interface PromoOptions<C> {
  name: string;
  label: Label;
  description: string;
  /** The editor catalogue's group and picture (engine/define.ts). */
  group?: string;
  thumbnail?: string;
  phrases: Phrases;
  migrate?: (stored: Record<string, any>) => Record<string, any>;
  /** What an automatic promo reads of its story (default: everything a promo card may show). */
  select?: Selection;
  component: C;
}

/** Toggles a size lacks are absent from its schema (an unknown field is an error), so each is optional here. */
type ToggleFields = { [K in ShowKey]: TOptional<TBoolean> };
type Common = ToggleFields & { imageRatio: ReturnType<typeof imageRatioField>; lazyLoad: ReturnType<typeof lazyLoadField> };
type AutomaticPromoFields = TObject<Common & { content: ReturnType<typeof promoContentField> }>;
type ManualPromoFields = TObject<Common & typeof manualTextFields & typeof manualImageFields>;

/** The editor-written fields each drawn part needs (a manual promo has no author or date). */
const MANUAL_TEXTS: Partial<Record<CardPart, Array<'overline' | 'overlineURL' | 'headline' | 'description'>>> = {
  overline: ['overline', 'overlineURL'],
  headline: ['headline'],
  description: ['description'],
};

function commonFields(parts: readonly CardPart[], ratio: Parameters<typeof imageRatioField>[0]) {
  return { ...showTogglesOf([...parts, 'bottomBorder']), imageRatio: imageRatioField(ratio), lazyLoad: lazyLoadField() };
}

export type AutomaticPromoDefinition = ReturnType<typeof defineFeature<AutomaticPromoFields>>;
export type ManualPromoDefinition = ReturnType<typeof defineFeature<ManualPromoFields>>;

export function definePromo(o: PromoOptions<PromoComponent<false, AutomaticPromoValues>>): AutomaticPromoDefinition;
export function definePromo(o: PromoOptions<PromoComponent<true, ManualPromoValues>>): ManualPromoDefinition;
export function definePromo(o: PromoOptions<PromoComponent<boolean, any>>) {
  const { select, ...def } = o;
  const { name, size, manual } = o.component.promo;
  // The component names its card (CSS class) and the registry loads a lazy block's component by folder name:
  // both must be the definition's.
  if (name !== o.name) throw new Error(`promo block "${o.name}": its component is made for "${name}"`);
  const parts = partsOf(size, manual);
  const lazy = { field: 'lazyLoad' };
  if (!manual) {
    const promoFields = fields({ content: promoContentField(select), ...commonFields(parts, AUTOMATIC_DEFAULT_RATIO[size]) });
    return defineFeature({ ...def, fields: promoFields as unknown as AutomaticPromoFields, lazy });
  }
  const texts = Object.fromEntries(parts.flatMap((p) => MANUAL_TEXTS[p] ?? []).map((k) => [k, manualTextFields[k]]));
  const promoFields = fields({
    ...texts, ...manualImageFields, linkURL: manualTextFields.linkURL, newTab: manualTextFields.newTab, ...commonFields(parts, MANUAL_DEFAULT_RATIO),
  });
  return defineFeature({
    ...def,
    fields: promoFields as unknown as ManualPromoFields,
    // Signing-service: an image picked without a resizer token gets one, fetched with the page.
    content: ({ customFields }) => (isShown(customFields.showImage) ? signingRequests(customFields) : []),
    lazy,
  });
}
