/**
 * Navigation hierarchies as menus ("Navigation node", "Navigation header" and "Footer", 
 * site-service-hierarchy). Shared by navigation-header, footer and links-bar; pure, so islands can import it.
 */
export const MENU_SOURCE = 'site-service-hierarchy';

/** Header hierarchy default MainMenu, hamburger hierarchy MobileMenu. */
export const DEFAULT_HEADER_HIERARCHY = 'MainMenu';
export const DEFAULT_SECTIONS_HIERARCHY = 'MobileMenu';

/** A node as the site service returns it. */
export interface NavNode {
  _id?: string;
  node_type?: string;
  name?: string;
  display_name?: string;
  /** Section nodes may carry their te reo Māori title. */
  maori_title?: string;
  url?: string;
  children?: NavNode[];
}

/** "Menu sections: title, url, subSections". */
export interface MenuSection {
  id: string;
  title: string;
  url: string;
  subSections: MenuSection[];
}

/** The query a block declares in `content` and reads with useContent: the same object, so the keys match. */
export const hierarchyQuery = (hierarchy: string) => ({ hierarchy });

/**
 * A node of type link uses url and display_name; any other node uses name, and its _id as the url.
 * "mi selects Māori text everywhere": a section node's maori_title, when it has one, in Māori.
 * Nodes without a title or a url have nothing to link and are skipped.
 */
export function toMenuSection(node: NavNode | null | undefined, lang: string = 'en'): MenuSection | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const isLink = node.node_type === 'link';
  const title = (isLink ? node.display_name : (lang === 'mi' && node.maori_title?.trim()) || node.name)?.trim();
  const url = isLink ? node.url : node._id;
  if (!title || !url) return undefined;
  return { id: node._id ?? url, title, url, subSections: menuSections(node, lang) };
}

/** The menu under a hierarchy's root node (its children), in order. */
export function menuSections(root: NavNode | null | undefined, lang: string = 'en'): MenuSection[] {
  const children = Array.isArray(root?.children) ? root.children : [];
  return children.map((c) => toMenuSection(c, lang)).filter((s): s is MenuSection => s !== undefined);
}
