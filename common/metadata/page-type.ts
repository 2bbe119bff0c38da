/** Page types with metadata rules ("Page types (metadata)"). */

export const PAGE_TYPES = ['homepage', 'article', 'video', 'gallery', 'author', 'search', 'tag', 'section', 'sponsored-landing', 'search-widget'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The sponsored content landing type: noindex, nofollow, and no social site tags. */
export const SPONSORED_LANDING = 'sponsored-landing';

const BY_CONTENT_TYPE: Record<string, PageType> = { story: 'article', video: 'video', gallery: 'gallery' };

/**
 * The page's type: the engine's (page config meta.pageType, else resolver name), else read from the shape of the
 * global content (story/video/gallery document, author list, tag payload, search results, section node), else
 * 'homepage' for the site root. Undefined when none of these tells; any other engine type (e.g. 'not-found')
 * passes through and gets the generic rules.
 */
export function resolvePageType(engineType: string | undefined, globalContent: any, requestUri = '/'): string | undefined {
  // A resolver named after the ANS type ('story') serves article pages.
  if (engineType) return engineType === 'story' ? 'article' : engineType;
  const gc = globalContent;
  if (gc && typeof gc === 'object') {
    if (typeof gc.type === 'string' && BY_CONTENT_TYPE[gc.type]) return BY_CONTENT_TYPE[gc.type];
    if (Array.isArray(gc.authors)) return 'author';
    if (Array.isArray(gc.Payload)) return 'tag';
    if (gc.metadata && 'q' in gc.metadata) return 'search';
    if (gc.type === 'section' || gc.node_type === 'section' || (typeof gc._id === 'string' && gc._id.startsWith('/') && 'site' in gc)) return 'section';
  }
  return requestUri.split(/[?#]/, 1)[0] === '/' ? 'homepage' : undefined;
}
