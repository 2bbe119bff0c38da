import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../tests/support/smtp-inbox.ts';
import { smtpMailer } from './mail.ts';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describe('identity mail over real SMTP (SMTP_URL)', () => {
  it('delivers the text and the html part from MAIL_FROM to the reader', async () => {
    const mailer = smtpMailer(inbox.url, { from: 'Te Ao Mārama <news@example.org>' });
    try {
      await mailer.send({ to: 'aroha@example.org', subject: 'Your sign-in link', text: 'Open https://news.example/x', html: '<p><a href="https://news.example/x">Sign in</a></p>' });
      const mail = await inbox.next('aroha@example.org');
      expect(mail.from).toBe('news@example.org');
      expect(mail.subject).toBe('Your sign-in link');
      expect(mail.text).toContain('https://news.example/x');
      expect(mail.html).toContain('<a href="https://news.example/x">Sign in</a>');
    } finally {
      mailer.close();
    }
  });
});
