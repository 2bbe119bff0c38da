// The catalogue drawer's decisions, apart from its React (catalogue-drawer.tsx) so they are tested alone: which
// entries a search finds, how they are grouped, what a section is called, and where a new or moved block goes.
import type { DropTarget } from '../engine/client/admin-aids-logic.ts';
import { labelIn } from './i18n.tsx';
import { findBlock, type Place } from './state/tree.ts';
import type { CatalogueEntry, Lang, TreeValue } from './state/types.ts';

/** Catalogue entries matching a search: every word in the label (English or Māori), name, group or description. */
export function searchCatalogue(catalogue: CatalogueEntry[], text: string): CatalogueEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue
    .filter((c) => c.kind !== 'layout')
    .filter((c) => {
      const hay = `${c.name} ${c.label.en} ${c.label.mi} ${c.group ?? ''} ${c.description ?? ''}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
}

/** The group an entry is listed in: the one it declares, else its kind (`feature`, `chain`). */
export const groupOf = (entry: CatalogueEntry): string => entry.group ?? entry.kind;

/** Groups a newsroom looks for first come first; any other declared group after them, then the kinds. */
const GROUP_ORDER = ['Promos', 'Lists', 'Article', 'Media', 'Navigation', 'Layout', 'Page', 'Ads', 'Account', 'Subscriptions'];
const rank = (group: string) => {
  const at = GROUP_ORDER.indexOf(group);
  if (at >= 0) return at;
  return group === 'feature' || group === 'chain' ? GROUP_ORDER.length + 1 : GROUP_ORDER.length;
};

export interface CatalogueGroup { group: string; entries: CatalogueEntry[] }

/** Entries by group (in GROUP_ORDER, others by name), each group's entries by their label in the UI's language. */
export function groupCatalogue(entries: CatalogueEntry[], lang: Lang): CatalogueGroup[] {
  const byGroup = new Map<string, CatalogueEntry[]>();
  for (const e of entries) byGroup.set(groupOf(e), [...(byGroup.get(groupOf(e)) ?? []), e]);
  const collator = new Intl.Collator(lang === 'mi' ? 'mi' : 'en');
  return [...byGroup.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || collator.compare(a, b))
    .map(([group, list]) => ({ group, entries: [...list].sort((a, b) => collator.compare(labelIn(lang, a.label, a.name), labelIn(lang, b.label, b.name))) }));
}

/** What Enter in the search adds: the entry whose label (in the UI's language) is the text, else the first shown. */
export function bestMatch(groups: CatalogueGroup[], text: string, lang: Lang): CatalogueEntry | undefined {
  const wanted = text.trim().toLowerCase();
  const shown = groups.flatMap((g) => g.entries);
  return shown.find((e) => labelIn(lang, e.label, e.name).toLowerCase() === wanted) ?? shown[0];
}

/** `fullwidth2BeforeVideo` -> `Fullwidth 2 before video`; `right-rail_top` -> `Right rail top`. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : key;
}

/** A section's name for editors: the layout's label for it in the UI's language, else its key humanised. */
export function sectionName(layout: CatalogueEntry | undefined, section: string, lang: Lang): string {
  const label = layout?.sectionLabels?.[section];
  return label ? labelIn(lang, label, section) : humanise(section);
}

/** Sections around the content (menus, mastheads, footers), where a new block rarely belongs. */
const FRAME_SECTION = /nav|header|masthead|footer|fullwidth1$/i;

/**
 * The section a block goes to when nothing is selected: the first called main, else the first that is not part of
 * the page's frame (navigation, header, footer), else the first.
 */
export function mainSection(sections: string[]): string | undefined {
  return sections.find((s) => /main/i.test(s)) ?? sections.find((s) => !FRAME_SECTION.test(s)) ?? sections[0];
}

/**
 * Where the drawer inserts: into the selected block at its end when it is a chain, else just after it; with nothing
 * selected (or a selection no longer in the page), at the end of the main section.
 */
export function insertionPlace(tree: TreeValue, sections: string[], selected: string | null): Place | undefined {
  const at = selected ? findBlock(tree, selected) : undefined;
  if (at && Array.isArray(at.node.children)) return { section: at.place.section, parent: at.node.id!, index: at.node.children.length };
  if (at) return { ...at.place, index: at.place.index + 1 };
  const section = mainSection(sections);
  return section === undefined ? undefined : { section, parent: null, index: (tree.sections[section] ?? []).length };
}

export type { DropTarget };

/**
 * The place a drop at `target` means, or undefined (no such block, or a chain dropped into itself). For a block
 * being moved (`moving`), the index counts without it, as moveBlock wants.
 */
export function placeOfDrop(tree: TreeValue, target: DropTarget, moving?: string): Place | undefined {
  const over = findBlock(tree, target.blockId);
  if (!over) return undefined;
  let place: Place;
  if (target.edge === 'inside') {
    if (!Array.isArray(over.node.children)) return undefined;
    place = { section: over.place.section, parent: target.blockId, index: over.node.children.length };
  } else place = { ...over.place, index: over.place.index + (target.edge === 'after' ? 1 : 0) };
  if (moving === undefined) return place;
  const from = findBlock(tree, moving);
  if (!from || moving === target.blockId) return undefined;
  const sameList = from.place.section === place.section && from.place.parent === place.parent;
  if (sameList && from.place.index < place.index) place.index -= 1;
  return place;
}
