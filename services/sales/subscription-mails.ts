/**
 * Share and gift mails, through the identity service's Mailer port and renderer (phrases in EN and MI beside the
 * identity mails). Without a mailer the token is only answered to the caller, who passes it on themselves.
 */
import type { Request } from 'express';
import { escapeHtml } from '../identity/mail-html.ts';
import { renderMail } from '../identity/mail-render.ts';
import { mailLang, sendInBackground } from '../identity/mails.ts';
import type { Mailer } from '../identity/ports.ts';

export interface SubscriptionMailDeps {
  mailer?: Mailer;
  /** The site's public origin for links (configuration, never a request's Host). */
  origin: string;
  /** Pages that redeem a token from `?token=`; defaults below. */
  sharePath?: string;
  giftPath?: string;
}

export const DEFAULT_SHARE_PATH = '/account/subscriptions/redeem/';
export const DEFAULT_GIFT_PATH = '/account/gift/redeem/';

/** What the giver wrote at checkout or in the gift call: the recipient's name and a message, both optional. */
export interface GiftNote { firstName?: string; message?: string }

const NOTE_PHRASES = {
  en: { greeting: 'Kia ora {name},', message: 'A message came with your gift:' },
  mi: { greeting: 'Kia ora {name},', message: 'I tae mai he karere me tō koha:' },
};

/** The giver's note above the mail's own words, in text and (escaped) html. */
function withNote(mail: ReturnType<typeof renderMail>, lang: 'en' | 'mi', note: GiftNote | undefined): ReturnType<typeof renderMail> {
  const words = NOTE_PHRASES[lang];
  const lines = [
    ...(note?.firstName ? [words.greeting.replace('{name}', note.firstName)] : []),
    ...(note?.message ? [words.message, `“${note.message}”`] : []),
  ];
  if (lines.length === 0) return mail;
  const html = mail.html?.replace('<body>', `<body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`);
  return { ...mail, text: `${lines.join('\n')}\n\n${mail.text}`, html };
}

export function mailToken(deps: SubscriptionMailDeps, kind: 'subscription-share' | 'gift-subscription', lang: 'en' | 'mi', to: string, token: string, note?: GiftNote): void {
  if (!deps.mailer) return;
  const path = kind === 'subscription-share' ? (deps.sharePath ?? DEFAULT_SHARE_PATH) : (deps.giftPath ?? DEFAULT_GIFT_PATH);
  const link = `${deps.origin.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
  sendInBackground(deps.mailer, { to, ...withNote(renderMail({ kind, lang, link }), lang, note) });
}

/** The reader's language: the body's `lang`, the spec's `lang` cookie, then Accept-Language. */
export const langOf = (req: Request) => mailLang(req, (req.body as { lang?: unknown } | undefined)?.lang);
