/**
 * Share and gift mails, through the identity service's Mailer port and renderer (phrases in EN and MI beside the
 * identity mails). Without a mailer the token is only answered to the caller, who passes it on themselves.
 */
import type { Request } from 'express';
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

export function mailToken(deps: SubscriptionMailDeps, kind: 'subscription-share' | 'gift-subscription', lang: 'en' | 'mi', to: string, token: string): void {
  if (!deps.mailer) return;
  const path = kind === 'subscription-share' ? (deps.sharePath ?? DEFAULT_SHARE_PATH) : (deps.giftPath ?? DEFAULT_GIFT_PATH);
  const link = `${deps.origin.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
  sendInBackground(deps.mailer, { to, ...renderMail({ kind, lang, link }) });
}

/** The reader's language: the body's `lang`, the spec's `lang` cookie, then Accept-Language. */
export const langOf = (req: Request) => mailLang(req, (req.body as { lang?: unknown } | undefined)?.lang);
