import { createContext, useContext } from 'react';
import type { Lang, Phrases } from './define.ts';
import type { TSchema } from '@sinclair/typebox';
import type { ContentConfig } from './fields.ts';
import { fieldQuery } from './content/select.ts';
import { contentKey } from './content/key.ts';
import { fetchFromServer } from './content/client-protocol.ts';
import { parseCookies } from './cookies.ts';
import type { ContentReads, RequestContent } from './content/store.ts';

/** What every block may know about the request. Plain data: it is serialised into island payloads. */
export interface AppContextValue {
  site: string;
  siteProperties: Record<string, any>;
  lang: Lang;
  /** The site's default language: phrases missing in `lang` fall back to it. */
  defaultLang: Lang;
  /** The query parameter naming the site in requests for content (SiteSetup.siteParam). */
  siteParam: string;
  isAdmin: boolean;
  outputType: string;
  requestUri: string;
  /** What kind of page this is: the page config's meta.pageType, else the matching resolver's name. */
  pageType?: string;
  /** The page config's `meta` (e.g. an ad path for the page), as editors stored it. */
  pageMeta?: Record<string, unknown>;
  globalContent?: any;
  globalContentConfig?: { source: string; query: Record<string, unknown> };
  /**
   * The request's cookies, on the server only: the island payload leaves them out (they may hold session or
   * editor tokens). Blocks read one through useRequestCookie, which falls back to document.cookie in the browser.
   */
  cookies?: Readonly<Record<string, string>>;
}

export interface ComponentContextValue {
  id: string;
  type: string;
  customFields: Record<string, any>;
  /** Resolved content of each contentConfig custom field, by field name (undefined when it failed or is missing). */
  content: Record<string, unknown>;
  phrases: Phrases;
  /** Keys read through useContent while rendering: an island ships exactly these to the browser. */
  reads?: Set<string>;
}

export const AppContext = createContext<AppContextValue | null>(null);
export const ComponentContext = createContext<ComponentContextValue | null>(null);
export const ContentContext = createContext<ContentReads | null>(null);
// Apart from the app context on purpose: that one is serialised into the page, the nonce must not be.
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce a <script> element must carry to run under the page's Content-Security-Policy (undefined outside a
 * server render: in the browser, tests and stories). Scripts a nonce'd script adds need none ('strict-dynamic').
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

export function useAppContext(): AppContextValue {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useAppContext: block rendered outside the engine (use renderBlock() or the Storybook decorator)');
  return ctx;
}

/**
 * The output type the page is written for (`?outputType=`), 'default' outside the engine (a component's own test
 * or story), so a component adapting to it still renders on its own.
 */
export function useOutputType(): string {
  return useContext(AppContext)?.outputType ?? 'default';
}

export function useComponentContext(): ComponentContextValue {
  const ctx = useContext(ComponentContext);
  if (!ctx) throw new Error('useComponentContext: block rendered outside the engine');
  return ctx;
}

/** Content from a source. Planned content is already there; anything else suspends until loaded (never a second pass). */
export function useContent<T = any>(source: string, query: Record<string, unknown> = {}): T | undefined {
  const store = useContext(ContentContext);
  const component = useContext(ComponentContext);
  if (!store) return undefined;
  const key = contentKey(source, query);
  const value = store.read(source, query, key) as T | undefined;
  component?.reads?.add(key);
  return value;
}

/** Content of one of this block's contentConfig fields. */
export function useFieldContent<T = any>(fieldName: string): T | undefined {
  return useComponentContext().content[fieldName] as T | undefined;
}

/** What the content plan fetched for a contentConfig field (`schema`, the field's own, carries its selection). */
export function contentOfConfig(store: RequestContent, config: ContentConfig | undefined, schema: TSchema, site: string): unknown {
  if (!config?.contentService) return undefined;
  return store.peek(configKey(config, schema, site));
}

// A stored page's field values are the same objects on every render (and never changed in place): each field's
// key is worked out once per site, not serialised again for every block of every request.
const configKeys = new WeakMap<ContentConfig, WeakMap<TSchema, Map<string, string>>>();
function configKey(config: ContentConfig, schema: TSchema, site: string): string {
  let bySchema = configKeys.get(config);
  if (!bySchema) configKeys.set(config, (bySchema = new WeakMap()));
  let bySite = bySchema.get(schema);
  if (!bySite) bySchema.set(schema, (bySite = new Map()));
  let key = bySite.get(site);
  if (key === undefined) bySite.set(site, (key = contentKey(config.contentService!, fieldQuery(schema, config, site))));
  return key;
}

/**
 * Phrase lookup for the current language: falls back to the site's default language, then to the key; `{name}`
 * placeholders are filled.
 */
export function usePhrases(): (key: string, vars?: Record<string, string | number>) => string {
  const { lang, defaultLang } = useAppContext();
  const phrases = useContext(ComponentContext)?.phrases ?? {};
  return (key, vars) => {
    const text = phrases[lang]?.[key] ?? phrases[defaultLang]?.[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m)) : text;
  };
}

/**
 * A function that loads content on demand from the browser (infinite scroll, periodic refresh). It goes through
 * the server's content cache, for the current site.
 */
export function useContentLoader(): <T = any>(source: string, query?: Record<string, unknown>) => Promise<T> {
  const app = useAppContext();
  return (source, query = {}) => fetchFromServer(source, query, app);
}

/**
 * One cookie of the reader's request, the same on the server (the request header) and in the browser
 * (document.cookie), so a block can decide from it before the first paint and still hydrate without a mismatch.
 * Undefined when the cookie is absent or cannot be decoded.
 */
export function useRequestCookie(name: string): string | undefined {
  const { cookies } = useAppContext();
  if (cookies) return cookies[name];
  return typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[name];
}
