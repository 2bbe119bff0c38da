// A reader choosing a language: `?<languageCookie>=<lang>` on any page address (the header's language switch links
// it). The choice is kept in the language cookie and the reader is sent on to the page's address in that language,
// so the switch works before, or without, scripts, and no page is ever rendered or cached under the parameter.
import type { ServerResponse } from 'node:http';
import type { Lang } from '../define.ts';
import { languageCookie, languageOfPath, languagePath, type SiteSetup } from '../site-setup.ts';

export type LanguageChoice = { lang: Lang; location: string } | { error: string };

/** The choice a request target makes, if it makes one; a value the site has no language for is an error. */
export function languageChoiceOf(target: string, setup: SiteSetup): LanguageChoice | undefined {
  if (!target.includes(`${setup.languageCookie}=`)) return undefined;
  // As a path on this site, like every page target: '//host/x' must not name another host.
  const url = new URL(`http://localhost/${target.replace(/^[/\\]+/, '')}`);
  const asked = url.searchParams.getAll(setup.languageCookie);
  if (!asked.length) return undefined;
  const lang = setup.languages.find((l) => l === asked[0]);
  if (asked.length > 1 || !lang) return { error: `query parameter "${setup.languageCookie}" must be one of ${setup.languages.join(', ')} once; got ${asked.map((a) => JSON.stringify(a)).join(', ')}` };
  url.searchParams.delete(setup.languageCookie);
  // The encoded path, prefix and all: a language prefix is plain ASCII, so nothing needs decoding to swap it.
  const path = languageOfPath(url.pathname, setup).path;
  // Dot segments resolve ('/.//x' is '//x'): one leading slash, so the location can only be a path here.
  return { lang, location: `${languagePath(path, lang, setup)}${url.search}`.replace(/^[/\\]+/, '/') };
}

/** Keeps the choice and sends the reader on (303: the next request is a plain GET of the page). */
export function sendLanguageChoice(res: ServerResponse, choice: { lang: Lang; location: string }, setup: SiteSetup) {
  res.statusCode = 303;
  res.setHeader('location', choice.location);
  res.setHeader('set-cookie', languageCookie(choice.lang, setup));
  res.setHeader('cache-control', 'no-store');
  res.end();
}
