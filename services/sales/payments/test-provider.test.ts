// The test card processor on its own: what renewals (charge) and payment-method updates (setup) can rely on.
import { describe, expect, it } from 'vitest';
import { testProvider } from './test-provider.ts';

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
const payment = (id: string, amountCents = 1499) => ({ id, orderNumber: 'NZTEST', amountCents, currency: 'NZD' });

describe('test payment provider', () => {
  it('charges a stored card once per key: a retried renewal with the same key answers the first charge', async () => {
    const provider = testProvider();
    const first = await provider.finalize(payment('p1'), card('4242424242424242'), '/');
    if (first.status !== 'succeeded') throw new Error(first.status);
    const a = await provider.charge(first.card, { amountCents: 1499, currency: 'NZD', key: 'renewal-1' });
    const b = await provider.charge(first.card, { amountCents: 1499, currency: 'NZD', key: 'renewal-1' });
    expect(a).toEqual(b);
    expect(provider.charges.map((c) => c.key)).toEqual(['p1', 'renewal-1']);
  });

  it('the card ending 0341 pays while the reader is there, and every later charge of it is declined', async () => {
    const provider = testProvider();
    const first = await provider.finalize(payment('p2'), card('4000000000000341'), '/');
    expect(first.status).toBe('succeeded');
    if (first.status !== 'succeeded') return;
    expect(await provider.charge(first.card, { amountCents: 1499, currency: 'NZD', key: 'renewal-2' })).toEqual({ status: 'declined', reason: 'card_declined' });
    expect(await provider.charge({ reference: 'card_unknown' }, { amountCents: 1, currency: 'NZD', key: 'x' })).toEqual({ status: 'failed', reason: 'no such stored card' });
  });

  it('setup stores a card without charging it; the 3-D Secure card asks for a challenge first', async () => {
    const provider = testProvider();
    const stored = await provider.setup('pm-update-1', card('4242424242424242'), '/account/');
    expect(stored).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
    const challenged = await provider.setup('pm-update-2', card('4000000000003220'), '/account/');
    expect(challenged).toMatchObject({ status: 'requires_3ds', challengeUrl: expect.stringMatching(/^\/sales\/test-provider\/3ds\//) });
    expect(provider.charges).toEqual([]);
    if (challenged.status !== 'requires_3ds') return;
    expect(await provider.finalize3ds(payment('pm-update-2'), { reference: challenged.reference })).toMatchObject({ status: 'requires_3ds' });
    // Another payment cannot use this challenge.
    expect(await provider.finalize3ds(payment('other'), { reference: challenged.reference })).toEqual({ status: 'failed', reason: 'no such 3-D Secure challenge' });
  });

  it('declined, no-funds, expired and non-test cards answer what happened and charge nothing', async () => {
    const provider = testProvider();
    expect(await provider.finalize(payment('d1'), card('4000000000000002'), '/')).toEqual({ status: 'declined', reason: 'card_declined' });
    expect(await provider.finalize(payment('d2'), card('4000000000009995'), '/')).toEqual({ status: 'declined', reason: 'insufficient_funds' });
    expect(await provider.finalize(payment('d3'), { ...card('4242424242424242'), expYear: 2020 }, '/')).toEqual({ status: 'failed', reason: 'the card has expired' });
    expect((await provider.finalize(payment('d4'), card('5555555555554444'), '/')).status).toBe('failed');
    expect(provider.charges).toEqual([]);
  });
});
