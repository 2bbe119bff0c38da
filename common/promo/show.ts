/**
 * What a card or promo draws. Every part has a show toggle with one meaning everywhere: the part is drawn
 * unless its toggle is false. Defaults are true (the spec's default for every block), so a config that never
 * set a toggle, and a caller that leaves a key out, both draw the part. Which parts exist is the block's
 * (its size or tier), never inferred from a missing toggle. Pure: components read it in the browser too.
 */

export const CARD_PARTS = ['overline', 'headline', 'image', 'description', 'byline', 'date'] as const;
export type CardPart = (typeof CARD_PARTS)[number];

/** The custom field that turns `part` off: headline -> showHeadline. */
export type ShowKey<P extends string = CardPart | 'bottomBorder'> = `show${Capitalize<P>}`;
export const showKey = <P extends string>(part: P) => `show${part[0].toUpperCase()}${part.slice(1)}` as ShowKey<P>;

/** A toggle value means "shown" unless it is false (missing counts as the default, true). */
export const isShown = (toggle: boolean | undefined): boolean => toggle !== false;

export type CardShow = Partial<Record<CardPart, boolean>>;

/** A block's toggles as one test: `shows('headline')` unless its showHeadline is false. */
export function showsOf(customFields: Partial<Record<ShowKey, boolean | undefined>>) {
  return (part: CardPart | 'bottomBorder'): boolean => isShown(customFields[showKey(part)]);
}

/** A block's toggles as the card pieces read them: { headline: customFields.showHeadline, ... }. */
export function cardShowOf(customFields: Partial<Record<ShowKey<CardPart>, boolean | undefined>>): CardShow {
  return Object.fromEntries(CARD_PARTS.map((p) => [p, customFields[showKey(p)]]));
}
