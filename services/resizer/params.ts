import { isAllowedSize, isImageId, RESIZER_MAX_DIMENSION, RESIZER_SIZES, type FocalPoint, type SizeAllowList } from './protocol.ts';

/** What a resize request asks for, validated. `crop` is set only when both width and height are given. */
export type ResizeParams = {
  id: string;
  width?: number;
  height?: number;
  crop?: { kind: 'focal'; focal: FocalPoint } | { kind: 'smart' } | { kind: 'centre' };
};

/** A request the resizer refuses, with the status and the message the client gets. */
export class ResizeRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, unknown>;

export function parseImageId(raw: string): string {
  if (!isImageId(raw)) {
    throw new ResizeRequestError(400, `image id ${quote(raw)} is not valid: expected 26 characters A-Z or 0-9`);
  }
  return raw;
}

/** The auth token as given (presence only; the signature is checked by the caller). */
export function authParam(query: Query): string {
  const auth = single(query, 'auth', 403);
  if (!auth) throw new ResizeRequestError(403, 'query parameter auth is missing: sign the image id with the signing service');
  return auth;
}

export function parseResizeParams(id: string, query: Query, allowed: SizeAllowList = RESIZER_SIZES): ResizeParams {
  const width = dimension(query, 'width');
  const height = dimension(query, 'height');
  if (!isAllowedSize(width, height, allowed)) throw new ResizeRequestError(400, sizeRefusal(width, height, allowed));
  const focal = focalParam(query);
  const smart = smartParam(query);
  if (width === undefined || height === undefined) return { id, width, height };
  // Focal point wins over smart: an editor chose it; smart is the fallback for images without one.
  const crop = focal ? { kind: 'focal' as const, focal } : smart ? { kind: 'smart' as const } : { kind: 'centre' as const };
  return { id, width, height, crop };
}

function dimension(query: Query, name: 'width' | 'height'): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const value = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= RESIZER_MAX_DIMENSION)) {
    throw new ResizeRequestError(400, `query parameter ${name} must be an integer from 1 to ${RESIZER_MAX_DIMENSION}, got ${quote(raw)}`);
  }
  return value;
}

/** Names the refused size and what would be served instead, so a block author sees at once what to change. */
function sizeRefusal(width: number | undefined, height: number | undefined, allowed: SizeAllowList): string {
  if (width === undefined) return `query parameter height needs a width: the resizer crops listed widths only`;
  const size = height === undefined ? `width ${width}` : `size ${width}x${height}`;
  return (
    `${size} is not a size this resizer serves: width must be one of ${allowed.widths.join(', ')}, alone or with the height ` +
    `of one of the ratios ${allowed.ratios.join(', ')} (width / ratio, rounded)`
  );
}

function focalParam(query: Query): FocalPoint | undefined {
  const raw = single(query, 'focal');
  if (raw === undefined) return undefined;
  const match = /^(\d{1,6}(?:\.\d+)?),(\d{1,6}(?:\.\d+)?)$/.exec(raw);
  if (!match) {
    throw new ResizeRequestError(400, `query parameter focal must be "x,y" pixel coordinates in the original (non-negative numbers), got ${quote(raw)}`);
  }
  return { x: Number(match[1]), y: Number(match[2]) };
}

function smartParam(query: Query): boolean {
  const raw = single(query, 'smart');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ResizeRequestError(400, `query parameter smart must be "true" or "false", got ${quote(raw)}`);
}

function single(query: Query, name: string, status: 400 | 403 = 400): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ResizeRequestError(status, `query parameter ${name} must be given once`);
  return value;
}

/** Echoes client input in messages, cut short so a huge parameter does not become a huge response. */
function quote(raw: string): string {
  return JSON.stringify(raw.length > 64 ? `${raw.slice(0, 64)}…` : raw);
}
