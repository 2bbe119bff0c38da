/**
 * Which stories a list may show and where they link ("Story links go to websites[site].website_url",
 * "List items with no website entry for the current site are skipped").
 */

/** The fields of a content item the promo pieces read (spec section 3, Content item). */
export interface PromoItem {
  _id?: string;
  type?: string;
  headlines?: { basic?: string };
  description?: { basic?: string };
  display_date?: string;
  websites?: Record<string, { website_url?: string; website_section?: { _id?: string; name?: string } } | undefined>;
  credits?: { by?: Array<{ _id?: string; name?: string; byline?: string; url?: string; type?: string }> };
  label?: { basic?: { display?: boolean; text?: string; url?: string } };
  taxonomy?: { primary_section?: { _id?: string; name?: string; nav_title?: string; maori_title?: string; navigation?: { nav_title?: string; maori_title?: string } } };
  promo_items?: { basic?: PromoImageAns; lead_art?: { type?: string; promo_items?: { basic?: PromoImageAns } } };
  [key: string]: unknown;
}

export interface PromoImageAns {
  _id?: string;
  type?: string;
  url?: string;
  alt_text?: string;
  auth?: Record<string, string | undefined> | null;
  focal_point?: { x?: number; y?: number } | null;
  width?: number;
  height?: number;
}

/** The story's address on this site, or undefined when it has none there. */
export function storyUrl(item: PromoItem | null | undefined, site: string): string | undefined {
  const url = item?.websites?.[site]?.website_url;
  return typeof url === 'string' && url ? url : undefined;
}

/** Items a list can show on this site: those with a website entry (and address) for it, in order. */
export function itemsForSite<T extends PromoItem>(items: readonly T[] | null | undefined, site: string): T[] {
  return (items ?? []).filter((item) => storyUrl(item, site) !== undefined);
}

/** The identity lists de-duplicate on: _id, else the item itself (never merged with another). */
function keyOf(item: PromoItem): unknown {
  return typeof item?._id === 'string' && item._id ? item._id : item;
}

/** `existing` followed by the items of `incoming` not already present (by _id), each _id once. */
export function appendUnique<T extends PromoItem>(existing: readonly T[], incoming: readonly T[] | null | undefined): T[] {
  const seen = new Set(existing.map(keyOf));
  const out = [...existing];
  for (const item of incoming ?? []) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A list with repeated _ids dropped (the first occurrence stays). */
export function uniqueById<T extends PromoItem>(items: readonly T[] | null | undefined): T[] {
  return appendUnique([], items);
}
