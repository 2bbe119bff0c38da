import type { IncomingMessage } from 'node:http';
import type { Configs } from '../config/types.ts';
import type { Lang } from '../define.ts';
import { parseCookies } from '../cookies.ts';
import { languageOf, languageOfPath, withoutPrefix, type SiteSetup } from '../site-setup.ts';

export { parseCookies };

export class RequestError extends Error {
  constructor(message: string, readonly status = 400) {
    super(message);
  }
}

export interface PageRequest {
  site: string;
  path: string;
  lang: Lang;
  /** The language the address names by its prefix (SiteSetup.languagePaths); undefined when the cookie chose. */
  addressLang?: Lang;
  isAdmin: boolean;
  outputType: string;
  /** The page's address without its language prefix, with the query: the same for each language of a page. */
  uri: string;
  /** Every cookie of the request, decoded; blocks read one through useRequestCookie (never shipped to browsers). */
  cookies: Record<string, string>;
}

const BOOL: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, '': true };

export interface ParseOptions {
  outputTypes: string[];
  /** Production: admin mode only with this editor token (header, or `editor_token` cookie). Development: open. */
  editorToken?: string;
  dev: boolean;
  /** The site's languages, language cookie, site parameter and path prefixes. */
  setup: SiteSetup;
}

/** What pages and endpoints read of a request's target: the parts of a WHATWG URL they use (a URL is one). */
export interface Target {
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
}

// A target of unreserved and sub-delimiter characters only, with no query and no "." or ".." segment, is a path
// WHATWG URL would hand back as it is (nothing to percent-encode, decode or resolve): most page requests are one,
// and building a URL for them took about 4 µs of an article's CPU profile on the server.
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** A plain path as a Target: its search is empty, its parameters made only if read. */
class PlainTarget implements Target {
  #params: URLSearchParams | undefined;
  constructor(readonly pathname: string) {}
  get search() {
    return '';
  }
  get searchParams() {
    return (this.#params ??= new URLSearchParams());
  }
}

// A request's target, parsed once: the endpoints and then the pages both read it (a rewritten req.url parses again).
const targets = new WeakMap<IncomingMessage, { target: string; read: { url: Target; path: string } }>();

/** The request target read as a path on this site, percent-decoded; a malformed one is a RequestError. */
export function readTarget(req: IncomingMessage): { url: Target; path: string } {
  const known = targets.get(req);
  if (known && known.target === req.url) return known.read;
  const target = req.url ?? '/';
  let read: { url: Target; path: string };
  if (PLAIN_PATH.test(target) && !DOT_SEGMENT.test(target)) read = { url: new PlainTarget(target), path: target };
  else {
    // Read the request target as a path on this site: '//host/x' or '/\\host' resolved against a base would name
    // another host (and used to throw on '//a:b@/'); as a path it simply matches no page.
    const url = new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
    try {
      read = { url, path: decodeURIComponent(url.pathname) };
    } catch {
      throw new RequestError(`malformed path: "${url.pathname}" is not valid percent-encoding`);
    }
  }
  targets.set(req, { target, read });
  return read;
}

const NO_VALUES: readonly string[] = [];
/** A query parameter's values; a target without a query skips building its URLSearchParams (most page requests). */
const valuesOf = (url: Target, name: string): readonly string[] => (url.search ? url.searchParams.getAll(name) : NO_VALUES);

/** The site a request names: its `siteParam` (given once, a known site), else the site listing the Host, else the default. */
export function siteOfRequest(req: IncomingMessage, url: Target, configs: Configs, siteParam: string): string {
  const named = valuesOf(url, siteParam);
  if (named.length > 1) throw new RequestError(`query parameter "${siteParam}" given ${named.length} times; give it once`);
  if (named.length === 1) {
    if (!configs.sites.has(named[0])) throw new RequestError(`unknown site "${named[0]}" in ${siteParam} (known: ${[...configs.sites.keys()].join(', ')})`);
    return named[0];
  }
  const host = (req.headers.host ?? '').split(':')[0];
  for (const cfg of configs.sites.values()) if (cfg.site.hosts?.includes(host)) return cfg.site.id;
  return configs.defaultSite;
}

/** Reads what a page render depends on from the request; anything malformed is a RequestError (400). */
export function parsePageRequest(req: IncomingMessage, configs: Configs, opts: ParseOptions): PageRequest {
  const target = readTarget(req);
  const url = target.url;
  // An address per language: <language prefix>/<path> is the page at <path> in that language, whatever the cookie.
  const addressed = languageOfPath(target.path, opts.setup);
  // Links of an older platform: <prefix>/<path> is the page at <path>.
  const path = withoutPrefix(addressed.path, opts.setup.pathPrefixes);
  const single = (name: string) => {
    const all = valuesOf(url, name);
    if (all.length > 1) throw new RequestError(`query parameter "${name}" given ${all.length} times; give it once`);
    return all[0];
  };
  const cookies = parseCookies(req.headers.cookie);

  const site = siteOfRequest(req, url, configs, opts.setup.siteParam);

  const outputType = single('outputType') ?? 'default';
  if (!opts.outputTypes.includes(outputType)) throw new RequestError(`unknown outputType "${outputType}" (known: ${opts.outputTypes.join(', ')})`);

  const adminParam = single('isAdmin');
  // Own keys only: `in` also finds Object.prototype's members, so "__proto__" or "constructor" passed as admin.
  if (adminParam !== undefined && !Object.hasOwn(BOOL, adminParam)) throw new RequestError(`isAdmin must be true or false, got "${adminParam}"`);
  const wantsAdmin = adminParam !== undefined && BOOL[adminParam];
  const isAdmin = wantsAdmin && (opts.dev || editorAuthorised(req, cookies, opts.editorToken));

  return {
    site,
    path,
    lang: addressed.lang ?? languageOf(cookies, opts.setup),
    ...(addressed.lang ? { addressLang: addressed.lang } : {}),
    isAdmin,
    outputType,
    uri: (addressed.lang ? unprefixed(url.pathname, opts.setup.languagePaths![addressed.lang]!) : url.pathname) + url.search,
    cookies,
  };
}

/** The encoded pathname without its language prefix (a prefix written percent-encoded is left: the path was decoded). */
function unprefixed(pathname: string, prefix: string): string {
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

function editorAuthorised(req: IncomingMessage, cookies: Record<string, string>, token?: string) {
  if (!token) return false;
  const header = req.headers.authorization;
  const given = header?.startsWith('Bearer ') ? header.slice(7) : cookies.editor_token;
  return given !== undefined && timingSafeEqualString(given, token);
}

function timingSafeEqualString(a: string, b: string) {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
