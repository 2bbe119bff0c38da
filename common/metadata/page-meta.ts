/**
 * What an editor names in a page config's `meta` for a page whose content cannot name it (a fixed listing page,
 * about or contact, the not-found template): title, description and canonical; and robots, for pages no search
 * engine should list (the account pages). Titles and descriptions are one
 * string or one per language ({ en, mi }); the rules of each page type still win whenever the content names the page.
 */
import type { Lang } from '../../engine/index.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A string, or the reader's language out of { en, mi } (English when the Māori text is missing). */
export function localised(value: unknown, lang: Lang): string | undefined {
  if (typeof value === 'string') return text(value);
  if (!value || typeof value !== 'object') return undefined;
  const byLang = value as Record<string, unknown>;
  return text(byLang[lang]) ?? text(byLang.en);
}

export interface MetaNames {
  title?: string;
  description?: string;
  canonical?: string;
  /** The robots tag the config asks for (e.g. noindex on account pages), over the page type's. */
  robots?: string;
}

export function metaNames(pageMeta: Record<string, unknown> | undefined, lang: Lang): MetaNames {
  if (!pageMeta) return {};
  return {
    title: localised(pageMeta.title, lang),
    description: localised(pageMeta.description, lang),
    canonical: text(pageMeta.canonical),
    robots: text(pageMeta.robots),
  };
}
