/** Composes a one-time link's mail (text and html, mail-render.ts) in the reader's language for the Mailer port. */
import type { Request } from 'express';
import type { MailKind, MailLang } from './mail-phrases.ts';
import { renderMail } from './mail-render.ts';
import type { NonceKind } from './migrations.ts';
import { NONCE_LIFETIME_MS } from './nonces.ts';
import type { Mailer, OutgoingMail } from './ports.ts';

/** Where each link lands on the site: the page reads the token from the query and calls the API. */
export interface LinkPages {
  /** The site's public origin, from configuration: never from the request's Host, which an attacker chooses. */
  origin: string;
  magicLink: string;
  passwordReset: string;
  emailVerify: string;
}

export const DEFAULT_LINK_PATHS = {
  magicLink: '/account/request-one-time/?ota_nonce=',
  passwordReset: '/account/reset-password/?nonce=',
  emailVerify: '/account/verify-email/?nonce=',
};

/** The one-time links that go out by mail (a Subscribe with Google linking token never does). */
export type MailedNonce = Exclude<NonceKind, 'swg-link'>;

const MAIL_KIND: Record<MailedNonce, MailKind> = { 'magic-link': 'magic-link', 'password-reset': 'password-reset', 'email-verify': 'email-verification' };

const PAGE: Record<MailedNonce, keyof Omit<LinkPages, 'origin'>> = { 'magic-link': 'magicLink', 'password-reset': 'passwordReset', 'email-verify': 'emailVerify' };

/** The body's `lang`, else the spec's `lang` cookie, else Accept-Language: Māori when it asks for mi first. */
export function mailLang(req: Request, bodyLang: unknown): MailLang {
  if (bodyLang === 'mi' || bodyLang === 'en') return bodyLang;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(req.get('cookie') ?? '')?.[1];
  if (cookie === 'mi' || cookie === 'en') return cookie;
  return req.acceptsLanguages('en', 'mi') === 'mi' ? 'mi' : 'en';
}

export function linkMail(pages: LinkPages, kind: MailedNonce, lang: MailLang, to: string, token: string): OutgoingMail {
  const link = `${pages.origin.replace(/\/$/, '')}${pages[PAGE[kind]]}${token}`;
  return { to, ...renderMail({ kind: MAIL_KIND[kind], lang, link, minutes: NONCE_LIFETIME_MS[kind] / 60000 }) };
}

/**
 * Sent without the request waiting: a reply that waited for delivery only to known addresses would tell by its
 * timing which addresses have accounts. A failed delivery is logged.
 */
export function sendInBackground(mailer: Mailer, mail: OutgoingMail): void {
  mailer.send(mail).catch((error) => console.error(`identity: mail to ${mail.to} failed:`, error instanceof Error ? error.message : error));
}
