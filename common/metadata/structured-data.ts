/**
 * A page's structured data (JSON-LD, schema.org), one graph per page, by page type:
 * - article: NewsArticle + BreadcrumbList; gallery: NewsArticle with its images + BreadcrumbList;
 * - video: VideoObject + BreadcrumbList; sponsored content: AdvertiserContentArticle + BreadcrumbList;
 * - homepage: WebSite (with its SearchAction) + NewsMediaOrganization;
 * - section and tag: BreadcrumbList; author: ProfilePage (its Person);
 * - anything else (search, account, sales, not-found): none.
 * Built from the same inputs as the head tags (page-metadata.ts), so both say the same of the page.
 */
import type { Graph, Thing } from 'schema-dts';
import { MENU_SOURCE, hierarchyQuery } from '../navigation/menu.ts';
import { SECTION_TREE_HIERARCHY, breadcrumbList } from './sd-breadcrumb.ts';
import { article, isSponsored, video } from './sd-content.ts';
import { contextOf, type StructuredDataInput } from './sd-context.ts';
import { organisation, profilePage, webSite } from './sd-site.ts';

export type { StructuredDataInput } from './sd-context.ts';

export function structuredData(input: StructuredDataInput): Graph | undefined {
  const ctx = contextOf(input);
  if (!ctx) return undefined;
  const nodes: Array<Thing | undefined> = [];
  switch (ctx.pageType) {
    case 'article':
    case 'gallery':
    case 'sponsored-landing':
      nodes.push(article(ctx), breadcrumbList(ctx));
      break;
    case 'video':
      // Sponsored video is still a paid placement: said as an article would say it.
      nodes.push(isSponsored(ctx.pageType, ctx.globalContent) ? article(ctx) : video(ctx), breadcrumbList(ctx));
      break;
    case 'homepage':
      nodes.push(webSite(ctx), organisation(ctx));
      break;
    case 'section':
    case 'tag':
      nodes.push(breadcrumbList(ctx));
      break;
    case 'author':
      nodes.push(profilePage(ctx));
      break;
    default:
      return undefined;
  }
  // The first node is the page's main entity: without it (an article with no headline) a breadcrumb alone says
  // nothing worth saying.
  if (!nodes[0]) return undefined;
  const graph = nodes.filter((n): n is Thing => !!n);
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The section the page's breadcrumb ends on: the content's primary section, or the section page's own node. */
function trailSection(gc: any): Record<string, any> | undefined {
  if (!gc || typeof gc !== 'object') return undefined;
  if (gc.taxonomy?.primary_section && typeof gc.taxonomy.primary_section === 'object') return gc.taxonomy.primary_section;
  return gc.type === 'section' || gc.node_type === 'section' || ('site' in gc && typeof gc._id === 'string') ? gc : undefined;
}

/**
 * Whether the breadcrumb needs the site's section tree: only when the section names a parent below the root (ANS
 * parent.default, or ancestors.default), whose name only the tree holds. A top-level section names itself, so most
 * pages read nothing more.
 */
export function needsSectionTree(gc: unknown): boolean {
  const section = trailSection(gc);
  if (!section) return false;
  const parent = section.parent?.default;
  const ancestors: unknown[] = Array.isArray(section.ancestors?.default) ? section.ancestors.default : [];
  return [parent, ...ancestors].some((id) => typeof id === 'string' && id !== '' && id !== '/');
}

/** The section tree's request, the same query the navigation header plans, so the page reads it once. */
export const sectionTreeQuery = () => hierarchyQuery(SECTION_TREE_HIERARCHY);

/**
 * What the structured data reads besides the global content, declared in the page-metadata block's content so it
 * is fetched before render (a read the plan did not know would hold the block back while the rest streams).
 */
export function structuredDataContent(globalContent: unknown): Array<{ source: string; query: Record<string, unknown> }> {
  return needsSectionTree(globalContent) ? [{ source: MENU_SOURCE, query: sectionTreeQuery() }] : [];
}
