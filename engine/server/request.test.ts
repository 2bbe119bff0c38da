import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseCookies, parsePageRequest, readTarget, RequestError, type ParseOptions } from './request.ts';
import type { Configs, SiteConfig } from '../config/types.ts';
import { siteSetup } from '../../common/site-setup.ts';

const siteCfg = (id: string, hosts?: string[]): SiteConfig => ({
  site: { id, name: id, hosts, properties: {} },
  pages: [],
  templates: new Map(),
  resolvers: [],
});
const configs: Configs = {
  sites: new Map([
    ['teaomarama', siteCfg('teaomarama', ['localhost'])],
    ['te-rito', siteCfg('te-rito', ['terito.example'])],
  ]),
  defaultSite: 'teaomarama',
  errors: [],
};
const prod: ParseOptions = { outputTypes: ['default', 'amp'], editorToken: 'editor-secret', dev: false, setup: siteSetup };
const dev: ParseOptions = { outputTypes: ['default'], dev: true, setup: siteSetup };

const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;
const parse = (url: string, headers: Record<string, string> = {}, opts: ParseOptions = prod) => parsePageRequest(req(url, headers), configs, opts);

/** The RequestError a parse throws (fails the test when it does not throw one). */
function rejection(fn: () => unknown): RequestError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RequestError);
    return e as RequestError;
  }
  throw new Error('expected a RequestError');
}

describe('request parsing: malformed input is a 400 with a precise message', () => {
  it('bad isAdmin value', () => {
    const e = rejection(() => parse('/?isAdmin=maybe'));
    expect(e.status).toBe(400);
    expect(e.message).toBe('isAdmin must be true or false, got "maybe"');
  });

  it('an isAdmin value naming a member every object inherits ("__proto__", "constructor") is refused like any other', () => {
    for (const value of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const e = rejection(() => parse(`/?isAdmin=${value}`, {}, dev));
      expect(e.status).toBe(400);
      expect(e.message).toBe(`isAdmin must be true or false, got "${value}"`);
    }
  });

  it('unknown outputType', () => {
    expect(rejection(() => parse('/?outputType=rss')).message).toBe('unknown outputType "rss" (known: default, amp)');
  });

  it('unknown _website', () => {
    expect(rejection(() => parse('/?_website=nope')).message).toBe('unknown site "nope" in _website (known: teaomarama, te-rito)');
  });

  it('a repeated parameter', () => {
    expect(rejection(() => parse('/?outputType=default&outputType=amp')).message).toBe('query parameter "outputType" given 2 times; give it once');
    expect(rejection(() => parse('/?isAdmin=true&isAdmin=true')).message).toBe('query parameter "isAdmin" given 2 times; give it once');
  });

  it("a cookie whose value is not valid percent-encoding is ignored (another app's cookie must not break the page)", () => {
    expect(parse('/', { cookie: 'other=%; lang=mi' }).lang).toBe('mi');
    expect(parse('/', { cookie: 'a=1; lang=%E0%A4%A' }).lang).toBe('en');
    expect(parseCookies('other=%; a=1')).toEqual({ a: '1' });
  });

  it('paths beginning with two slashes or a backslash are paths on this site, not other hosts', () => {
    for (const target of ['//', '///', '/\\', '//:', '//a:b@/', '//evil.example/x']) {
      const r = parse(target);
      expect(r.site).toBe('teaomarama');
      expect(r.path.startsWith('//')).toBe(true);
    }
  });

  it('malformed path percent-encoding', () => {
    expect(rejection(() => parse('/news/%E0%A4%A/')).message).toBe('malformed path: "/news/%E0%A4%A/" is not valid percent-encoding');
  });
});

describe('request parsing: what a render depends on', () => {
  it('defaults: default site, English, reader, default output type; the path is decoded once', () => {
    expect(parse('/kōrero/a%20b/?x=1')).toEqual({
      site: 'teaomarama',
      path: '/kōrero/a b/',
      lang: 'en',
      isAdmin: false,
      outputType: 'default',
      uri: '/k%C5%8Drero/a%20b/?x=1',
      cookies: {},
    });
  });

  it('every cookie of the request is kept, decoded, for blocks that decide by one', () => {
    expect(parse('/', { cookie: 'lang=mi; alert-bar-dismissed=Kia%20t%C5%ABpato' }).cookies).toEqual({ lang: 'mi', 'alert-bar-dismissed': 'Kia tūpato' });
  });

  it('language cookie: lang=mi gives mi; any other value gives en', () => {
    expect(parse('/', { cookie: 'lang=mi' }).lang).toBe('mi');
    expect(parse('/', { cookie: 'other=1; lang="mi"' }).lang).toBe('mi');
    expect(parse('/', { cookie: 'lang=fr' }).lang).toBe('en');
    expect(parse('/', { cookie: 'lang=MI' }).lang).toBe('en');
  });

  it('a path under a language prefix is that language whatever the cookie, and is the page at the path after it', () => {
    expect(parse('/mi/news/', { cookie: 'lang=en' })).toMatchObject({ path: '/news/', lang: 'mi', addressLang: 'mi', uri: '/news/' });
    expect(parse('/mi/k%C5%8Drero/?x=1')).toMatchObject({ path: '/kōrero/', lang: 'mi', uri: '/k%C5%8Drero/?x=1' });
    expect(parse('/mi')).toMatchObject({ path: '/', lang: 'mi', uri: '/' });
    expect(parse('/mi/')).toMatchObject({ path: '/', lang: 'mi', uri: '/' });
    expect(parse('/mi?_website=te-rito')).toMatchObject({ path: '/', lang: 'mi', uri: '/?_website=te-rito', site: 'te-rito' });
    // Under the language prefix, an older platform's prefix still names the page after it.
    expect(parse('/mi/pf/news/')).toMatchObject({ path: '/news/', lang: 'mi' });
  });

  it('an unprefixed path is the cookie\'s language, default English; only a whole segment is a language prefix', () => {
    expect(parse('/news/', { cookie: 'lang=mi' })).toMatchObject({ path: '/news/', lang: 'mi', uri: '/news/' });
    expect(parse('/news/').lang).toBe('en');
    expect(parse('/news/').addressLang).toBeUndefined();
    expect(parse('/minutes/')).toMatchObject({ path: '/minutes/', lang: 'en', uri: '/minutes/' });
    expect(parse('/news/mi/')).toMatchObject({ path: '/news/mi/', lang: 'en' });
  });

  it('site from ?_website=, else from the Host header, else the default site', () => {
    expect(parse('/?_website=te-rito').site).toBe('te-rito');
    expect(parse('/', { host: 'terito.example:8080' }).site).toBe('te-rito');
    expect(parse('/', { host: 'unknown.example' }).site).toBe('teaomarama');
  });

  it('isAdmin accepts true/false/1/0 and a bare flag', () => {
    expect(parse('/?isAdmin=false', { authorization: 'Bearer editor-secret' }).isAdmin).toBe(false);
    expect(parse('/?isAdmin=0', { authorization: 'Bearer editor-secret' }).isAdmin).toBe(false);
    expect(parse('/?isAdmin=1', { authorization: 'Bearer editor-secret' }).isAdmin).toBe(true);
    expect(parse('/?isAdmin', { authorization: 'Bearer editor-secret' }).isAdmin).toBe(true);
  });
});

describe('request parsing: admin mode', () => {
  it('production: ignored without the editor token, or with a wrong one', () => {
    expect(parse('/?isAdmin=true').isAdmin).toBe(false);
    expect(parse('/?isAdmin=true', { authorization: 'Bearer wrong' }).isAdmin).toBe(false);
    expect(parse('/?isAdmin=true', { cookie: 'editor_token=editor-secre' }).isAdmin).toBe(false);
    expect(parse('/?isAdmin=true', { authorization: 'Basic editor-secret' }).isAdmin).toBe(false);
  });

  it('production: honoured with the editor token as a Bearer header or the editor_token cookie', () => {
    expect(parse('/?isAdmin=true', { authorization: 'Bearer editor-secret' }).isAdmin).toBe(true);
    expect(parse('/?isAdmin=true', { cookie: 'editor_token=editor-secret' }).isAdmin).toBe(true);
  });

  it('production without a configured editor token: never admin', () => {
    expect(parse('/?isAdmin=true', { authorization: 'Bearer ' }, { ...prod, editorToken: undefined }).isAdmin).toBe(false);
  });

  it('development: open to anyone', () => {
    expect(parse('/?isAdmin=true', {}, dev).isAdmin).toBe(true);
  });
});

describe('parseCookies', () => {
  it('splits, trims, unquotes and decodes; ignores parts without "="', () => {
    expect(parseCookies(' a=1 ; b="x%20y"; junk; c=')).toEqual({ a: '1', b: 'x y', c: '' });
    expect(parseCookies(undefined)).toEqual({});
  });
});

describe('request parsing: Fusion-compatible /pf/ prefix', () => {
  it('/pf/<path> links (Up Next, More Videos, video details) serve the page at <path>', () => {
    expect(parse('/pf/video/').path).toBe('/video/');
    expect(parse('/pf/2026/11/21/story/?_website=te-rito')).toMatchObject({ path: '/2026/11/21/story/', site: 'te-rito' });
    expect(parse('/pf').path).toBe('/');
    expect(parse('/pfizer/').path).toBe('/pfizer/');
  });
});

describe('request target: read as WHATWG URL reads a path on this site', () => {
  // Plain paths skip building a URL; every target here must read exactly as URL reads it, plain or not.
  const targets = [
    '/',
    '/news/2026/11/24/a-story/',
    "/a_b-c.d~e!$&'()*+,;=:@/x",
    '/a/./b/',
    '/a/../b/',
    '/a/..',
    '/.',
    '/..a/.b/...',
    '//host/x',
    '/a//b/',
    '/%C4%81/',
    '/a b/',
    '/a"b<c>`{d}|^[e]/',
    '/\\host/x',
    '/a\\b',
    '/āe/',
    '/x?y=1',
    '/x?',
    '/x#frag',
    '/x/%2e%2E/y',
    '/x/.%2e/y',
  ];
  for (const target of targets) {
    it(`"${target}" has the path, decoded path and query URL gives it`, () => {
      const url = new URL(`http://localhost${target}`);
      const read = readTarget({ url: target, headers: {} } as IncomingMessage);
      expect([read.url.pathname, read.url.search, [...read.url.searchParams]]).toEqual([url.pathname, url.search, [...url.searchParams]]);
      expect(read.path).toBe(decodeURIComponent(url.pathname));
    });
  }

  it('a target with malformed percent-encoding is a RequestError naming the path', () => {
    expect(() => readTarget({ url: '/a%E0%A4%A/', headers: {} } as IncomingMessage)).toThrow(/malformed path: "\/a%E0%A4%A\/"/);
  });
});
