// Spec "Ad block": label text comes from a site property or the translation ads-block.ad-label.
import type { Lang } from '../../engine/index.ts';

export const AD_LABEL_PHRASE = 'ads-block.ad-label';

/** Site property adLabel: one text for the site, or { en, mi }. Undefined when the site sets none for this language. */
export function siteAdLabel(siteProperties: Record<string, any>, lang: Lang): string | undefined {
  const value = siteProperties.adLabel;
  const text = typeof value === 'string' ? value : value && typeof value === 'object' ? value[lang] : undefined;
  return typeof text === 'string' && text.trim() ? text : undefined;
}
