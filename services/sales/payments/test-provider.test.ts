// The test card processor on its own: what renewals (charge) and payment-method updates (setup) can rely on.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { testProvider } from './test-provider.ts';

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
/** The card's single-use token, as the browser gets it from the provider's token endpoint. */
const tok = (provider: ReturnType<typeof testProvider>, number: string) => ({ token: provider.tokenize(card(number)) });
const payment = (id: string, amountCents = 1499) => ({ id, orderNumber: 'NZTEST', amountCents, currency: 'NZD' });

describe('test payment provider', () => {
  it('charges a stored card once per key: a retried renewal with the same key answers the first charge', async () => {
    const provider = testProvider();
    const first = await provider.finalize(payment('p1'), tok(provider, '4242424242424242'), '/');
    if (first.status !== 'succeeded') throw new Error(first.status);
    const a = await provider.charge(first.card, { amountCents: 1499, currency: 'NZD', key: 'renewal-1' });
    const b = await provider.charge(first.card, { amountCents: 1499, currency: 'NZD', key: 'renewal-1' });
    expect(a).toEqual(b);
    expect(provider.charges.map((c) => c.key)).toEqual(['p1', 'renewal-1']);
  });

  it('the card ending 0341 pays while the reader is there, and every later charge of it is declined', async () => {
    const provider = testProvider();
    const first = await provider.finalize(payment('p2'), tok(provider, '4000000000000341'), '/');
    expect(first.status).toBe('succeeded');
    if (first.status !== 'succeeded') return;
    expect(await provider.charge(first.card, { amountCents: 1499, currency: 'NZD', key: 'renewal-2' })).toEqual({ status: 'declined', reason: 'card_declined' });
    expect(await provider.charge({ reference: 'card_unknown' }, { amountCents: 1, currency: 'NZD', key: 'x' })).toEqual({ status: 'failed', reason: 'no such stored card' });
  });

  it('setup stores a card without charging it; the 3-D Secure card asks for a challenge first', async () => {
    const provider = testProvider();
    const stored = await provider.setup('pm-update-1', tok(provider, '4242424242424242'), '/account/');
    expect(stored).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
    const challenged = await provider.setup('pm-update-2', tok(provider, '4000000000003220'), '/account/');
    expect(challenged).toMatchObject({ status: 'requires_3ds', challengeUrl: expect.stringMatching(/^\/sales\/test-provider\/3ds\//) });
    expect(provider.charges).toEqual([]);
    if (challenged.status !== 'requires_3ds') return;
    expect(await provider.finalize3ds(payment('pm-update-2'), { reference: challenged.reference })).toMatchObject({ status: 'requires_3ds' });
    // Another payment cannot use this challenge.
    expect(await provider.finalize3ds(payment('other'), { reference: challenged.reference })).toEqual({ status: 'failed', reason: 'no such 3-D Secure challenge' });
  });

  it('declined and no-funds cards answer what happened and charge nothing; expired and non-test cards get no token', async () => {
    const provider = testProvider();
    expect(await provider.finalize(payment('d1'), tok(provider, '4000000000000002'), '/')).toEqual({ status: 'declined', reason: 'card_declined' });
    expect(await provider.finalize(payment('d2'), tok(provider, '4000000000009995'), '/')).toEqual({ status: 'declined', reason: 'insufficient_funds' });
    expect(() => provider.tokenize({ ...card('4242424242424242'), expYear: 2020 })).toThrow('the card has expired');
    expect(() => provider.tokenize(card('5555555555554444'))).toThrow('not a test card');
    expect(provider.charges).toEqual([]);
  });

  it('a token is redeemed once and keeps no card number: a second payment with it fails and charges nothing', async () => {
    const provider = testProvider();
    const token = tok(provider, '4242424242424242');
    expect((await provider.finalize(payment('t1'), token, '/')).status).toBe('succeeded');
    expect(await provider.finalize(payment('t2'), token, '/')).toEqual({ status: 'failed', reason: 'the card token is unknown, expired or already used: tokenise the card again' });
    expect(await provider.setup('t3', { token: 'tok_madeup000000' }, '/')).toMatchObject({ status: 'failed' });
    expect(provider.charges.map((c) => c.key)).toEqual(['t1']);
  });

  it("the token endpoint answers CORS only to the site's origins, with no credentials, and a malformed body is a 400", async () => {
    const provider = testProvider({ origins: ['https://news.example'] });
    const server = express().use('/sales/test-provider', provider.pages).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sales/test-provider/tokens`;
    try {
      const preflight = (origin: string) => fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      const site = await preflight('https://news.example');
      expect(site.status).toBe(204);
      expect(site.headers.get('access-control-allow-origin')).toBe('https://news.example');
      expect(site.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
      const made = await fetch(url, { method: 'POST', headers: { origin: 'https://news.example', 'content-type': 'application/json' }, body: JSON.stringify(card('4000000000003220')) });
      expect(made.status).toBe(201);
      expect(made.headers.get('access-control-allow-origin')).toBe('https://news.example');
      expect(made.headers.get('cache-control')).toBe('no-store');
      const broken = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"number":' });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ code: 'card_invalid', param: 'card' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
