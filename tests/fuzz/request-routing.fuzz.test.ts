// Fuzzing the request parser and the router with the shipped page configs: any path, query, cookie or host is
// either a page request the renderer can use or a precise 400, and routing never throws.
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoverRegistry } from '../../engine/discover.ts';
import { loadConfigs } from '../../engine/config/load.ts';
import type { Configs } from '../../engine/config/types.ts';
import { OUTPUT_TYPES } from '../../engine/render/output-types.ts';
import { matchRoute } from '../../engine/routing.ts';
import { parseCookies, parsePageRequest, RequestError } from '../../engine/server/request.ts';
import { cookieHeader, nastyString, PROTOTYPE_NAMES, queryString } from './arbitraries.ts';
import { siteSetup } from '../../common/site-setup.ts';

const root = path.resolve(import.meta.dirname, '../..');
const OUTPUT_TYPE_NAMES = Object.keys(OUTPUT_TYPES);
let configs: Configs;
let hosts: string[];

beforeAll(async () => {
  configs = await loadConfigs(path.join(root, 'page-configs'), discoverRegistry());
  expect(configs.errors).toEqual([]);
  hosts = [...configs.sites.values()].flatMap((cfg) => cfg.site.hosts ?? []);
});

const message = (target: string, headers: Record<string, string | undefined>) => ({ url: target, headers }) as unknown as IncomingMessage;
const target = fc.tuple(fc.constantFrom('', '/', '/pf/', '//', '/news/'), nastyString(), queryString).map(([a, b, c]) => `${a}${b}${c}`);
const host = fc.oneof(fc.constant(undefined), fc.constantFrom('localhost:3000'), nastyString(3), fc.constant('').chain(() => fc.constantFrom(...(hosts.length ? hosts : ['x']))));

/** Text a URL can carry (lone surrogates cannot be percent-encoded). */
const encodable = (s: string) => {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

/** Parses with both production (editor token) and development options; returns the result or the thrown error. */
function parse(url: string, headers: Record<string, string | undefined>, dev: boolean) {
  try {
    return parsePageRequest(message(url, headers), configs, { outputTypes: OUTPUT_TYPE_NAMES, editorToken: 'the-editor-token', dev, setup: siteSetup });
  } catch (error) {
    return error;
  }
}

describe('fuzz: parsePageRequest', () => {
  it('any request target, cookie and host gives a usable page request or a 4xx RequestError with a message', () => {
    fc.assert(
      fc.property(target, cookieHeader, host, fc.boolean(), (url, cookie, hostHeader, dev) => {
        const result = parse(url, { cookie, host: hostHeader }, dev);
        if (result instanceof RequestError) {
          expect(result.status).toBeGreaterThanOrEqual(400);
          expect(result.status).toBeLessThan(500);
          expect(result.message.length).toBeGreaterThan(0);
          return;
        }
        expect(result).not.toBeInstanceOf(Error);
        const request = result as ReturnType<typeof parsePageRequest>;
        expect(configs.sites.has(request.site)).toBe(true);
        expect(request.path.startsWith('/')).toBe(true);
        expect(['en', 'mi']).toContain(request.lang);
        expect(OUTPUT_TYPE_NAMES).toContain(request.outputType);
        expect(typeof request.isAdmin).toBe('boolean');
        // Production: admin mode needs the editor token, which none of these requests carry.
        if (!dev) expect(request.isAdmin).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('isAdmin accepts exactly true, false, 1, 0 and the empty value; anything else is a 400 naming it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'TRUE', 'yes', 'true ', ''), nastyString(3)).filter(encodable), (value) => {
        const result = parse(`/?isAdmin=${encodeURIComponent(value)}`, {}, true);
        const allowed = ['true', 'false', '1', '0', ''].includes(value);
        if (allowed) expect((result as { isAdmin: boolean }).isAdmin).toBe(value === 'true' || value === '1' || value === '');
        else expect(result).toMatchObject({ status: 400, message: `isAdmin must be true or false, got "${value}"` });
      }),
      { numRuns: 500 },
    );
  });

  it('parseCookies never throws and keeps only names it could read', () => {
    fc.assert(
      fc.property(nastyString(20), (header) => {
        const cookies = parseCookies(header);
        for (const value of Object.values(cookies)) expect(typeof value).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('fuzz: matchRoute', () => {
  it('any decoded path on any site finds a route with a tree, or none; never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...[...configs.sites.keys()]), fc.tuple(fc.constantFrom('/', '/news/', '/2025/03/01/', '/tags/', '/search/', '/video/', '/authors/'), nastyString()), (siteId, [prefix, rest]) => {
        const cfg = configs.sites.get(siteId)!;
        const route = matchRoute(cfg, `${prefix}${rest}`);
        if (!route) return;
        expect(route.tree.sections).toBeTypeOf('object');
        for (const tree of Object.values(route.byType ?? {})) expect(tree.sections).toBeTypeOf('object');
        for (const value of Object.values(route.globalContent?.query ?? {})) if (typeof value === 'string') expect(value).not.toMatch(/^\{\w+\}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('a page is found by its own URI, with or without the trailing slash', () => {
    for (const cfg of configs.sites.values()) {
      for (const page of cfg.pages) {
        expect(matchRoute(cfg, page.uri)?.tree).toBe(page);
        if (page.uri.length > 1 && page.uri.endsWith('/')) expect(matchRoute(cfg, page.uri.slice(0, -1))?.tree).toBe(page);
      }
    }
  });
});
