/** Readers of query-string parameters: each bad value is a 400 naming the parameter. */
import type { Request } from 'express';
import { badRequest } from './types.ts';
import { SITE_ID } from './validate.ts';

function raw(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once, as a string`, name);
  // PostgreSQL cannot take NUL in text parameters.
  if (value.includes('\u0000')) throw badRequest(`${name} contains a NUL character`, name);
  return value;
}

export function optionalString(req: Request, name: string, maxLength = 2000): string | undefined {
  const value = raw(req, name);
  if (value !== undefined && value.length > maxLength) throw badRequest(`${name} is longer than ${maxLength} characters`, name);
  return value === '' ? undefined : value;
}

export function requiredString(req: Request, name: string, maxLength = 2000): string {
  const value = optionalString(req, name, maxLength)?.trim();
  if (!value) throw badRequest(`${name} is required`, name);
  return value;
}

export function website(req: Request): string {
  const site = requiredString(req, 'website', 64);
  if (!SITE_ID.test(site)) throw badRequest(`website "${site}" is not a site id (lower-case letters, digits, dashes)`, 'website');
  return site;
}

export function integer(req: Request, name: string, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  const value = raw(req, name);
  if (value === undefined || value === '') return fallback;
  const n = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} must be an integer from ${min} to ${max}, got "${value.slice(0, 40)}"`, name);
  return n;
}

export function sortOrder(req: Request): 'asc' | 'desc' {
  const value = raw(req, 'sort');
  if (value === undefined || value === '') return 'desc';
  const m = /^display_date(?::(asc|desc))?$/.exec(value.trim());
  if (!m) throw badRequest(`sort must be display_date:desc or display_date:asc, got "${value.slice(0, 40)}"`, 'sort');
  return (m[1] as 'asc' | 'desc' | undefined) ?? 'desc';
}

export function boolean(req: Request, name: string): boolean {
  const value = raw(req, name);
  if (value === undefined || value === '') return false;
  if (value !== 'true' && value !== 'false') throw badRequest(`${name} must be true or false, got "${value.slice(0, 40)}"`, name);
  return value === 'true';
}

/** Comma-separated list, trimmed, empty entries dropped. */
export function list(req: Request, name: string, maxItems: number): string[] | undefined {
  const value = optionalString(req, name, 10_000);
  if (value === undefined) return undefined;
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length > maxItems) throw badRequest(`${name} lists more than ${maxItems} values`, name);
  return items;
}
