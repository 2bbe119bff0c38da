/**
 * A CDN purge hook: POSTs `{ "keys": [...] }` (the Surrogate-Key / Cache-Tag values a write invalidated) to a URL
 * the deployment points at its CDN's purge API or a small adapter. Fire and forget: a failure is a log line.
 */
export interface PurgeWebhookOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
  logger?: Pick<Console, 'warn'>;
}

export const PURGE_TIMEOUT_MS = 5000;

export function purgeWebhook(options: PurgeWebhookOptions): (keys: string[]) => Promise<void> {
  const url = checkUrl(options.url);
  // Logged without its query: a purge URL may carry an API key there.
  const where = `${url.origin}${url.pathname}`;
  const logger = options.logger ?? console;
  const timeoutMs = options.timeoutMs ?? PURGE_TIMEOUT_MS;
  return async (keys) => {
    if (!keys.length) return;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify({ keys }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) logger.warn(`purge webhook: POST ${where} answered ${res.status} for ${keys.length} key(s): ${keys.slice(0, 10).join(' ')}`);
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      logger.warn(`purge webhook: POST ${where} failed (${reason}) for ${keys.length} key(s): ${keys.slice(0, 10).join(' ')}`);
    }
  };
}

/** PURGE_WEBHOOK_URL (and PURGE_WEBHOOK_TOKEN) from the environment; undefined when unset. Throws on a bad URL. */
export function purgeWebhookFromEnv(env: NodeJS.ProcessEnv = process.env, logger?: Pick<Console, 'warn'>) {
  const raw = env.PURGE_WEBHOOK_URL?.trim();
  if (!raw) return undefined;
  return purgeWebhook({ url: raw, token: env.PURGE_WEBHOOK_TOKEN || undefined, logger });
}

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('PURGE_WEBHOOK_URL is not a URL (it must be an http(s) URL)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PURGE_WEBHOOK_URL must be an http(s) URL, got "${url.protocol}" URL`);
  return url;
}
