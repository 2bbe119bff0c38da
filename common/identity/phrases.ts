import type { Phrases } from '../../engine/index.ts';
import common from './phrases.json';

/** A form block's phrase book: the kit's shared phrases (fields, captcha, errors), then the block's own. */
export function withFormPhrases(own: Record<string, Record<string, string>>): Phrases {
  const langs = new Set([...Object.keys(common), ...Object.keys(own)]);
  return Object.fromEntries(
    [...langs].map((lang) => [lang, { ...(common as Record<string, Record<string, string>>)[lang], ...own[lang] }]),
  ) as Phrases;
}
