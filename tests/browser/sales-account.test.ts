// The account's sales pages in Chromium against the production build and the embedded identity and sales services,
// beyond what the journey (sales-journey.test.ts: the subscription list, cancel, rescue, share and redeem, a gift
// redeemed, upgrade and order history, in English and Māori) walks through: another reader's subscription id shows
// nothing of it, over the API or on the page; a signed-out reader opening a redeem link is sent to the login page
// with the link, code and all, to come back to; a reader changes a subscription's card, with and without the bank's
// 3-D Secure page on the way.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';
import { CARDS, salesApi } from './sales-support.ts';

describe('sales account pages in the browser', () => {
  const suite = browserSuite();
  const api = (path: string) => `${suite.server.base}${path}`;

  it('another reader\'s subscription id shows nothing of it, over the API or on the page', async () => {
    const { reader, buy, sales } = salesApi(suite.server.base);
    const owner = await reader('owner');
    const stranger = await reader('stranger');
    await buy(owner.token, owner.email, 'digital-monthly');
    const [sub] = (await sales(owner.token, 'GET', '/subscription/all')) as Array<{ subscriptionID: number }>;
    const res = await fetch(api(`/sales/public/v1/subscription/${sub!.subscriptionID}/details`), { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(owner.email);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(api('/about/'));
    await page.evaluate((identity) => localStorage.setItem('identity.userInfo', JSON.stringify(identity)), stranger.identity);
    await page.goto(api(`/account/subscriptions/?id=${sub!.subscriptionID}`));
    await page.locator('.sales-account[data-state="ready"]').waitFor();
    expect(await page.locator(`[data-subscription="${sub!.subscriptionID}"]`).count()).toBe(0);
    await context.close();
  });

  it('a reader changes a subscription\'s card on the account page: a declined card is refused and changes nothing; a card the bank must confirm goes to its page and is finished on return; the details show each new card at once', async () => {
    const { reader, buy, sales } = salesApi(suite.server.base);
    const owner = await reader('card');
    await buy(owner.token, owner.email, 'digital-monthly');
    const [sub] = (await sales(owner.token, 'GET', '/subscription/all')) as Array<{ subscriptionID: number }>;
    const lastDigits = async () => ((await sales(owner.token, 'GET', `/subscription/${sub!.subscriptionID}/details`)) as { paymentMethod: { cardLast4: string } }).paymentMethod.cardLast4;
    expect(await lastDigits()).toBe('4242');
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(api('/about/'));
    await page.evaluate((identity) => localStorage.setItem('identity.userInfo', JSON.stringify(identity)), owner.identity);
    const card = page.locator(`[data-subscription="${sub!.subscriptionID}"]`);
    const payment = card.locator('[data-section="payment"]');
    /** Opens the subscription's details and sends the card form with `number`. */
    const changeCard = async (number: string) => {
      await page.goto(api('/account/subscriptions/'));
      await page.locator('.sales-account[data-state="ready"]').waitFor();
      await card.getByRole('button', { name: 'Details' }).click();
      await card.getByText(/^ending \d{4}$/).waitFor();
      await payment.getByRole('button', { name: 'Change card' }).click();
      await payment.getByLabel('Card number').fill(number);
      await payment.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`);
      await payment.getByLabel('Security code').fill('123');
      await payment.getByRole('button', { name: 'Save' }).click();
    };

    await changeCard(CARDS.declined);
    await payment.getByRole('alert').filter({ hasText: /declined/i }).waitFor();
    expect(await lastDigits()).toBe('4242');

    // The bank's page, then back on the account page, where the update is finished once.
    await changeCard(CARDS.challenge);
    await page.waitForURL(/\/sales\/test-provider\/3ds\//);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL((url) => url.pathname === '/account/subscriptions/');
    await page.getByText('Your card has been updated.').waitFor();
    expect(await lastDigits()).toBe('3220');

    await changeCard(CARDS.ok);
    await payment.getByText('Your card has been updated.').waitFor();
    await card.getByText('ending 4242').waitFor();
    expect(await card.getByText('ending 3220').count()).toBe(0);
    expect(await lastDigits()).toBe('4242');
    await context.close();
  });

  it('a signed-out reader is sent to the login page with the redeem link, code and all, to come back to', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(api('/account/redeem/?token=abc'));
    await page.waitForURL(/\/account\/login\//);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/redeem/?token=abc');
    await context.close();
  });
});
