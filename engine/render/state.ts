import type { Lang } from '../define.ts';
import type { SiteSetup } from '../site-setup.ts';
import type { PageTree, Site } from '../config/types.ts';
import type { Registry } from '../registry.ts';
import type { RequestContent } from '../content/store.ts';
import { requestKey } from '../content/key.ts';
import type { RenderState } from './tree.tsx';

export interface RenderInput {
  registry: Registry;
  site: Pick<Site, 'id' | 'name' | 'properties'>;
  tree: PageTree;
  /** The page's content, fetched from its plan. */
  content: RequestContent;
  globalContent?: { source: string; query: Record<string, unknown> };
  lang: Lang;
  /** What the browser needs of the site setup too: the phrases' fallback language, the site parameter. */
  setup: Pick<SiteSetup, 'defaultLanguage' | 'siteParam'>;
  isAdmin: boolean;
  outputType: string;
  requestUri: string;
  /** The resolver that matched ('page' for a fixed URI): the page type when the config names none. */
  routeName?: string;
  /** The request's cookies, for useRequestCookie; never part of the island payload. */
  cookies?: Record<string, string>;
  logError: (message: string) => void;
  /** The response's Content-Security-Policy nonce, for every script the page writes (none in tests and stories). */
  nonce?: string;
}

// A loaded site's properties never change (a reload makes a new site object): one object per site, so the
// island payload serializes them once (payload.ts), not on every page.
const properties = new WeakMap<RenderInput['site'], Record<string, unknown>>();
function sitePropertiesOf(site: RenderInput['site']): Record<string, unknown> {
  let found = properties.get(site);
  if (!found) properties.set(site, (found = { ...site.properties, siteName: site.name }));
  return found;
}

/** Everything one render reads: what the request asked for, the page's content, and where blocks report. */
export function createRenderState(i: RenderInput): RenderState {
  const global = i.globalContent;
  return {
    registry: i.registry,
    app: {
      site: i.site.id,
      siteProperties: sitePropertiesOf(i.site),
      lang: i.lang,
      defaultLang: i.setup.defaultLanguage,
      siteParam: i.setup.siteParam,
      isAdmin: i.isAdmin,
      outputType: i.outputType,
      requestUri: i.requestUri,
      pageType: i.tree.meta?.pageType ?? (i.routeName && i.routeName !== 'page' ? i.routeName : undefined),
      pageMeta: i.tree.meta,
      globalContent: global ? i.content.peek(requestKey(global)) : undefined,
      globalContentConfig: global,
      cookies: i.cookies ?? {},
    },
    content: i.content,
    clientBlocks: [],
    failures: new Map(),
    logError: i.logError,
    nonce: i.nonce,
  };
}
