// Mail delivery with nodemailer: in production a transport to SMTP_URL; in the embedded default, the outbox.
import nodemailer from 'nodemailer';
import type { Mailer } from './ports.ts';

export const DEFAULT_MAIL_FROM = 'Kupu <no-reply@localhost>';

export interface SmtpMailer extends Mailer {
  /** Closes the transport's pooled connections. */
  close(): void;
}

/**
 * A mailer sending through the SMTP server at `url` (smtp:// or smtps://, user and password in the URL; nodemailer
 * reads options such as `?pool=true` from its query). `from`: MAIL_FROM, the sender readers see.
 */
export function smtpMailer(url: string, options: { from?: string } = {}): SmtpMailer {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a URL: expected smtp://user:password@host:port or smtps://...');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${parsed.protocol})`);
  }
  const transport = nodemailer.createTransport(url);
  const from = options.from || DEFAULT_MAIL_FROM;
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    },
    close: () => transport.close(),
  };
}
