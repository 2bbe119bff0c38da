// Spec section 3 "Ad slot config": slot path and the page targeting sent with every ad request.

/** What the ad rules read about the page (AppContext plus the page meta). */
export interface AdPage {
  site: string;
  /** Site property websiteAdPath: the root of every slot path. */
  adPath?: string;
  pageType?: string;
  globalContent?: any;
  /** The page config's meta 'ad-path', when set. */
  metaAdPath?: string;
}

const CONTENT_TYPES = ['story', 'gallery', 'video'];
const SECTION_LIKE_PAGE_TYPES = ['tag', 'author', 'search'];

/** Story, gallery and video pages (by the global content's type). */
export function isContentPage(globalContent: any): boolean {
  return CONTENT_TYPES.includes(globalContent?.type);
}

function isSectionPage(pageType: string | undefined, globalContent: any): boolean {
  return pageType === 'section' || globalContent?.type === 'section' || globalContent?.node_type === 'section';
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/**
 * Spec: the section comes from page meta ad-path, or page type tag/author/search, or the content's website
 * section id, or the section's own id (the first that applies; '' on other pages, e.g. the homepage).
 */
export function adSectionOf(page: AdPage): string {
  const { pageType, globalContent: gc } = page;
  return (
    text(page.metaAdPath)
    || (SECTION_LIKE_PAGE_TYPES.includes(pageType ?? '') ? pageType! : '')
    || (isContentPage(gc) ? text(gc?.websites?.[page.site]?.website_section?._id) : '')
    || (isSectionPage(pageType, gc) ? text(gc?._id) : '')
  );
}

/** Spec: the slot path is the site ad path plus the section, joined by one '/' (e.g. teaomarama/news). */
export function slotPathOf(page: AdPage): string {
  return [page.adPath ?? '', adSectionOf(page)].map(trimSlashes).filter(Boolean).join('/');
}

/** The ad unit path the ad service is given: the network (ad-service id) then the slot path. */
export function adUnitPath(adServiceId: string, slotPath: string): string {
  return `/${[adServiceId, slotPath].map(trimSlashes).filter(Boolean).join('/')}`;
}

/** Comma-joined tag slugs of the content. */
export function tagsOf(globalContent: any): string {
  const tags: any[] = Array.isArray(globalContent?.taxonomy?.tags) ? globalContent.taxonomy.tags : [];
  return tags.map((t) => text(t?.slug)).filter(Boolean).join(',');
}

/**
 * Spec: targeting sent: page_type, section_id, and on story, gallery and video pages also arc_id and tags.
 * section_id is the section without its surrounding slashes ('news', 'tag', '' on the homepage).
 */
export function pageTargetingOf(page: AdPage): Record<string, string> {
  const targeting: Record<string, string> = { page_type: page.pageType ?? '', section_id: trimSlashes(adSectionOf(page)) };
  if (isContentPage(page.globalContent)) {
    targeting.arc_id = text(page.globalContent?._id);
    targeting.tags = tagsOf(page.globalContent);
  }
  return targeting;
}

/**
 * The part of the global content the ad rules read, in its own shape (so the same rules run on the server and
 * in the browser): ids, type, each site's section id and the tag slugs. Small enough for the island payload.
 */
export function adGlobalContent(globalContent: any): unknown {
  if (!globalContent || typeof globalContent !== 'object') return undefined;
  const websites: Record<string, unknown> = {};
  for (const [site, w] of Object.entries<any>(globalContent.websites ?? {})) {
    const id = w?.website_section?._id;
    if (typeof id === 'string') websites[site] = { website_section: { _id: id } };
  }
  const tags = Array.isArray(globalContent.taxonomy?.tags) ? globalContent.taxonomy.tags.map((t: any) => ({ slug: t?.slug })) : undefined;
  return {
    _id: globalContent._id,
    type: globalContent.type,
    node_type: globalContent.node_type,
    ...(Object.keys(websites).length ? { websites } : {}),
    ...(tags ? { taxonomy: { tags } } : {}),
  };
}
