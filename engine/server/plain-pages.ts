// The small HTML answers that are not page configs: a bad request, nothing at an address on a site without a
// not-found template, the content upstream down, a page whose shell failed. Never cached.
import type { ServerResponse } from 'node:http';

/** How long a reader (or a crawler) is asked to wait after an outage answer. */
export const RETRY_AFTER_SECONDS = 30;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sendHtml(res: ServerResponse, status: number, title: string, text: string, lang = 'en', home = 'Home') {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(`<!DOCTYPE html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="/">${esc(home)}</a></p></main></body></html>`);
}

// What a reader sees while the content upstream is down and nothing is cached: a 503 no cache keeps, so the page
// comes back as soon as the upstream does (never a 404 that tells search engines the story is gone).
const UNAVAILABLE: Record<string, { title: string; text: string; home: string }> = {
  en: { title: 'Temporarily unavailable', text: 'We could not load this page just now. Please try again in a minute.', home: 'Home' },
  mi: { title: 'Kāore e wātea ana i tēnei wā', text: 'Kāore i taea te uta i tēnei whārangi i tēnei wā. Me whakamātau anō ā tētahi meneti.', home: 'Kāinga' },
};

export function sendUnavailable(res: ServerResponse, lang: string) {
  const text = UNAVAILABLE[lang] ?? UNAVAILABLE.en;
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  sendHtml(res, 503, text.title, text.text, lang, text.home);
}
