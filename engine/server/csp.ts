// The Content-Security-Policy every response carries: a strict, nonce-based script policy (a fresh nonce per
// response) plus origin lists that the app and each site may extend with the third-party origins they declare.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Directives a site or an integration may add origins to; scripts are never opened this way (see scriptSrc). */
export const EXTENSIBLE_DIRECTIVES = ['connect-src', 'img-src', 'frame-src', 'font-src'] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE_DIRECTIVES)[number];
/** Extra origins by directive, e.g. { 'connect-src': ['https://ads.example.com'] }. */
export type PolicyOrigins = Partial<Record<ExtensibleDirective, readonly string[]>>;
// One object for "no extra origins", so the memos below know it.
const NONE: PolicyOrigins = Object.freeze({});

// scheme://host[:port], the host possibly starting with '*.': nothing that could end the directive (';', ','),
// add a keyword ('unsafe-…') or open a whole scheme. A path is not needed by anything we load.
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

export function isPolicyOrigin(value: unknown): value is string {
  return typeof value === 'string' && ORIGIN.test(value);
}

// Random bytes drawn from the CSPRNG 4 KiB at a time and each used once: one system call per 256 nonces instead
// of one per response.
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits, base64: the size CSP asks of a nonce, and unguessable per response. */
export function createNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

/**
 * Checks a declaration of extra origins (from a site's configuration or a block's hook): every entry must be an
 * origin under a known directive. Returns what is usable and what was refused, with the reason, for the caller
 * to report.
 */
export function checkPolicyOrigins(declared: unknown): { origins: PolicyOrigins; problems: string[] } {
  const origins: Partial<Record<ExtensibleDirective, string[]>> = {};
  const problems: string[] = [];
  if (declared === undefined || declared === null) return { origins, problems };
  if (typeof declared !== 'object' || Array.isArray(declared)) return { origins, problems: [`must be an object of origin lists by directive (${EXTENSIBLE_DIRECTIVES.join(', ')})`] };
  for (const [directive, list] of Object.entries(declared)) {
    if (!(EXTENSIBLE_DIRECTIVES as readonly string[]).includes(directive)) {
      problems.push(`"${directive}" cannot be extended (only ${EXTENSIBLE_DIRECTIVES.join(', ')})`);
      continue;
    }
    if (!Array.isArray(list)) {
      problems.push(`${directive} must be a list of origins`);
      continue;
    }
    for (const origin of list) {
      if (isPolicyOrigin(origin)) (origins[directive as ExtensibleDirective] ??= []).push(origin);
      else problems.push(`${directive}: ${JSON.stringify(origin)} is not an origin like https://cdn.example.com or https://*.example.com`);
    }
  }
  return { origins, problems };
}

/** The union of several declarations, each origin once. */
export function mergePolicyOrigins(...all: Array<PolicyOrigins | undefined>): PolicyOrigins {
  const merged: Partial<Record<ExtensibleDirective, string[]>> = {};
  for (const origins of all) {
    for (const directive of EXTENSIBLE_DIRECTIVES) {
      for (const origin of origins?.[directive] ?? []) {
        const list = (merged[directive] ??= []);
        if (!list.includes(origin)) list.push(origin);
      }
    }
  }
  return merged;
}

/**
 * The policy header for one response. Scripts follow Google's strict CSP: only scripts carrying the nonce run, and
 * 'strict-dynamic' lets them load what they need (island chunks, an ad or recommendation loader's own scripts);
 * `https:` and 'unsafe-inline' are ignored by every browser that knows nonces and only keep older ones working.
 */
export function policyHeader(nonce: string, origins: PolicyOrigins = NONE): string {
  return `script-src 'nonce-${nonce}' ${policyAfterNonce(origins)}`;
}

// Everything after the nonce depends on the origins alone, and every response of a site passes the same object:
// worked out once per object, not per response.
const afterNonce = new WeakMap<PolicyOrigins, string>();
function policyAfterNonce(origins: PolicyOrigins): string {
  let tail = afterNonce.get(origins);
  if (tail !== undefined) return tail;
  const list = (directive: ExtensibleDirective, base: string[]) => [...base, ...(origins[directive] ?? [])].join(' ');
  tail = [
    "'strict-dynamic' https: 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    // The editor's preview frames the site; nobody else may.
    "frame-ancestors 'self'",
    "form-action 'self'",
    // Blocks set inline style attributes (ratios, custom properties) and the dev server injects <style> elements:
    // styles cannot run code, so 'unsafe-inline' here costs little. No nonce in this list on purpose: it would make
    // browsers ignore 'unsafe-inline' and drop every style attribute.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list('img-src', ["'self'", 'data:'])}`,
    `font-src ${list('font-src', ["'self'"])}`,
    `connect-src ${list('connect-src', ["'self'"])}`,
    `frame-src ${list('frame-src', ["'self'"])}`,
  ].join('; ');
  afterNonce.set(origins, tail);
  return tail;
}

interface ResponsePolicy {
  nonce: string;
  /** The app's own origins (e.g. the dev server's HMR socket), kept when a site adds its own. */
  base: PolicyOrigins;
}

// Per response: the security middleware starts the policy, the page handler adds the site's origins to it later.
// Kept on the response under a registered symbol, not in a module-level map: the handler runs from the server
// bundle (or Vite's SSR loader in development), with its own copy of this module.
const POLICY = Symbol.for('kupu.contentSecurityPolicy');
type WithPolicy = ServerResponse & { [POLICY]?: ResponsePolicy };

/** Gives the response a fresh nonce and the policy with the app's origins; the nonce is returned. */
export function startPolicy(res: ServerResponse, base: PolicyOrigins = NONE): string {
  const policy = { nonce: createNonce(), base };
  (res as WithPolicy)[POLICY] = policy;
  res.setHeader('content-security-policy', policyHeader(policy.nonce, base));
  // Express code may read it as res.locals.cspNonce.
  const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
  if (locals) locals.cspNonce = policy.nonce;
  return policy.nonce;
}

/**
 * Adds origins to the response's policy (a page's site) and returns its nonce, the one every script of the page
 * must carry. A response nothing started a policy for (a handler used alone) gets one here.
 */
export function extendPolicy(res: ServerResponse, origins: PolicyOrigins): string {
  const policy = (res as WithPolicy)[POLICY];
  if (!policy) return startPolicy(res, origins);
  res.setHeader('content-security-policy', policyHeader(policy.nonce, mergedWith(policy.base, origins)));
  return policy.nonce;
}

// The app's origins and a site's are the same two objects on every page of that site: merged once per pair.
const merged = new WeakMap<PolicyOrigins, WeakMap<PolicyOrigins, PolicyOrigins>>();
function mergedWith(base: PolicyOrigins, origins: PolicyOrigins): PolicyOrigins {
  let bySite = merged.get(base);
  if (!bySite) merged.set(base, (bySite = new WeakMap()));
  let both = bySite.get(origins);
  if (!both) bySite.set(origins, (both = mergePolicyOrigins(base, origins)));
  return both;
}
