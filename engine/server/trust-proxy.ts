/**
 * TRUST_PROXY: the proxies in front of the server (CDN, load balancer) whose X-Forwarded-For may name the client.
 * Unset, the peer is the client and X-Forwarded-For is ignored, so a reader cannot pick the address their rate
 * limits count against; behind a proxy that leaves every reader on the proxy's one address, sharing one sign-in
 * budget. Set, Express works out `req.ip` (app.set('trust proxy')) and every limit keyed by address uses it.
 * Values: a hop count (the number of proxies in front, each appending to X-Forwarded-For) or a comma-separated list
 * of proxy addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal). `true` (trust every
 * hop) is refused: the left-most X-Forwarded-For entry is whatever the client wrote.
 */
import { compile } from 'proxy-addr';

export type TrustProxy = number | string[];

export const MAX_PROXY_HOPS = 10;

/** TRUST_PROXY as `trust proxy` takes it; undefined when unset; throws the start's refusal when malformed. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  const refuse = (why: string): never => {
    throw new Error(`TRUST_PROXY must be a hop count from 1 to ${MAX_PROXY_HOPS} or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${raw}" (${why})`);
  };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_PROXY_HOPS ? hops : refuse(`${hops} hops`);
  }
  const list = text.split(',').map((part) => part.trim());
  if (list.includes('')) refuse('an empty entry');
  try {
    compile(list);
  } catch (e) {
    refuse((e as Error).message);
  }
  return list;
}
