// Shared story-card pieces for list and promo blocks (link, thumbnail, headline, description, byline, date, overline).
export { appendUnique, itemsForSite, storyUrl, uniqueById } from './link.ts';
export type { PromoImageAns, PromoItem } from './link.ts';
export { DEFAULT_RESIZER_BASE, isBrokenImageUrl, promoImageOf, thumbnailOf } from './image.ts';
export type { Thumbnail, ThumbnailOptions } from './image.ts';
export { BYLINE_TEXT, bylineAuthors, bylineText, joinNames } from './byline.ts';
export { cardDate } from './date.ts';
export { descriptionOf, headlineOf, overlineOf, sectionUrl } from './text.ts';
export type { Overline } from './text.ts';
export { LIST_SOURCES, listContentField, showToggles, showTogglesOf, titleFields, titleFor, withoutFeatureFilter } from './fields.ts';
export type { ListSource } from './fields.ts';
export { PromoByline, PromoDate, PromoDescription, PromoHeadline, PromoImage, PromoOverline, StoryCard, ThumbnailImg, useListItems } from './components.tsx';
export type { HeadingLevel, ImageSpec } from './components.tsx';
export { CARD_PARTS, cardShowOf, isShown, showKey, showsOf } from './show.ts';
export type { CardPart, CardShow, ShowKey } from './show.ts';
