// The server's own HTML pages, for what no page config renders: a bad request, a failed render, a site without a
// not-found template, and the content outage.
import type { ServerResponse } from 'node:http';
import type { Lang } from '../define.ts';
import type { SiteSetup } from '../site-setup.ts';

export const RETRY_AFTER_SECONDS = 30;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendHtml(res: ServerResponse, status: number, title: string, text: string, lang: string, home = 'Home') {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(`<!DOCTYPE html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="/">${esc(home)}</a></p></main></body></html>`);
}

export function plainPages(setup: Pick<SiteSetup, 'defaultLanguage' | 'unavailablePage'>) {
  return {
    // Written in English, marked with the site's default language: this copy is the engine's, not (yet) the site's.
    plainPage: (res: ServerResponse, status: number, title: string, text: string) => sendHtml(res, status, title, text, setup.defaultLanguage),
    // What a reader sees while the content upstream is down and nothing is cached, in their language: a 503 no cache
    // keeps, so the page comes back as soon as the upstream does (never a 404 that tells search engines it is gone).
    sendUnavailable: (res: ServerResponse, lang: Lang) => {
      const text = setup.unavailablePage[lang] ?? setup.unavailablePage[setup.defaultLanguage];
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      sendHtml(res, 503, text.title, text.text, lang, text.home);
    },
  };
}
