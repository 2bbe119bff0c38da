// One identity mail rendered for a reader: subject, text and html in their language, with the link in both.
import { escapeHtml } from './mail-html.ts';
import { DEFAULT_LINK_MINUTES, MAIL_PHRASES, type MailKind, type MailLang } from './mail-phrases.ts';
import type { OutgoingMail } from './ports.ts';

export interface MailContent {
  kind: MailKind;
  /** The reader's language; any other than Māori gets English. */
  lang: string;
  /** The link (absolute http(s) URL); a notice without one has no button. */
  link?: string;
  /** How long the link lives, in minutes, as the text tells the reader. */
  minutes?: number;
  /** The address a mail about an email change names (`{email}` in its text). */
  email?: string;
}

export function renderMail({ kind, lang, link, minutes, email }: MailContent): Omit<OutgoingMail, 'to'> {
  const phrases = MAIL_PHRASES[kind]?.[mailLang(lang)];
  if (!phrases) throw new Error(`no mail of kind ${JSON.stringify(kind)}`);
  if (link !== undefined) checkLink(link);
  else if (phrases.action) throw new Error(`a mail of kind ${kind} needs a link`);
  const fill = (s: string) => s.replaceAll('{minutes}', String(minutes ?? DEFAULT_LINK_MINUTES[kind])).replaceAll('{email}', email ?? '');
  const intro = fill(phrases.intro);
  const head = `<!doctype html><html lang="${mailLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(phrases.subject)}</title></head><body>`;
  if (link === undefined) {
    return {
      subject: phrases.subject,
      text: `${intro}\n\n${phrases.ignore}\n`,
      html: `${head}<p>${escapeHtml(intro)}</p><p>${escapeHtml(phrases.ignore)}</p></body></html>`,
    };
  }
  const text = `${intro}\n\n${link}\n\n${phrases.ignore}\n`;
  const href = escapeHtml(link);
  const html =
    head +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${href}" style="display:inline-block;padding:.6em 1.2em;background:#1a1a1a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(phrases.action)}</a></p>` +
    `<p>${escapeHtml(phrases.copy)}<br><a href="${href}">${href}</a></p>` +
    `<p>${escapeHtml(phrases.ignore)}</p></body></html>`;
  return { subject: phrases.subject, text, html };
}

export function mailLang(lang: string): MailLang {
  return lang === 'mi' ? 'mi' : 'en';
}

/** Only web links: a mail must never carry a javascript: or data: link, whatever built it. */
function checkLink(link: string) {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`a mail link must be an absolute URL (got ${JSON.stringify(link)})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`a mail link must be http(s) (got ${url.protocol})`);
}
