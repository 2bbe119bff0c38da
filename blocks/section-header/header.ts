/** Section header rules (nav_title, or maori_title in Māori; optional uppercase; header sizes). */
import type { Lang } from '../../engine/index.ts';

export const HEADER_SIZES = ['Extra Large', 'Large', 'Medium', 'Small'] as const;
export type HeaderSize = (typeof HEADER_SIZES)[number];

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Where the titles live: a section node (section pages) carries them itself or under `navigation`; a story carries
 * its primary section's (taxonomy.primary_section); a tag page's answer its tag (`Payload[0]`).
 */
function titleSources(gc: any): any[] {
  const primary = gc?.taxonomy?.primary_section;
  return [gc, gc?.navigation, primary, primary?.navigation, gc?.Payload?.[0]].filter((s) => s && typeof s === 'object');
}

/** Māori readers get maori_title; English readers (and Māori ones where none is set) nav_title, else the name. */
export function sectionTitle(gc: any, lang: Lang): string | undefined {
  const sources = titleSources(gc);
  const first = (key: string) => sources.map((s) => text(s[key])).find(Boolean);
  return (lang === 'mi' ? first('maori_title') : undefined) ?? first('nav_title') ?? (gc?.headlines ? undefined : text(gc?.name) ?? text(gc?.Payload?.[0]?.name));
}

/** BEM modifier of a header size: 'Extra Large' -> 'extra-large'. */
export const sizeModifier = (size: HeaderSize) => size.toLowerCase().replace(/\s+/g, '-');
