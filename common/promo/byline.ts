/** Story-card bylines: 'By' / 'Nā' and the credited names (Byline: prefix 'By' or the Māori form). */
import type { Lang } from '../../engine/index.ts';
import type { PromoItem } from './link.ts';

export const BYLINE_TEXT: Record<Lang, { by: string; and: string }> = {
  en: { by: 'By', and: 'and' },
  mi: { by: 'Nā', and: 'me' },
};

export interface BylineAuthor {
  name: string;
  /** The author's page ("Author names link to the author's url"). */
  url?: string;
}

/** Credited authors with a name (their byline, else their name), in credit order. */
export function bylineAuthors(item: PromoItem | null | undefined): BylineAuthor[] {
  return (item?.credits?.by ?? []).flatMap((a) => {
    const name = (a?.byline || a?.name || '').trim();
    if (!name) return [];
    return [{ name, ...(typeof a.url === 'string' && a.url ? { url: a.url } : {}) }];
  });
}

/** How names are joined: "A", "A and B", "A, B and C" ("me" in Māori). */
export function joinNames(names: readonly string[], lang: Lang): string {
  const and = BYLINE_TEXT[lang].and;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** The whole byline as text ("By A and B" / "Nā A me B"), or '' without authors. */
export function bylineText(item: PromoItem | null | undefined, lang: Lang): string {
  const names = bylineAuthors(item).map((a) => a.name);
  return names.length ? `${BYLINE_TEXT[lang].by} ${joinNames(names, lang)}` : '';
}
