// The resizer's URL protocol, as its clients (common/images.ts) and the service itself both read it: which ids it
// signs, which auth-map version it answers to, and the largest size it produces. Plain constants, no service code.

/** Image auth maps are keyed by resizer version; this is the version our resizer signs. */
export const RESIZER_AUTH_VERSION = 2;

/** Largest width or height the resizer produces. */
export const RESIZER_MAX_DIMENSION = 4000;

const IMAGE_ID = /^[A-Z0-9]{26}$/;

/** ANS image ids are exactly 26 characters, A-Z and 0-9. */
export function isImageId(value: unknown): boolean {
  return typeof value === 'string' && IMAGE_ID.test(value);
}

/** Where a crop centres, in source pixels. */
export type FocalPoint = { x: number; y: number };
