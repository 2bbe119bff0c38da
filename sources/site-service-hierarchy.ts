/**
 * A navigation hierarchy ("site-service-hierarchy: query hierarchy ... or site and hierarchy";
 * header MainMenu, hamburger MobileMenu, footer Footer / FooterAbout / FooterPrivacyTerms).
 */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/index.ts';
import { navigationTag } from '../common/content/cache-tags.ts';
import { SiteParam, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'site-service-hierarchy',
  params: Type.Object({
    hierarchy: Type.String({ default: 'MainMenu', minLength: 1, description: 'e.g. MainMenu, MobileMenu, Footer' }),
    sectionId: Type.Optional(Type.String({ description: 'Start at this section node, e.g. /news' })),
    site: SiteParam,
  }),
  ttl: 300,
  resolve(query, ctx) {
    const site = encodeURIComponent(siteOf(query, ctx));
    const section = query.sectionId ? `&_id=${encodeURIComponent(query.sectionId)}` : '';
    return `/site/v3/navigation/${site}?hierarchy=${encodeURIComponent(query.hierarchy)}${section}`;
  },
  // Field filter (the node fields blocks read): keeps island payloads of menus small.
  transform: (data) => trimNode(data),
  // Node _ids are section paths, not documents: the tree changes with the site's navigation writes.
  tags: (_value, query, site) => [navigationTag(query.site || site)],
});

/**
 * The node fields menus read (common/navigation/menu.ts toMenuSection): a link's title and url; a section's names,
 * its _id being its url. The header ships its two trees in its island payload on every page, so nothing else
 * is kept: no section url or nav_title, and no empty children (a node without children has none to list).
 */
const LINK_FIELDS = ['_id', 'node_type', 'display_name', 'url'] as const;
const SECTION_FIELDS = ['_id', 'node_type', 'name', 'maori_title'] as const;

export function trimNode(node: any): any {
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const key of node.node_type === 'link' ? LINK_FIELDS : SECTION_FIELDS) if (node[key] !== undefined) out[key] = node[key];
  if (Array.isArray(node.children) && node.children.length) out.children = node.children.map(trimNode);
  return out;
}
