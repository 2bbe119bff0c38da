import { purgeWebhookFromEnv } from './purge-webhook.ts';
import type { ContentCache } from '../content/cache.ts';
import { createInvalidationBus } from '../content/create-bus.ts';
import { startFreshness, type Freshness } from '../content/freshness.ts';

/**
 * Freshness as the environment configures it: the bus from REDIS_URL / DATABASE_URL (createInvalidationBus),
 * the purge hook from PURGE_WEBHOOK_URL / PURGE_WEBHOOK_TOKEN, or `purge` given by the embedding code.
 * Throws on a malformed PURGE_WEBHOOK_URL. `purge` is returned too: what else purges the CDN (a publish) uses the
 * same hook.
 */
export function freshnessFromEnv(
  cache: ContentCache,
  options: { env?: NodeJS.ProcessEnv; logger?: Pick<Console, 'warn'>; purge?: (tags: string[]) => unknown } = {},
): Freshness & { bus: string; purge?: (tags: string[]) => unknown } {
  const env = options.env ?? process.env;
  const purge = options.purge ?? purgeWebhookFromEnv(env, options.logger);
  const bus = createInvalidationBus(env, options.logger);
  return Object.assign(startFreshness({ cache, bus, purge, logger: options.logger, ownsBus: true }), { bus: bus.kind, purge });
}
