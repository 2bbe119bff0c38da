import { describe, expect, it } from 'vitest';
import type { OrderPayload, SalesClient } from '../../sdk/sales/index.ts';
import { parseExpiry, pay } from './pay.ts';

describe('card expiry as the reader types it', () => {
  it('reads MM/YY as a month and a year of this century, and MM/YYYY as written', () => {
    expect(parseExpiry('12/29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
  });

  it('refuses a month outside 1 to 12 and anything that is not MM/YY', () => {
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('00/29')).toBeUndefined();
    expect(parseExpiry('1229')).toBeUndefined();
    expect(parseExpiry('12/2')).toBeUndefined();
  });
});

describe('paying (the card goes to the provider, the sales API gets its token)', () => {
  it('tokenises the card with the provider named by the initialised payment, then finalises with only the token and the return address', async () => {
    const calls: Array<[string, ...unknown[]]> = [];
    const client = {
      createOrder: async () => ({ orderNumber: 'NZ1' }),
      getPaymentOptions: async () => [{ paymentId: 'test-card' }],
      initializePayment: async (...args: unknown[]) => (calls.push(['initializePayment', ...args]), { orderNumber: 'NZ1', clientData: { tokenUrl: '/t' } }),
      tokenizeCard: async (...args: unknown[]) => (calls.push(['tokenizeCard', ...args]), 'tok_abcdefghij'),
      finalizePayment: async (...args: unknown[]) => (calls.push(['finalizePayment', ...args]), { orderNumber: 'NZ1', status: 'paid' }),
    } as unknown as SalesClient;
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    const outcome = await pay(client, { order: {} as OrderPayload, card, captchaToken: async () => undefined, returnPath: '/checkout/' });
    expect(outcome).toEqual({ kind: 'paid', orderNumber: 'NZ1' });
    expect(calls.map(([name]) => name)).toEqual(['initializePayment', 'tokenizeCard', 'finalizePayment']);
    expect(calls[1]).toEqual(['tokenizeCard', { orderNumber: 'NZ1', clientData: { tokenUrl: '/t' } }, card]);
    expect(calls[2]!.slice(1, 4)).toEqual(['NZ1', 'test-card', { token: 'tok_abcdefghij', returnUrl: '/checkout/?order=NZ1&payment=test-card' }]);
    expect(JSON.stringify(calls[2])).not.toContain(card.number);
  });
});
