/**
 * "Section about: site about text, or the Maori section about text in Maori". A section page's own
 * about text (its site-service `site` fields) comes first; the site's properties otherwise. A Māori reader of a
 * site with no Māori text gets the English one, marked lang="en", rather than an empty block.
 */
import type { Lang } from '../../engine/index.ts';

export interface AboutText { text: string; lang: Lang }

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function aboutText(globalContent: any, siteProperties: Record<string, any> | undefined, lang: Lang): AboutText | undefined {
  const sources = [globalContent?.site, siteProperties].filter((s) => s && typeof s === 'object');
  if (lang === 'mi') {
    for (const s of sources) {
      const mi = text(s.maori_section_about);
      if (mi) return { text: mi, lang: 'mi' };
    }
  }
  for (const s of sources) {
    const en = text(s.site_about);
    if (en) return { text: en, lang: 'en' };
  }
  return undefined;
}
