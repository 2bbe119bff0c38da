/** Postal addresses in bodies (billing, shipping): known fields only, each a bounded string; `country` a 2-letter code. */
import type { Body } from '../identity/body.ts';
import { errors } from './errors.ts';

export interface Address {
  line1: string;
  line2?: string;
  locality?: string;
  region?: string;
  postal?: string;
  /** ISO 3166-1 alpha-2, upper case (spec: an address has country). */
  country: string;
}

const FIELDS = ['line1', 'line2', 'locality', 'region', 'postal'] as const;

export function readAddress(body: Body, name: string, opts: { optional: true }): Address | undefined;
export function readAddress(body: Body, name: string, opts?: { optional?: false }): Address;
export function readAddress(body: Body, name: string, opts: { optional?: boolean } = {}): Address | undefined {
  const value = body[name];
  if ((value === undefined || value === null) && opts.optional) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw errors.badRequest(`${name} must be an address object with line1 and country`);
  const raw = value as Record<string, unknown>;
  const country = raw.country;
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) throw errors.badRequest(`${name}.country must be a two-letter country code such as NZ`);
  const address: Address = { line1: '', country: country.toUpperCase() };
  for (const field of FIELDS) {
    const v = raw[field];
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string' || v.length > 200) throw errors.badRequest(`${name}.${field} must be text of at most 200 characters`);
    address[field] = v.trim();
  }
  if (!address.line1) throw errors.badRequest(`${name}.line1 is required`);
  return address;
}
