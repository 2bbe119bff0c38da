// The sales API's CORS (services/cors.ts, the ALLOWED_ORIGINS setting identity shares): a shop on another of the
// publisher's origins can sell, its anonymous cart cookie travelling with `credentials: 'include'`.
import type { RequestHandler } from 'express';
import { apiCors } from '../cors.ts';

export function salesCors(allowed: Iterable<string>): RequestHandler {
  return apiCors(allowed, { name: 'sales', code: '140403' });
}
