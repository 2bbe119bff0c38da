// Mail: real SMTP delivery through the SMTP_URL transport, the embedded outbox, and the mails' texts.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mail.ts';
import { Outbox, outboxMailer } from './mail-outbox.ts';
import { renderMail } from './mail-render.ts';

const LINK = 'https://news.example/account/magic-link/?nonce=abc123&lang=mi';

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A local SMTP server (smtp-server) that keeps each message it receives, with the user who authenticated. */
async function startSmtp() {
  const received: Received[] = [];
  const waiting: Array<(r: Received) => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        waiting.splice(0).forEach((resolve) => resolve(message));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    next: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message with quoted-printable soft breaks and escapes undone, enough to find a link in it. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('SMTP delivery (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('a mail sent through the SMTP_URL transport reaches the SMTP server with its sender, recipient, subject and link', async () => {
    const mailer = smtpMailer(`smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, { from: 'Kupu <news@news.example>' });
    const arrived = smtp.next();
    await mailer.send({ to: 'reader@example.com', ...renderMail({ kind: 'magic-link', lang: 'en', link: LINK }) });
    const message = await arrived;
    mailer.close();
    expect(message.user).toBe('mailer');
    expect(message.from).toBe('news@news.example');
    expect(message.to).toEqual(['reader@example.com']);
    expect(message.raw).toMatch(/^Subject: Your sign-in link\r?$/m);
    const body = decoded(message.raw);
    expect(body).toContain(LINK);
    expect(body).toContain(`href="${LINK.replace('&', '&#38;')}"`);
  });

  it('wrong SMTP credentials in the URL make sending fail, not pass silently', async () => {
    const mailer = smtpMailer(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`);
    await expect(mailer.send({ to: 'reader@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
    mailer.close();
  });

  it('an SMTP_URL that is not an smtp:// or smtps:// URL is refused with a message naming it', () => {
    expect(() => smtpMailer('not a url')).toThrow(/SMTP_URL is not a URL/);
    expect(() => smtpMailer('https://mail.example')).toThrow(/SMTP_URL must start with smtp:\/\//);
  });
});

describe('the outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps mails newest first and drops the oldest beyond its size', async () => {
    const outbox = new Outbox({ size: 2 });
    const mailer = outboxMailer(outbox);
    for (const n of [1, 2, 3]) await mailer.send({ to: `r${n}@example.com`, subject: `mail ${n}`, text: 't' });
    expect(outbox.list().map((m) => m.subject)).toEqual(['mail 3', 'mail 2']);
    expect(outbox.latestTo('R2@Example.com')?.subject).toBe('mail 2');
    expect(outbox.get(outbox.list()[0]!.id)?.to).toBe('r3@example.com');
  });

  it('a new outbox on the same file finds the mails already sent (a restart keeps them)', async () => {
    const file = path.join(dir, 'restart', 'outbox.json');
    const first = new Outbox({ file });
    await first.add({ to: 'reader@example.com', subject: 'Reset your password', text: LINK, html: '<p>x</p>' });
    const again = new Outbox({ file });
    expect(again.list()).toEqual(first.list());
  });

  it('a failed write of the outbox file fails only that send; the next write saves every mail', async () => {
    const file = path.join(dir, 'blocked', 'outbox.json');
    const outbox = new Outbox({ file });
    // A directory where the file should go: the rename onto it fails.
    await mkdir(file);
    await expect(outbox.add({ to: 'a@example.com', subject: 'first', text: 't' })).rejects.toThrow();
    await rm(file, { recursive: true });
    await outbox.add({ to: 'b@example.com', subject: 'second', text: 't' });
    expect(JSON.parse(await readFile(file, 'utf8')).map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
  });

  it('an unreadable outbox file starts an empty outbox instead of stopping the server', async () => {
    const file = path.join(dir, 'broken.json');
    await writeFile(file, '[{"id": 1');
    expect(new Outbox({ file }).list()).toEqual([]);
  });
});

describe('identity mail texts', () => {
  it('each mail, in English and in Māori, has a subject and carries the link in its text and in an html link', () => {
    for (const kind of ['magic-link', 'password-reset', 'email-verification'] as const) {
      const en = renderMail({ kind, lang: 'en', link: LINK });
      const mi = renderMail({ kind, lang: 'mi', link: LINK });
      for (const mail of [en, mi]) {
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).toContain(LINK);
        expect(mail.html).toContain(`<a href="${LINK.replace('&', '&#38;')}">`);
      }
      expect(mi.subject).not.toBe(en.subject);
      expect(mi.text).not.toBe(en.text);
      expect(mi.html).toContain('lang="mi"');
    }
  });

  it('the text tells how long the link lives: the default per kind, or the minutes given', () => {
    expect(renderMail({ kind: 'magic-link', lang: 'en', link: LINK }).text).toContain('15 minutes');
    expect(renderMail({ kind: 'password-reset', lang: 'en', link: LINK }).text).toContain('60 minutes');
    expect(renderMail({ kind: 'password-reset', lang: 'mi', link: LINK, minutes: 30 }).text).toContain('30 meneti');
  });

  it('the mails of an email change and of a deletion, in English and in Māori: the new address named, the confirmation links expiring in 10 minutes, the notice once it is done without a link', () => {
    for (const lang of ['en', 'mi'] as const) {
      const minutes = lang === 'en' ? '10 minutes' : '10 meneti';
      const confirm = renderMail({ kind: 'email-change', lang, link: LINK, minutes: 10, email: 'new@example.com' });
      expect(confirm.text).toContain('new@example.com');
      expect(confirm.text).toContain(minutes);
      expect(confirm.html).toContain(`<a href="${LINK.replace('&', '&#38;')}">`);
      const asked = renderMail({ kind: 'email-change-notice', lang, link: 'https://news.example/account/forgot-password/', email: 'new@example.com' });
      expect(asked.text).toContain('new@example.com');
      expect(asked.text).toContain('https://news.example/account/forgot-password/');
      const done = renderMail({ kind: 'email-changed', lang, email: 'new@example.com' });
      expect(done.text).toContain('new@example.com');
      expect(done.html).not.toContain('<a ');
      expect(done.html).toContain(`lang="${lang}"`);
      const deletion = renderMail({ kind: 'account-deletion', lang, link: LINK, minutes: 10 });
      expect(deletion.text).toContain(LINK);
      expect(deletion.text).toContain(minutes);
    }
    expect(renderMail({ kind: 'email-change', lang: 'mi', link: LINK }).subject).not.toBe(renderMail({ kind: 'email-change', lang: 'en', link: LINK }).subject);
    // An address in the text is escaped in the html like any other text.
    expect(renderMail({ kind: 'email-changed', lang: 'en', email: '<b>@x.example' }).html).not.toContain('<b>');
    // A mail whose text offers a button needs its link.
    expect(() => renderMail({ kind: 'account-deletion', lang: 'en' })).toThrow(/needs a link/);
  });

  it('a language other than Māori gets the English mail', () => {
    expect(renderMail({ kind: 'magic-link', lang: 'fr', link: LINK }).subject).toBe(renderMail({ kind: 'magic-link', lang: 'en', link: LINK }).subject);
  });

  it('a link that is not an absolute http(s) URL is refused, so no mail carries javascript: or a relative path', () => {
    expect(() => renderMail({ kind: 'magic-link', lang: 'en', link: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => renderMail({ kind: 'magic-link', lang: 'en', link: '/account/' })).toThrow(/absolute URL/);
  });

  it('the html escapes the link, so a quote in it cannot open an attribute', () => {
    const html = renderMail({ kind: 'magic-link', lang: 'en', link: 'https://news.example/x?a="><script>' }).html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
