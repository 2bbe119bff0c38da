/** What every structured-data builder reads: the page's own inputs and the addresses worked out from them once. */
import type { NavNode } from '../navigation/menu.ts';
import { absoluteUrl, canonicalUrl } from './canonical.ts';
import { metaNames } from './page-meta.ts';
import type { PageMetadataInput } from './page-metadata.ts';

/** The head tags' inputs (the interface language names breadcrumb sections and the WebSite; articles say their own), plus the section tree. */
export interface StructuredDataInput extends PageMetadataInput {
  /** The site's section tree (site-service-hierarchy SECTION_TREE_HIERARCHY), for breadcrumbs below the top level. */
  sections?: NavNode | null;
}

export interface SdContext extends StructuredDataInput {
  domain: string;
  siteName: string;
  /** The site root, absolute, with its trailing slash. */
  siteUrl: string;
  canonical?: string;
}

export const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Undefined when the site has no domain or name: nothing absolute could be said about it. */
export function contextOf(input: StructuredDataInput): SdContext | undefined {
  const domain = text(input.siteProperties.websiteDomain);
  const siteName = text(input.siteProperties.siteName);
  const siteUrl = absoluteUrl('/', domain);
  if (!domain || !siteName || !siteUrl) return undefined;
  const named = metaNames(input.pageMeta, input.lang);
  const canonical = canonicalUrl(input.pageType, input.globalContent, domain, input.requestUri, named.canonical);
  return { ...input, domain, siteName, siteUrl, ...(canonical ? { canonical } : {}) };
}
