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
  /** Confirms a new address (the verify-email page, with `change_nonce`). */
  emailChange: string;
  /** Confirms the account's deletion (the account page, with `delete_nonce`). */
  accountDeletion: string;
  /** Where a reader asks for a password reset: the notice of an email change links there. */
  forgotPassword: string;
}

export const DEFAULT_LINK_PATHS = {
  magicLink: '/account/request-one-time/?ota_nonce=',
  passwordReset: '/account/reset-password/?nonce=',
  emailVerify: '/account/verify-email/?nonce=',
  emailChange: '/account/verify-email/?change_nonce=',
  accountDeletion: '/account/?delete_nonce=',
  forgotPassword: '/account/forgot-password/',
};

/** The one-time links that go out by mail (a Subscribe with Google linking token never does). */
export type MailedNonce = Exclude<NonceKind, 'swg-link'>;

const MAIL_KIND: Record<MailedNonce, MailKind> = {
  'magic-link': 'magic-link',
  'password-reset': 'password-reset',
  'email-verify': 'email-verification',
  'email-change': 'email-change',
  'account-deletion': 'account-deletion',
};

const PAGE: Record<MailedNonce, keyof Omit<LinkPages, 'origin' | 'forgotPassword'>> = {
  'magic-link': 'magicLink',
  'password-reset': 'passwordReset',
  'email-verify': 'emailVerify',
  'email-change': 'emailChange',
  'account-deletion': 'accountDeletion',
};

const page = (pages: LinkPages, path: string) => `${pages.origin.replace(/\/$/, '')}${path}`;

/** The body's `lang`, else the spec's `lang` cookie, else Accept-Language: Māori when it asks for mi first. */
export function mailLang(req: Request, bodyLang: unknown): MailLang {
  if (bodyLang === 'mi' || bodyLang === 'en') return bodyLang;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(req.get('cookie') ?? '')?.[1];
  if (cookie === 'mi' || cookie === 'en') return cookie;
  return req.acceptsLanguages('en', 'mi') === 'mi' ? 'mi' : 'en';
}

/** A one-time link's mail; `email` is the new address an email change's confirmation names. */
export function linkMail(pages: LinkPages, kind: MailedNonce, lang: MailLang, to: string, token: string, email?: string): OutgoingMail {
  const link = page(pages, `${pages[PAGE[kind]]}${token}`);
  return { to, ...renderMail({ kind: MAIL_KIND[kind], lang, link, minutes: NONCE_LIFETIME_MS[kind] / 60000, email }) };
}

/**
 * What the old address is told of an email change to `newEmail`: as it is asked for (with the way to stop it, a
 * password reset), and once it is done.
 */
export function emailChangeNotice(pages: LinkPages, stage: 'asked' | 'done', lang: MailLang, to: string, newEmail: string): OutgoingMail {
  if (stage === 'done') return { to, ...renderMail({ kind: 'email-changed', lang, email: newEmail }) };
  return { to, ...renderMail({ kind: 'email-change-notice', lang, link: page(pages, pages.forgotPassword), email: newEmail }) };
}

/**
 * Sent without the request waiting: a reply that waited for delivery only to known addresses would tell by its
 * timing which addresses have accounts. A failed delivery is logged.
 */
export function sendInBackground(mailer: Mailer, mail: OutgoingMail): void {
  mailer.send(mail).catch((error) => console.error(`identity: mail to ${mail.to} failed:`, error instanceof Error ? error.message : error));
}
