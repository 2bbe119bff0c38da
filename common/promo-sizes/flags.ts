/**
 * Story flags beside a headline (label.updated_flag and label.breaking_news_flag, each display, text,
 * url; "green label for updated items"). The story's own text wins; the block's phrase stands in.
 */
import type { PromoItem } from '../promo/index.ts';

export type FlagKind = 'breaking' | 'updated';

export interface StoryFlag {
  kind: FlagKind;
  /** Set when the story gives its own text; else the block shows its phrase for the kind. */
  text?: string;
  url?: string;
}

type FlagAns = { display?: boolean; text?: string; url?: string } | undefined;

/** Flags set to display, breaking first. */
export function flagsOf(item: PromoItem | null | undefined): StoryFlag[] {
  const label = (item?.label ?? {}) as { breaking_news_flag?: FlagAns; updated_flag?: FlagAns };
  const out: StoryFlag[] = [];
  const add = (kind: FlagKind, flag: FlagAns) => {
    if (!flag || flag.display !== true) return;
    const text = typeof flag.text === 'string' ? flag.text.trim() : '';
    const url = typeof flag.url === 'string' ? flag.url.trim() : '';
    out.push({ kind, ...(text ? { text } : {}), ...(url ? { url } : {}) });
  };
  add('breaking', label.breaking_news_flag);
  add('updated', label.updated_flag);
  return out;
}
