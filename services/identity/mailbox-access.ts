// Who may read the embedded outbox's mailbox page. The mails hold sign-in links, so it is open only where nobody
// else can be reading: in development, on the operator's explicit IDENTITY_MAILBOX=on, or on the embedded default
// of `npm start` (one node, no SMTP) for requests from this machine alone.
import express, { type Request, type Router } from 'express';
import type { IdentityAdapters } from './adapters.ts';
import { mailboxRouter } from './mailbox.ts';

/** Where the mailbox page is mounted (beside the site's pages, outside the JSON identity API). */
export const MAILBOX_PATH = '/dev/mailbox';

export type MailboxAccess = 'open' | 'local' | 'closed';

/**
 * `npm start` runs with NODE_ENV=production, yet a newcomer trying it has no SMTP server and must read the sign-up
 * mail: on the embedded default (no SMTP_URL, DATABASE_URL or REDIS_URL: a single node) the page opens to loopback
 * requests that no proxy forwarded. A public deployment is reached through a proxy or from other addresses, so its
 * readers never see it; a proxy on the same host that adds no forwarding header would still look local, so a
 * deployment that names a public origin (PUBLIC_ORIGIN other than localhost: its mail links must reach readers)
 * keeps the page closed unless IDENTITY_MAILBOX=on. IDENTITY_MAILBOX=off closes it even locally.
 */
export function mailboxAccess(env: NodeJS.ProcessEnv): MailboxAccess {
  if (env.SMTP_URL || env.IDENTITY_MAILBOX === 'off') return 'closed';
  if (env.NODE_ENV !== 'production' || env.IDENTITY_MAILBOX === 'on') return 'open';
  if (env.DATABASE_URL || env.REDIS_URL || namesPublicOrigin(env)) return 'closed';
  return 'local';
}

/** PUBLIC_ORIGIN (or a site's PUBLIC_ORIGIN_<SITE>) set to anything but a loopback host. */
function namesPublicOrigin(env: NodeJS.ProcessEnv): boolean {
  return Object.entries(env).some(([name, value]) => /^PUBLIC_ORIGIN(_|$)/.test(name) && !!value && !isLoopbackOrigin(value));
}

/** A loopback host name (localhost, *.localhost, 127.x.y.z, [::1]), with a port or without. */
const LOOPBACK_HOST = /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(origin).hostname);
  } catch {
    return false;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Headers a proxy or CDN adds to a request it relays (X-Forwarded-* of every kind besides these): any of them means
 * the request came from elsewhere, whichever one a given proxy happens to use.
 */
const RELAY_HEADERS = new Set(['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'x-original-forwarded-for']);
const isRelayHeader = (name: string) => RELAY_HEADERS.has(name) || name.startsWith('x-forwarded-');

/**
 * A request from this machine that no proxy relayed, addressed to this machine by name. The peer must be loopback
 * and no forwarding header present (a proxy on the same host adds one); the Host must be a loopback name too, since
 * a page on evil.example whose name an attacker re-points at 127.0.0.1 (DNS rebinding) is a loopback peer to us
 * and same-origin to the reader's browser, but still arrives with `Host: evil.example`.
 */
export function isLocalRequest(req: Request): boolean {
  if (Object.keys(req.headers).some(isRelayHeader)) return false;
  if (!LOOPBACK_HOST.test(req.headers.host ?? '')) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** The router to mount at MAILBOX_PATH, or undefined when mail goes out over SMTP or the page is closed. */
export function mailboxFor(env: NodeJS.ProcessEnv, adapters: Pick<IdentityAdapters, 'outbox'>): Router | undefined {
  const access = mailboxAccess(env);
  if (!adapters.outbox || access === 'closed') return undefined;
  const page = mailboxRouter(adapters.outbox, { open: true });
  if (access === 'open') return page;
  const local = express.Router();
  local.use((req, res, next) => (isLocalRequest(req) ? next() : res.status(404).type('text/plain').send('Not found')));
  local.use(page);
  return local;
}
