// Gifts over HTTP: the onGiftPaid hook makes a gift and mails its single-use token, the buyer names the recipient
// (answer subscriptionID + redeemCode), the recipient redeems it into a subscription; tokens and ids attacked. A gift
// bought through checkout carries the recipient named there, and its order lists the gift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, card, CARDS, DAY, ORIGIN, startSales, type SalesApi } from './test/subs-harness.ts';

let n = 0;
const address = (who: string) => `${who}${++n}-${Date.now()}@example.org`;
const tokenIn = (text: string) => /\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sales gifts (${backend.name})`, () => {
    let api: SalesApi;
    beforeAll(async () => {
      api = await startSales(backend);
    }, 120_000);
    afterAll(() => api?.close());

    const paid = async (buyer: { uuid: string } | null, recipient?: Record<string, unknown>, orderNumber = `ORD-G${++n}`) => {
      const buyerEmail = address('buyer');
      await api.giftPaid({ orderNumber, ownerUuid: buyer?.uuid ?? null, email: buyerEmail }, { sku: 'gift-annual', quantity: 1, recipient });
      const gift = await api.db.selectFrom('sales_gifts').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
      return { giftId: Number(gift.id), buyerEmail, orderNumber };
    };

    it('a paid gift mails its recipient a link whose token redeems into a year\'s subscription that does not renew; the answer carries subscriptionID', async () => {
      const buyer = await api.reader();
      const to = address('recipient');
      await paid(buyer, { email: to, firstName: 'Mere', message: 'Happy birthday' });
      const mail = await api.mailer.next(to);
      expect(mail.subject).toBe('You have been given a news subscription');
      expect(mail.text).toContain(`${ORIGIN}/account/gift/redeem/?token=`);
      const recipient = await api.reader();
      const res = await api.call('POST', '/subscription/gift/redeem', { token: recipient.token, body: { token: tokenIn(mail.text) } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ subscriptionID: expect.any(Number) });
      const details = await api.call('GET', `/subscription/${res.body.subscriptionID}/details`, { token: recipient.token });
      expect(details.body).toMatchObject({ status: 1, sku: 'gift-annual', termMonths: 12, paymentMethod: null });
      const days = (Date.parse(details.body.currentTermEnd) - Date.parse(details.body.currentTermStart)) / DAY;
      expect(days).toBeGreaterThanOrEqual(365);
      expect(days).toBeLessThanOrEqual(366);
      // The buyer gets no access from the gift.
      expect((await api.call('GET', '/subscription/all', { token: buyer.token })).body).toEqual([]);
    });

    it('a gift paid without a recipient is mailed to the buyer; the hook called twice for the same order makes one gift and one mail', async () => {
      const { buyerEmail, orderNumber } = await paid(null);
      await api.giftPaid({ orderNumber, ownerUuid: null, email: buyerEmail }, { sku: 'gift-annual', quantity: 1 });
      expect(await api.db.selectFrom('sales_gifts').select('id').where('order_number', '=', orderNumber).execute()).toHaveLength(1);
      await api.mailer.next(buyerEmail);
      expect(api.mailer.mails.filter((m) => m.to === buyerEmail)).toHaveLength(1);
    });

    it('the buyer names the recipient: the answer carries subscriptionID and redeemCode, the recipient is mailed in their language, the earlier token is void', async () => {
      const buyer = await api.reader();
      const { giftId, buyerEmail } = await paid(buyer);
      const first = tokenIn((await api.mailer.next(buyerEmail)).text)!;
      const to = address('whanau');
      const res = await api.call('PUT', `/subscription/gift/${giftId}`, { token: buyer.token, body: { recipient: { email: to, firstName: 'Hemi', lang: 'mi' } } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subscriptionID: giftId, redeemCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const mail = await api.mailer.next(to);
      expect(mail.subject).toBe('Kua whakawhiwhia koe ki tētahi ohaurunga pārongo');
      expect(tokenIn(mail.text)).toBe(res.body.redeemCode);
      const recipient = await api.reader();
      expect((await api.call('POST', '/subscription/gift/redeem', { token: recipient.token, body: { token: first } })).status).toBe(400);
      expect((await api.call('POST', '/subscription/gift/redeem', { token: recipient.token, body: { token: res.body.redeemCode } })).status).toBe(200);
      const late = await api.call('PUT', `/subscription/gift/${giftId}`, { token: buyer.token, body: { email: address('late') } });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('already been redeemed');
    });

    it('another reader cannot name the recipient of someone else\'s gift (404, no token), and recipient details are validated', async () => {
      const buyer = await api.reader();
      const other = await api.reader();
      const { giftId } = await paid(buyer, { email: address('r') });
      const res = await api.call('PUT', `/subscription/gift/${giftId}`, { token: other.token, body: { email: address('thief') } });
      expect(res.status).toBe(404);
      expect(res.body).not.toHaveProperty('redeemCode');
      const bad = await api.call('PUT', `/subscription/gift/${giftId}`, { token: buyer.token, body: { recipient: { email: 'nobody' } } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('recipient.email is required and must be an email address');
      const long = await api.call('PUT', `/subscription/gift/${giftId}`, { token: buyer.token, body: { email: address('r'), message: 'x'.repeat(1001) } });
      expect(long.body.message).toBe('body.message must be a string of at most 1000 characters');
      // Arc's sendNotificationOn schedules the mail: gift mails go at once here, so a date to wait for is refused.
      const later = await api.call('PUT', `/subscription/gift/${giftId}`, { token: buyer.token, body: { email: address('r'), name: 'Mere', sendNotificationOn: '2099-01-01' } });
      expect(later.status).toBe(400);
      expect(later.body.message).toBe('body.sendNotificationOn: gift mails are sent at once; leave it out (or give a date not in the future)');
    });

    it('a gift code works once, even redeemed twice at once; forged and malformed codes are refused', async () => {
      const to = address('twice');
      await paid(null, { email: to });
      const token = tokenIn((await api.mailer.next(to)).text);
      const [a, b] = await Promise.all([api.reader(), api.reader()]);
      const results = await Promise.all([a, b].map((r) => api.call('POST', '/subscription/gift/redeem', { token: r.token, body: { token } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)!.body.message).toBe('This gift code is invalid or has already been redeemed');
      const subs = await api.db.selectFrom('sales_subscriptions').select('id').where('owner_uuid', 'in', [a.uuid, b.uuid]).execute();
      expect(subs).toHaveLength(1);
      expect((await api.call('POST', '/subscription/gift/redeem', { token: a.token, body: { token: 'B'.repeat(43) } })).status).toBe(400);
      expect((await api.call('POST', '/subscription/gift/redeem', { token: a.token, body: {} })).body.message).toContain('token must be');
    });

    it('a gift bought through checkout names its recipient there: the token mail goes to the recipient in the buyer\'s language with the giver\'s message, never to the buyer, and the order lists the gift\'s id and where it went', async () => {
      const buyer = await api.reader();
      const buyerEmail = address('giver');
      const to = address('given');
      const lang = { cookie: 'lang=mi' };
      await api.call('POST', '/cart/item', { token: buyer.token, body: { items: [{ sku: 'gift-annual' }] } });
      const contact = { email: buyerEmail, firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen Street', country: 'NZ' } };
      const made = await api.call('POST', '/checkout/order', { token: buyer.token, headers: lang, body: { ...contact, giftRecipient: { email: to, firstName: 'Mere', message: 'Mō tō rā whānau' } } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const orderNumber = made.body.orderNumber;
      await api.call('GET', `/checkout/order/${orderNumber}/payment/test-card`, { token: buyer.token });
      const paidOrder = await api.call('PUT', `/checkout/order/${orderNumber}/payment/test-card`, { token: buyer.token, body: { token: api.provider.tokenize(card(CARDS.ok)) } });
      expect(paidOrder.body.status).toBe('paid');
      const mail = await api.mailer.next(to);
      expect(mail.subject).toBe('Kua whakawhiwhia koe ki tētahi ohaurunga pārongo');
      expect(mail.text).toMatch(/^Kia ora Mere,\nI tae mai he karere me tō koha:\n“Mō tō rā whānau”\n/);
      expect(api.mailer.mails.some((m) => m.to === buyerEmail)).toBe(false);
      const detail = await api.call('GET', `/order/detail/${orderNumber}`, { token: buyer.token });
      expect(detail.body.gifts).toEqual([{ giftId: expect.any(Number), sku: 'gift-annual', sentTo: to, toRecipient: true, redeemed: false }]);
      // The id the order gives is the one the gift call takes: the buyer may send it to someone else instead.
      const instead = address('instead');
      const renamed = await api.call('PUT', `/subscription/gift/${detail.body.gifts[0].giftId}`, { token: buyer.token, body: { email: instead, message: '<b>Enjoy</b>' } });
      expect(renamed.body).toMatchObject({ subscriptionID: detail.body.gifts[0].giftId, redeemCode: expect.any(String) });
      // The giver's words reach the html escaped: a message cannot add markup to the mail.
      const html = (await api.mailer.next(instead)).html ?? '';
      expect(html).toContain('<p>“&#60;b&#62;Enjoy&#60;/b&#62;”</p>');
      expect(html).not.toContain('<b>Enjoy');
      const recipient = await api.reader();
      expect((await api.call('POST', '/subscription/gift/redeem', { token: recipient.token, body: { token: tokenIn(mail.text) } })).status).toBe(400);
    });

    it('a checkout\'s gift recipient is refused in words when the address is bad or the cart holds no gift', async () => {
      const buyer = await api.reader();
      const contact = { email: address('giver'), firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen Street', country: 'NZ' } };
      await api.call('POST', '/cart/item', { token: buyer.token, body: { items: [{ sku: 'gift-annual' }] } });
      const bad = await api.call('POST', '/checkout/order', { token: buyer.token, body: { ...contact, giftRecipient: { email: 'nobody' } } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('giftRecipient.email is required and must be an email address');
      await api.call('DELETE', '/cart/clear', { token: buyer.token });
      await api.call('POST', '/cart/item', { token: buyer.token, body: { items: [{ sku: 'digital-monthly' }] } });
      const noGift = await api.call('POST', '/checkout/order', { token: buyer.token, body: { ...contact, giftRecipient: { email: address('r') } } });
      expect(noGift.status).toBe(400);
      expect(noGift.body.message).toBe('giftRecipient is only for an order with a gift in the cart');
    });

    it('the hook refuses an item that is not a gift product', async () => {
      await expect(api.giftPaid({ orderNumber: 'ORD-X', ownerUuid: null, email: address('buyer') }, { sku: 'digital-monthly' })).rejects.toThrow('not a gift product');
    });
  });
}
