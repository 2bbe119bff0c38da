/**
 * Custom fields the promo and hero blocks share. Field names are the spec's (section 3 "Other block settings"
 * and "Manual promo": headline, description, overline, overlineURL, imageURL, imageAuth, imageId,
 * imageFocalPoint, linkURL, newTab, imageRatio, lazyLoad; the show flags are common/promo's showToggles).
 */
import { field, type Selection } from '../../engine/index.ts';
import { promoCard } from '../content/selections.ts';
import { LIST_SOURCES } from '../promo/index.ts';
import { PROMO_IMAGE_RATIOS, type PromoImageRatio } from './sizes.ts';

/**
 * One story: by its address (content-api) or the first story of a feed or collection on this site. `select`: what
 * the promo draws of it (by default everything a promo card may show); a story by address comes whole.
 */
export const promoContentField = (select: Selection = promoCard) =>
  field.contentConfig({
    label: { en: 'Story', mi: 'Kōrero' },
    description: 'One story by URL or _id (content-api), or the first story of a feed or collection',
    source: ['content-api', ...LIST_SOURCES],
    select,
  });

export const imageRatioField = (defaultRatio: PromoImageRatio) =>
  field.select(PROMO_IMAGE_RATIOS, { label: { en: 'Image ratio', mi: 'Ōwehenga whakaahua' }, default: defaultRatio, group: 'Image' });

/** LazyLoad default false; the block definition points `lazy: { field: 'lazyLoad' }` at it. */
export const lazyLoadField = () =>
  field.boolean({ label: { en: 'Lazy load', mi: 'Uta māngere' }, default: false, group: 'Display' });

/** OffsetOverride (0): stories of the feed to skip, so one collection can feed a hero and its subheroes. */
export const offsetOverrideField = () =>
  field.number({ label: { en: 'Skip stories', mi: 'Peke kōrero' }, integer: true, minimum: 0, default: 0, group: 'Stories' });

// Side-effect free: a component that shares a module with these fields must not ship the schema builder.
const text = /* @__NO_SIDE_EFFECTS__ */ (en: string, mi: string, group: string, hint?: string) =>
  field.optional(field.text({ label: { en, mi }, group, ...(hint ? { hint } : {}) }));

/** The editor-written texts and link of a manual promo. */
export const manualTextFields = {
  headline: text('Headline', 'Kupu matua', 'Text'),
  description: text('Description', 'Whakamārama', 'Text', 'textarea'),
  overline: text('Overline', 'Tapanga', 'Text'),
  overlineURL: text('Overline URL', 'URL tapanga', 'Text', 'url'),
  linkURL: text('Link URL', 'URL hono', 'Link', 'url'),
  newTab: field.boolean({ label: { en: 'Open in new tab', mi: 'Huaki ki tētahi ripa hou' }, default: false, group: 'Link' }),
};

/**
 * The image of a manual promo as the image picker stores it: its URL, the resizer auth (a JSON map keyed by
 * resizer version, e.g. {"2":"hash"}, or a bare hash), its 26-character id and its focal point ({"x":..,"y":..} or "x,y").
 */
export const manualImageFields = {
  imageURL: text('Image URL', 'URL whakaahua', 'Image', 'url'),
  imageAuth: text('Image auth', 'Mana whakaahua', 'Image'),
  imageId: text('Image id', 'Tautohu whakaahua', 'Image'),
  imageFocalPoint: text('Image focal point', 'Pū arotahi whakaahua', 'Image'),
};
