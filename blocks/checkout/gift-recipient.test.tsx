// The gift recipient's part of the checkout: asked only when the cart holds a gift, in both languages, read into the
// order's giftRecipient as the sales service takes it, and bounded as the service bounds it.
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import type { Cart } from '../../sdk/sales/index.ts';
import { recipientOf } from '../../services/sales/gifts.ts';
import checkout from './index.ts';
import { GiftRecipientFields, giftRecipientOf, holdsGift, MESSAGE_MAX } from './gift-recipient.tsx';

const cartOf = (...kinds: Array<string | undefined>) => ({ items: kinds.map((kind, i) => ({ sku: `sku-${i}`, quantity: 1, ...(kind ? { kind } : {}) })) }) as unknown as Cart;
// The checkout's own phrase book around the fields, as the block renders them.
const render = (lang: 'en' | 'mi') => renderBlock({ ...checkout, component: () => <GiftRecipientFields /> }, { lang });
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('checkout: who the gift is for', () => {
  it('is asked only when the cart holds a gift', () => {
    expect(holdsGift(cartOf('gift'))).toBe(true);
    expect(holdsGift(cartOf(undefined, 'gift'))).toBe(true);
    expect(holdsGift(cartOf(undefined))).toBe(false);
    expect(holdsGift(cartOf())).toBe(false);
    expect(holdsGift(undefined)).toBe(false);
  });

  it('asks for a first name and an email (both required) and an optional message bounded as the service bounds it', () => {
    const html = render('en');
    const control = (name: string) => html.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
    expect(control('recipientName')).toContain('required=""');
    expect(control('recipientEmail')).toContain('type="email"');
    expect(control('recipientEmail')).toContain('required=""');
    expect(control('giftMessage')).toContain(`maxLength="${MESSAGE_MAX}"`);
    expect(control('giftMessage')).not.toContain('required');
    // Each control has its label.
    const ids = [...html.matchAll(/<(?:input|textarea)[^>]*id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  it('is worded in English and in Māori', () => {
    expect(textOf(render('en'))).toContain('Who is the gift for?');
    expect(textOf(render('en'))).toContain('Their email');
    expect(textOf(render('mi'))).toContain('Mā wai te koha?');
    expect(textOf(render('mi'))).toContain('Tō rātou īmēra');
  });

  it("reads the form into the order's giftRecipient: blank name and message are left out, not sent empty", () => {
    const form = new FormData();
    form.set('recipientName', 'Aroha');
    form.set('recipientEmail', 'aroha@example.com');
    form.set('giftMessage', 'Mō tō rā whānau');
    expect(giftRecipientOf(form)).toEqual({ email: 'aroha@example.com', firstName: 'Aroha', message: 'Mō tō rā whānau' });
    const bare = new FormData();
    bare.set('recipientName', '');
    bare.set('recipientEmail', 'aroha@example.com');
    bare.set('giftMessage', '');
    expect(giftRecipientOf(bare)).toEqual({ email: 'aroha@example.com', firstName: undefined, message: undefined });
  });

  it("bounds the message where the sales service does: its longest is accepted, one character more refused", () => {
    const recipient = (message: string) => recipientOf({ email: 'aroha@example.com', message });
    expect(recipient('a'.repeat(MESSAGE_MAX)).message).toHaveLength(MESSAGE_MAX);
    expect(() => recipient('a'.repeat(MESSAGE_MAX + 1))).toThrow(`recipient.message must be a string of at most ${MESSAGE_MAX} characters`);
  });
});
