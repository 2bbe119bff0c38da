import { describe, expect, it } from 'vitest';
import { mailboxAccess } from './mailbox-access.ts';

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
