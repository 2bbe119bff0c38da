// The development mailbox: the outbox as a readable page (a list, then each mail with its links clickable), so a
// newcomer signs up and signs in locally without a mail server. Mails hold sign-in links: production refuses it.
import express, { type Response, type Router } from 'express';
import { escapeHtml } from './mail-html.ts';
import type { Outbox, StoredMail } from './mail-outbox.ts';

export interface MailboxOptions {
  /** False: every request is a 404, as if nothing were mounted. Default: open outside NODE_ENV=production. */
  open?: boolean;
}

export function mailboxRouter(outbox: Outbox, options: MailboxOptions = {}): Router {
  const open = options.open ?? process.env.NODE_ENV !== 'production';
  const router = express.Router();
  router.use((_req, res, next) => {
    if (!open) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // The links sign a reader in: never cached, never indexed, never sent on as a referrer.
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    next();
  });
  router.get('/', (_req, res) => page(res, 'Mailbox', listHtml(outbox.list())));
  router.get('/messages.json', (_req, res) => {
    res.json(outbox.list());
  });
  router.get('/:id', (req, res) => {
    const mail = outbox.get(req.params.id);
    if (!mail) {
      res.status(404);
      page(res, 'No such mail', '<p>No such mail: it may have been dropped as newer ones arrived. <a href="./">Back to the mailbox</a></p>');
      return;
    }
    page(res, mail.subject, mailHtml(mail));
  });
  return router;
}

function page(res: Response, title: string, body: string) {
  res.type('html').send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}` +
      `table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #ddd}pre{white-space:pre-wrap}</style>` +
      `</head><body>${body}</body></html>`,
  );
}

function listHtml(mails: readonly StoredMail[]): string {
  if (mails.length === 0) return '<h1>Mailbox</h1><p>No mail yet. Mail the site sends (sign-up, password reset, sign-in links) appears here.</p>';
  const rows = mails
    .map((m) => `<tr><td><time datetime="${escapeHtml(m.date)}">${escapeHtml(m.date)}</time></td><td>${escapeHtml(m.to)}</td><td><a href="./${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`)
    .join('');
  return `<h1>Mailbox</h1><p>Newest first; the development outbox keeps the latest mails only.</p><table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function mailHtml(mail: StoredMail): string {
  return (
    `<p><a href="./">Back to the mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
    `<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time></dd></dl>` +
    `<pre>${linkify(mail.text)}</pre>`
  );
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The text escaped, with every http(s) address in it made a link (the mail's own html is never served here). */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    out += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
