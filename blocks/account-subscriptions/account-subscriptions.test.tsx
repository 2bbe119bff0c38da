import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import accountSubscriptions from './index.ts';
import { canCancel, canRescue, otherPriceCodes, quoteKey, quoteOf } from './rules.ts';
import { addressOf } from './address-section.tsx';
import { methodOf, PENDING_KEY, resumeCardChallenge, updateOutcome } from './payment-section.tsx';
import { day, money, nameIn, statusKey } from '../../common/sales/format.ts';
import type { SalesClient } from '../../sdk/sales/index.ts';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as unknown as Storage;
};

describe('subscription rules', () => {
  it('status in words: 1 active, 2 payment needed, 3 cancelled, anything else unknown', () => {
    expect([1, 2, 3, 7, undefined].map(statusKey)).toEqual(['status-active', 'status-grace', 'status-cancelled', 'status-unknown', 'status-unknown']);
  });

  it('an active (or grace) subscription of the reader\'s can be cancelled, a cancelled one rescued; a shared one neither', () => {
    expect(canCancel({ subscriptionID: 1, status: 1 })).toBe(true);
    expect(canRescue({ subscriptionID: 1, status: 1 })).toBe(false);
    expect(canRescue({ subscriptionID: 1, status: 3 })).toBe(true);
    expect(canCancel({ subscriptionID: 1, status: 1, shared: true })).toBe(false);
    expect(canRescue({ subscriptionID: 1, status: 3, shared: true })).toBe(false);
  });

  it('the plans offered for a change are the editor\'s price codes without blanks, repeats or the current one', () => {
    expect(otherPriceCodes(' A, B ,,A, C', 'B')).toEqual(['A', 'C']);
    expect(otherPriceCodes(undefined, 'DIGITAL-M')).toEqual(['DIGITAL-Y', 'PRINT-DIGITAL-M']);
  });

  it('a quote is the service\'s session and amount: positive charged now, negative a credit, zero nothing', () => {
    expect(quoteOf({ sessionId: 's', amountCents: 250 })).toEqual({ sessionId: 's', amountCents: 250 });
    expect(quoteOf({ sessionId: 's' })).toBeUndefined();
    expect(quoteOf(null)).toBeUndefined();
    expect([250, -250, 0].map(quoteKey)).toEqual(['quote-charge', 'quote-credit', 'quote-even']);
  });

  it('money from integer cents, dates in New Zealand time, names in the reader\'s language with English as fallback', () => {
    expect(money(1499, 'NZD', 'en')).toBe('NZD 14.99');
    expect(money(undefined, 'NZD', 'en')).toBe('');
    expect(day('2026-11-30T12:00:00Z', 'en')).toBe('1 December 2026');
    expect(nameIn({ en: 'Digital', mi: 'Matihiko' }, 'mi')).toBe('Matihiko');
    expect(nameIn({ en: 'Digital' }, 'mi')).toBe('Digital');
  });

  it('a billing address keeps filled fields only, the country code upper-cased', () => {
    const form = new FormData();
    form.set('line1', ' 1 Queen St ');
    form.set('line2', '');
    form.set('locality', 'Auckland');
    form.set('country', 'nz');
    expect(addressOf(form)).toEqual({ line1: '1 Queen St', locality: 'Auckland', country: 'NZ' });
  });

  it('a card update answering requires_3ds goes to the challenge; on return it is finished once, then never again', async () => {
    expect(updateOutcome({ status: 'requires_3ds', challengeUrl: '/sales/challenge/x' })).toEqual({ kind: 'challenge', url: '/sales/challenge/x' });
    expect(updateOutcome({ status: 'succeeded' })).toEqual({ kind: 'done' });
    expect(methodOf({ paymentMethodID: 'pm1', provider: 'test-card' })).toEqual({ paymentMethodID: 'pm1', provider: 'test-card' });
    expect(methodOf({ paymentMethodID: 'pm1' })).toBeUndefined();
    const calls: unknown[][] = [];
    const client = { finalize3DSPaymentUpdate: async (...args: unknown[]) => void calls.push(args) } as unknown as SalesClient;
    const storage = memoryStorage();
    expect(await resumeCardChallenge(client, storage)).toBeUndefined();
    storage.setItem(PENDING_KEY, JSON.stringify({ paymentMethodID: 'pm1', provider: 'test-card' }));
    expect(await resumeCardChallenge(client, storage)).toBe('ok');
    expect(await resumeCardChallenge(client, storage)).toBeUndefined();
    expect(calls).toEqual([['pm1', 'test-card', {}, { cardProviderSuccess: true }]]);
    const failing = { finalize3DSPaymentUpdate: async () => { throw { code: '409', message: 'no challenge' }; } } as unknown as SalesClient;
    storage.setItem(PENDING_KEY, JSON.stringify({ paymentMethodID: 'pm1', provider: 'test-card' }));
    expect(await resumeCardChallenge(failing, storage)).toBe('failed');
  });

  it('every phrase exists in English and Māori', () => {
    const book = accountSubscriptions.phrases as Record<string, Record<string, string>>;
    expect(Object.keys(book.mi!).sort()).toEqual(Object.keys(book.en!).sort());
  });
});

describe('account subscriptions block', () => {
  it('readers get the loading state from the server: subscriptions are read in the browser with their token', () => {
    const html = renderBlock(accountSubscriptions, {});
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading your subscriptions');
    expect(html).not.toContain('data-subscription=');
  });

  it('the editor preview skips the login check and shows a sample subscription with its status in words, in either language', () => {
    const en = renderBlock(accountSubscriptions, { isAdmin: true });
    expect(en).toContain('data-subscription="0"');
    expect(en).toContain('Active');
    expect(en).toContain('NZD 14.99');
    expect(en).toContain('>Cancel subscription</button>');
    const mi = renderBlock(accountSubscriptions, { isAdmin: true, lang: 'mi' });
    expect(mi).toContain('Ō ohaurunga');
    expect(mi).toContain('Hohe');
    expect(mi).toContain('Matihiko, ia marama');
  });
});
