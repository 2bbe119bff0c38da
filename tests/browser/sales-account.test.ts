// The account's sales pages in Chromium against the production build and the embedded identity and sales services,
// beyond what the journey (sales-journey.test.ts: the subscription list, cancel, rescue, share and redeem, a gift
// redeemed, upgrade and order history, in English and Māori) walks through: another reader's subscription id shows
// nothing of it, over the API or on the page; a signed-out reader opening a redeem link is sent to the login page
// with the link, code and all, to come back to.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';
import { salesApi } from './sales-support.ts';

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

  it('a signed-out reader is sent to the login page with the redeem link, code and all, to come back to', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(api('/account/redeem/?token=abc'));
    await page.waitForURL(/\/account\/login\//);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/redeem/?token=abc');
    await context.close();
  });
});
