/**
 * Path lists blocks select content items by (a contentConfig field's `select`, or `_select` in a query they make):
 * the list sources send them upstream as `_sourceInclude` and pick them again locally (field-filters.ts), so island
 * payloads stay small. Plain arrays to compose; only the paths that name the site are functions of it.
 */

/** The promo image: enough to sign a resizer URL, crop on the focal point and describe it. */
export const PROMO_IMAGE = ['_id', 'auth', 'focal_point', 'type', 'url', 'alt_text', 'width', 'height'].map((f) => `promo_items.basic.${f}`);

/** The promo image as a card draws it: PROMO_IMAGE without its type, which no card reads. */
export const CARD_IMAGE = PROMO_IMAGE.filter((p) => p !== 'promo_items.basic.type');

/** A video's or gallery's own promo image, and what kind of lead art it is. */
export const LEAD_ART_IMAGE = ['promo_items.lead_art.type', ...PROMO_IMAGE.map((p) => p.replace('promo_items.basic', 'promo_items.lead_art.promo_items.basic'))];

/** What every card needs to draw its headline and image: with `storyLink(site)`, the minimum of any list item. */
export const CARD_BASICS = ['_id', 'type', 'headlines.basic', ...PROMO_IMAGE];

/** The story's address on the site (links go to websites[site].website_url). */
export const storyLink = (site: string) => [`websites.${site}.website_url`];

/** The story's section on the site (overlines). */
export const siteSection = (site: string) => [`websites.${site}.website_section`];

/** The primary section's names (overlines in both languages). */
export const PRIMARY_SECTION = ['_id', 'name', 'nav_title', 'maori_title'].map((f) => `taxonomy.primary_section.${f}`);

/** A card's description, date and byline. */
export const CARD_TEXT = [
  'description.basic',
  'display_date',
  'credits.by._id',
  'credits.by.name',
  'credits.by.url',
  'credits.by.type',
  'credits.by.byline',
];

/** A list item: the card basics and the story's link on the site, plus what the block draws besides. */
export const listItem = (site: string, ...extras: readonly string[]) => [...CARD_BASICS, ...storyLink(site), ...extras];

/**
 * A results-list card: exactly what its cards read with every show option on (headline, link, image, description,
 * date, byline: the byline, else the name), since the island ships it; blocks/results-list's test checks the two
 * stay equal.
 */
export const resultCard = (site: string) => [
  '_id', 'headlines.basic', ...CARD_IMAGE, ...storyLink(site), 'description.basic', 'display_date', 'credits.by.byline', 'credits.by.name', 'credits.by.url',
];

/** Everything a promo card may show (overline, label, video lead art, tags, sponsor), whichever show options are on. */
export const promoCard = (site: string) =>
  listItem(
    site,
    ...CARD_TEXT,
    ...siteSection(site),
    ...PRIMARY_SECTION,
    ...LEAD_ART_IMAGE,
    'subheadlines.basic',
    'canonical_url',
    'label',
    'owner.sponsored',
    'subtype',
    'language',
    'duration',
    'embed_html',
    'taxonomy.tags.text',
    'taxonomy.tags.slug',
    'promo_items.lead_art.embed_html',
  );

/** A video card (Latest videos, Up Next): what plays it and what is said about it. */
export const videoCard = (site: string) =>
  listItem(
    site,
    'description.basic',
    'subheadlines.basic',
    'display_date',
    'canonical_url',
    'duration',
    'embed_html',
    'taxonomy.tags.text',
    'taxonomy.tags.slug',
  );
