/**
 * Manual promos: the image picker's stored values read as an ANS image, and whether the resizer token must
 * come from the signing service ("signing-service: query {id}; returns hash used as the resizer auth
 * token (... promo images)").
 */
import { imageIdFromUrl, isImageId, RESIZER_AUTH_VERSION } from '../images.ts';
import type { PromoImageAns, PromoItem } from '../promo/index.ts';

export interface ManualImageValues {
  imageURL?: string;
  imageAuth?: string;
  imageId?: string;
  imageFocalPoint?: string;
}

/**
 * The auth map from the stored value: a JSON map keyed by resizer version ({"2":"hash"}) or a bare hash (taken
 * as the current version's). Empty or unreadable values give undefined.
 */
export function parseImageAuth(value: string | undefined): Record<string, string> | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  if (raw.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' && v) out[k] = v;
      return Object.keys(out).length ? out : undefined;
    } catch {
      return undefined;
    }
  }
  return { [String(RESIZER_AUTH_VERSION)]: raw };
}

/** The focal point from {"x":..,"y":..} or "x,y"; anything else gives undefined (the crop is centred). */
export function parseFocalPoint(value: string | undefined): { x: number; y: number } | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let x: unknown;
  let y: unknown;
  if (raw.startsWith('{')) {
    try {
      ({ x, y } = JSON.parse(raw) as { x?: unknown; y?: unknown });
    } catch {
      return undefined;
    }
  } else {
    [x, y] = raw.split(',').map((p) => (p.trim() === '' ? NaN : Number(p)));
  }
  const nx = Number(x);
  const ny = Number(y);
  return typeof x !== 'boolean' && typeof y !== 'boolean' && x !== null && y !== null && Number.isFinite(nx) && Number.isFinite(ny) && nx >= 0 && ny >= 0
    ? { x: nx, y: ny }
    : undefined;
}

/** The image's 26-character id: imageId when valid, else the one in a resizer-style imageURL. */
export function manualImageId(v: ManualImageValues): string | undefined {
  const id = v.imageId?.trim();
  if (id && isImageId(id)) return id;
  return imageIdFromUrl(v.imageURL?.trim()) ?? undefined;
}

/** The image id to sign when the promo has an id but no token for the resizer version; else undefined. */
export function imageIdToSign(v: ManualImageValues): string | undefined {
  if (!v.imageURL?.trim()) return undefined;
  const id = manualImageId(v);
  if (!id) return undefined;
  return parseImageAuth(v.imageAuth)?.[String(RESIZER_AUTH_VERSION)] ? undefined : id;
}

/** The content request for the missing token (declared up front, so it is fetched with the page). */
export function signingRequests(v: ManualImageValues): Array<{ source: string; query: { id: string } }> {
  const id = imageIdToSign(v);
  return id ? [{ source: 'signing-service', query: { id } }] : [];
}

/**
 * The manual image as a story-shaped item, so the shared thumbnail rule applies (resizer URLs, and the fallback
 * image for a URL containing 'undefined'). `signedHash` is the signing service's answer, used when the stored
 * auth lacks one. Undefined without an image URL: a manual promo without an image shows none.
 */
export function manualImageItem(v: ManualImageValues, signedHash?: string): PromoItem | undefined {
  const url = v.imageURL?.trim();
  if (!url) return undefined;
  const auth = { ...parseImageAuth(v.imageAuth) };
  const version = String(RESIZER_AUTH_VERSION);
  if (!auth[version] && signedHash) auth[version] = signedHash;
  const basic: PromoImageAns = {
    url,
    alt_text: '',
    ...(manualImageId(v) ? { _id: manualImageId(v) } : {}),
    auth,
    focal_point: parseFocalPoint(v.imageFocalPoint) ?? null,
  };
  return { promo_items: { basic } };
}
