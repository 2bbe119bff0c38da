// The purge hook over real HTTP: what a CDN adapter receives on each write, and how failures are reported.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgeWebhook, purgeWebhookFromEnv } from './purge-webhook.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('purge webhook', () => {
  it('POSTs the invalidated keys as JSON with the bearer token', async () => {
    const received: Array<{ method?: string; url?: string; auth?: string; type?: string; body: unknown }> = [];
    const base = await listen((req, res, body) => {
      received.push({ method: req.method, url: req.url, auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(body) });
      res.end('{}');
    });
    const purge = purgeWebhookFromEnv({ PURGE_WEBHOOK_URL: `${base}/purge?service=news`, PURGE_WEBHOOK_TOKEN: 'cdn-secret' });
    await purge!(['STORY1', 'navigation:teaomarama']);
    expect(received).toEqual([
      { method: 'POST', url: '/purge?service=news', auth: 'Bearer cdn-secret', type: 'application/json', body: { keys: ['STORY1', 'navigation:teaomarama'] } },
    ]);
  });

  it('a refusal or no answer in time is one log line naming the URL without its query, never a thrown error', async () => {
    const logger = { warn: vi.fn() };
    let hang = false;
    const base = await listen((_req, res) => {
      if (hang) return; // never answers
      res.statusCode = 403;
      res.end('forbidden');
    });
    await purgeWebhook({ url: `${base}/purge?api_key=SECRET`, logger })(['A']);
    expect(logger.warn).toHaveBeenLastCalledWith(`purge webhook: POST ${base}/purge answered 403 for 1 key(s): A`);
    hang = true;
    await purgeWebhook({ url: `${base}/purge?api_key=SECRET`, logger, timeoutMs: 200 })(['A', 'B']);
    expect(logger.warn).toHaveBeenLastCalledWith(`purge webhook: POST ${base}/purge failed (no answer within 200 ms) for 2 key(s): A B`);
    expect(logger.warn.mock.calls.flat().join(' ')).not.toContain('SECRET');
  });

  it('unset is no hook; a URL that is not http(s) is a precise start-up error', () => {
    expect(purgeWebhookFromEnv({})).toBeUndefined();
    expect(purgeWebhookFromEnv({ PURGE_WEBHOOK_URL: '  ' })).toBeUndefined();
    expect(() => purgeWebhookFromEnv({ PURGE_WEBHOOK_URL: 'cdn.example/purge' })).toThrow('PURGE_WEBHOOK_URL is not a URL (it must be an http(s) URL)');
    expect(() => purgeWebhookFromEnv({ PURGE_WEBHOOK_URL: 'ftp://cdn.example/purge' })).toThrow('PURGE_WEBHOOK_URL must be an http(s) URL, got "ftp:" URL');
  });
});
