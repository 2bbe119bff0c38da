// The identity API's CORS: the shared module (services/cors.ts, one ALLOWED_ORIGINS setting for identity and sales).
import type { RequestHandler } from 'express';
import { apiCors } from '../cors.ts';

export { allowedOriginsFromEnv, parseOrigin } from '../cors.ts';

export function identityCors(allowed: Iterable<string>): RequestHandler {
  return apiCors(allowed, { name: 'identity', code: '400403' });
}
