/**
 * BreadcrumbList: the site root, then the sections down to the content's primary section (or the section page's
 * own), then the page itself on content and tag pages. The section path comes from the site's section tree (the
 * navigation hierarchy the header lists sections from), so a sub-section shows its parents; a section the tree
 * does not hold stands alone under the root, named by the content's own reference to it.
 */
import type { BreadcrumbList, ListItem } from 'schema-dts';
import type { NavNode } from '../navigation/menu.ts';
import { absoluteUrl, onDomain } from './canonical.ts';
import { text, type SdContext } from './sd-context.ts';
import { subjectName } from './text.ts';

/** The hierarchy holding the site's sections, as the navigation header's horizontal links read it. */
export const SECTION_TREE_HIERARCHY = 'MainMenu';

interface Crumb { name: string; url?: string }

/** The section's name in the interface language: its Māori title in Māori, as the menus and section header show. */
function sectionName(node: Record<string, any>, lang: string): string | undefined {
  const maori = text(node.maori_title) ?? text(node.navigation?.maori_title);
  if (lang === 'mi' && maori) return maori;
  return text(node.nav_title) ?? text(node.navigation?.nav_title) ?? text(node.name) ?? text(node.display_name) ?? maori;
}

/** The section nodes from the tree's top down to the one with this _id (the root itself left out); [] when absent. */
export function sectionPath(tree: NavNode | null | undefined, id: string): NavNode[] {
  const walk = (node: NavNode, trail: NavNode[]): NavNode[] | undefined => {
    for (const child of node.children ?? []) {
      if (child.node_type === 'link') continue;
      const path = [...trail, child];
      if (child._id === id) return path;
      const deeper = walk(child, path);
      if (deeper) return deeper;
    }
    return undefined;
  };
  return tree && typeof tree === 'object' ? walk(tree, []) ?? [] : [];
}

function sectionCrumbs(ctx: SdContext, section: Record<string, any> | undefined): Crumb[] {
  const id = text(section?._id);
  if (!section || !id || id === '/') return [];
  const path = sectionPath(ctx.sections, id);
  const nodes: Array<Record<string, any>> = path.length ? path : [section];
  return nodes.flatMap((node) => {
    const name = sectionName(node, ctx.lang);
    const url = absoluteUrl(text(node._id), ctx.domain);
    return name && url ? [{ name, url }] : [];
  });
}

/** The trail for the page type; undefined when it would hold the root alone (Google asks for two items or more). */
export function breadcrumbTrail(ctx: SdContext): Crumb[] | undefined {
  const gc = ctx.globalContent;
  const crumbs: Crumb[] = [{ name: ctx.siteName, url: ctx.siteUrl }];
  switch (ctx.pageType) {
    case 'article':
    case 'video':
    case 'gallery':
    case 'sponsored-landing': {
      crumbs.push(...sectionCrumbs(ctx, gc?.taxonomy?.primary_section));
      const name = subjectName(ctx.pageType, gc);
      if (name) crumbs.push({ name, ...(ctx.canonical ? { url: ctx.canonical } : {}) });
      break;
    }
    case 'section':
      crumbs.push(...sectionCrumbs(ctx, gc));
      break;
    case 'tag': {
      const name = subjectName('tag', gc);
      if (name && ctx.canonical) crumbs.push({ name, url: ctx.canonical });
      break;
    }
    default:
      return undefined;
  }
  return crumbs.length > 1 ? crumbs : undefined;
}

export function breadcrumbList(ctx: SdContext): Exclude<BreadcrumbList, string> | undefined {
  const trail = breadcrumbTrail(ctx);
  if (!trail) return undefined;
  const items: ListItem[] = trail.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    ...(c.url && onDomain(c.url, ctx.domain) ? { item: c.url } : {}),
  }));
  return { '@type': 'BreadcrumbList', itemListElement: items };
}
