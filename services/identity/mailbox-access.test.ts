import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from './mail-outbox.ts';
import { MAILBOX_PATH, mailboxAccess, mailboxFor } from './mailbox-access.ts';

const prod = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

describe('who may read the mailbox page', () => {
  it('development opens it; mail over SMTP or IDENTITY_MAILBOX=off closes it whatever else is set', () => {
    expect(mailboxAccess({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBe('open');
    expect(mailboxAccess({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.example:25' } as NodeJS.ProcessEnv)).toBe('closed');
    expect(mailboxAccess({ ...prod, IDENTITY_MAILBOX: 'off' })).toBe('closed');
  });

  it("npm start's embedded default (production, one node, no public origin) lets this machine read it", () => {
    expect(mailboxAccess(prod)).toBe('local');
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe('local');
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN_TEAOMARAMA: 'http://teaomarama.localhost:3000' })).toBe('local');
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN: 'http://127.0.0.1:8080' })).toBe('local');
  });

  it('a deployment naming a public origin keeps it closed, since a same-host proxy without forwarding headers would look local', () => {
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN: 'https://www.teaomarama.example' })).toBe('closed');
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN_OPEN_JUSTICE: 'https://justice.example' })).toBe('closed');
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN: 'not a url' })).toBe('closed');
  });

  it('several nodes (a shared database or Redis) keep it closed; only IDENTITY_MAILBOX=on opens it there', () => {
    expect(mailboxAccess({ ...prod, DATABASE_URL: 'postgres://db/x' })).toBe('closed');
    expect(mailboxAccess({ ...prod, REDIS_URL: 'redis://cache' })).toBe('closed');
    expect(mailboxAccess({ ...prod, PUBLIC_ORIGIN: 'https://www.teaomarama.example', IDENTITY_MAILBOX: 'on' })).toBe('open');
  });
});

describe("the mailbox on npm start's embedded default, over HTTP: this machine's own requests only", () => {
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const outbox = new Outbox();
    await outbox.add({ to: 'reader@example.org', subject: 'Your sign-in link', text: 'x' });
    const app = express().use(MAILBOX_PATH, mailboxFor(prod, { outbox })!);
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close?.());

  /** GET over a loopback connection with exactly these headers (node:http: fetch would not send every Host). */
  const status = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: `${MAILBOX_PATH}/messages.json`, headers, setHost: false }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject).end();
    });

  it('answers a loopback peer addressing it by a loopback name: localhost, *.localhost, 127.x.y.z or [::1], with or without a port', async () => {
    for (const host of [`localhost:${port}`, 'localhost', `teaomarama.localhost:${port}`, `127.0.0.1:${port}`, '127.1.2.3', `[::1]:${port}`, '[::1]', 'LOCALHOST']) {
      expect(await status({ host }), host).toBe(200);
    }
  });

  it('refuses (404) a request for another host name, as a DNS-rebinding page sends it; one without a Host is never served', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', '127.0.0.1.nip.io', 'evil@localhost', `localhost:${port}@evil.example`]) {
      expect(await status({ host }), host).toBe(404);
    }
    // Node itself answers 400 to an HTTP/1.1 request without Host (requireHostHeader).
    expect(await status({})).toBe(400);
  });

  it('refuses (404) a request any proxy relayed: whichever forwarding header it carries, alone', async () => {
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9'],
      ['x-real-ip', '203.0.113.9'],
      ['x-forwarded-host', 'news.example'],
      ['x-forwarded-proto', 'https'],
      ['via', '1.1 proxy.example'],
      ['true-client-ip', '203.0.113.9'],
      ['cf-connecting-ip', '203.0.113.9'],
    ]) {
      expect(await status({ host: `localhost:${port}`, [name]: value }), name).toBe(404);
    }
  });
});
