import type { Phrases } from '../../engine/index.ts';
import { withFormPhrases } from '../identity/phrases.ts';
import sales from './phrases.json';

/** A sales block's phrase book: the identity kit's form phrases, the sales texts (errors, cart), then its own. */
export function withSalesPhrases(own: Record<string, Record<string, string>>): Phrases {
  const langs = new Set([...Object.keys(sales), ...Object.keys(own)]);
  return withFormPhrases(
    Object.fromEntries([...langs].map((lang) => [lang, { ...(sales as Record<string, Record<string, string>>)[lang], ...own[lang] }])),
  );
}
