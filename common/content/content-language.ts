/**
 * A story's own language, for the `lang` attribute of what shows its text (headline, standfirst, body, video and
 * gallery captions): the ANS `language` when it is a language tag and differs from the page's (the interface's)
 * language, else nothing, since the page's `<html lang>` already says it. So a Māori story read in English, or an
 * English one read in Māori, is pronounced and indexed in its own language.
 */
import type { Lang } from '../../engine/index.ts';

const TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

export function contentLang(content: object | null | undefined, pageLang: Lang): string | undefined {
  const given = (content as { language?: unknown } | null | undefined)?.language;
  const language = typeof given === 'string' ? given.trim() : '';
  if (!TAG.test(language)) return undefined;
  return language.split('-')[0].toLowerCase() === pageLang ? undefined : language;
}
