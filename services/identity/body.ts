/** Reading request bodies field by field, each mistake a 400 naming the field and what it should be. */
import { errors } from './errors.ts';

export type Body = Record<string, unknown>;

export function objectBody(body: unknown): Body {
  if (body === undefined) throw errors.badRequest('body must be JSON sent with Content-Type: application/json');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw errors.badRequest('body must be a JSON object');
  return body as Body;
}

export function nested(body: Body, name: string): Body {
  const value = body[name];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw errors.badRequest(`${name} must be an object`);
  return value as Body;
}

export function text(body: Body, name: string, opts: { max?: number; optional?: boolean } = {}): string {
  const value = body[name];
  if (value === undefined && opts.optional) return '';
  if (typeof value !== 'string' || value.length === 0) throw errors.badRequest(`${name} is required and must be a non-empty string`);
  const max = opts.max ?? 1024;
  if (value.length > max) throw errors.badRequest(`${name} must be at most ${max} characters`);
  return value;
}

export function optionalText(body: Body, name: string, max = 1024): string | undefined {
  return body[name] === undefined || body[name] === null ? undefined : text(body, name, { max });
}

// Deliberately loose (one @, a dot in the domain, no spaces): the mailed link is the real check.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

export function email(body: Body, name: string): string {
  const value = text(body, name, { max: 254 });
  if (!EMAIL.test(value.trim())) throw errors.badRequest(`${name} must be an email address`);
  return value.trim();
}

export function flag(body: Body, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw errors.badRequest(`${name} must be true or false`);
  return value;
}

/** A token from the path: the 43 base64url characters of 256 bits; anything else is no link of ours. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
