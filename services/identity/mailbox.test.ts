// The development mailbox over HTTP: a readable, escaped list and mail pages with clickable links; closed in production.
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from './mail-outbox.ts';
import { linkify, mailboxRouter } from './mailbox.ts';

const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

async function serve(router: Router): Promise<string> {
  const app = express();
  app.use('/dev/mailbox', router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  servers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/mailbox`;
}

const LINK = 'https://news.example/account/reset-password/?nonce=n0nce&x=1';

describe('the development mailbox', () => {
  it('lists mails newest first with each subject linking to its mail, as text: a <script> subject is shown, not run', async () => {
    const outbox = new Outbox();
    await outbox.add({ to: 'first@example.com', subject: 'Older', text: 'x' });
    await outbox.add({ to: 'evil@example.com', subject: '<script>alert(1)</script>', text: 'x' });
    const base = await serve(mailboxRouter(outbox, { open: true }));
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html.indexOf('evil@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    const [newest] = outbox.list();
    expect(html).toContain(`<a href="./${newest!.id}">`);
  });

  it('shows one mail with its links clickable, and a 404 page for a mail it does not hold', async () => {
    const outbox = new Outbox();
    const mail = await outbox.add({ to: 'reader@example.com', subject: 'Reset your password', text: `Use this link:\n\n${LINK}\n\nThanks` });
    const base = await serve(mailboxRouter(outbox, { open: true }));
    const html = await (await fetch(`${base}/${mail.id}`)).text();
    expect(html).toContain('<h1>Reset your password</h1>');
    expect(html).toContain(`<a href="${LINK.replace('&', '&#38;')}">`);
    expect((await fetch(`${base}/no-such-id`)).status).toBe(404);
  });

  it('serves the mails as JSON for scripts and tests', async () => {
    const outbox = new Outbox();
    await outbox.add({ to: 'reader@example.com', subject: 'Hi', text: LINK });
    const base = await serve(mailboxRouter(outbox, { open: true }));
    expect(await (await fetch(`${base}/messages.json`)).json()).toEqual(outbox.list());
  });

  it('refuses every page with a 404 when closed (production), so nobody reads sign-in links', async () => {
    const outbox = new Outbox();
    const mail = await outbox.add({ to: 'reader@example.com', subject: 'Hi', text: LINK });
    const base = await serve(mailboxRouter(outbox, { open: false }));
    for (const p of ['/', `/${mail.id}`, '/messages.json']) {
      const res = await fetch(base + p);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(LINK);
    }
  });

  it('linkify escapes the text around links and the links themselves', () => {
    expect(linkify('a <b> https://x.example/?q="1" c')).toBe('a &#60;b&#62; <a href="https://x.example/?q=">https://x.example/?q=</a>&#34;1&#34; c');
  });
});
