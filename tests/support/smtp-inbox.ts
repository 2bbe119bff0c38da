/**
 * A real SMTP server for tests (`smtp-server` on a loopback port, every mail parsed by `mailparser`): the identity
 * service's SMTP adapter delivers to it as it would to a mail provider, and a test waits for the mail it expects.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void; take: boolean }> = [];
  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    const i = waiting.findIndex((w) => w.match(mail));
    if (i >= 0) {
      const [waiter] = waiting.splice(i, 1);
      if (waiter!.take) taken.add(mail);
      waiter!.resolve(mail);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          deliver({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    /** What the service's SMTP_URL is set to. */
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` (matching `subject`) not yet taken, waiting for it to arrive if need be. */
    next(to: string, subject?: RegExp): Promise<ReceivedMail> {
      const match = (mail: ReceivedMail) => mail.to.includes(to) && (!subject || subject.test(mail.subject)) && !taken.has(mail);
      const found = mails.find(match);
      if (found) {
        taken.add(found);
        return Promise.resolve(found);
      }
      return new Promise((resolve) => waiting.push({ match, resolve, take: true }));
    },
    /** The first mail to `to` with a link to `pathname`, waiting for it if need be: the link's path and query. */
    linkTo(to: string, pathname: string): Promise<string> {
      const path = (mail: ReceivedMail) => {
        const url = mail.to.includes(to) ? mail.text.match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname === pathname) : undefined;
        return url && `${url.pathname}${url.search}`;
      };
      const found = mails.map(path).find(Boolean);
      if (found) return Promise.resolve(found);
      // Not marked taken: several tests may look for links in one mail (the address's other mails stay for next()).
      return new Promise((resolve) => waiting.push({ match: (mail) => Boolean(path(mail)), resolve: (mail) => resolve(path(mail)!), take: false }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text starting with `origin` + `path`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
