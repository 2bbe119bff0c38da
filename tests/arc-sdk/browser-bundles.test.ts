/**
 * Arc XP's published SDKs as a shop on another origin loads them: the browser bundles of @arc-publishing/sdk-identity
 * and @arc-publishing/sdk-sales 1.94.0 (lib-umd/*.min.js, the pinned devDependencies, unchanged), in Chromium, on a
 * page of an origin named in ALLOWED_ORIGINS (the one setting both APIs read), against the production server with
 * the embedded identity and sales services. The page loads the two bundles and nothing else; the test drives the
 * SDKs through page.evaluate, so every call is the browser's own fetch across origins: CORS, preflights (JSON bodies,
 * the Authorization header the sales SDK sends signed in) and the anonymous cart cookie sent with credentials.
 *
 * Which origins: the page is http://127.0.0.1 on another port than the API, another origin but the same site. On
 * plain http the cart cookie is SameSite=Lax (a SameSite=None cookie must be Secure, i.e. https), so a shop on
 * another site needs the https deployment (`__Host-sales_cart`, SameSite=None; Secure), which this test does not
 * serve. A page on a third origin, not in ALLOWED_ORIGINS, shows what the setting refuses.
 *
 * 3-D Secure: the provider's challenge page sends the reader back to a page of the site's own origin (a returnUrl
 * must be on PUBLIC_ORIGIN, payment-input.ts), never to the shop's, so the shop opens it in a window of its own and
 * calls finalizePayment3ds once the reader has answered. The SDKs' other calls are driven in Node (identity.test.ts,
 * sales.test.ts); here only what crosses origins in a browser for a cart, a checkout and a signed-in reader.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, root, startServerWithInbox } from '../browser/browser.ts';
import { CARDS, CHALLENGE_BUTTON, PASSWORD } from '../browser/sales-support.ts';

const bundle = (pkg: string) => readFileSync(path.join(root, 'node_modules/@arc-publishing', pkg, 'lib-umd', `${pkg}.min.js`), 'utf8');
const BUNDLES: Record<string, string> = { '/sdk-identity.min.js': bundle('sdk-identity'), '/sdk-sales.min.js': bundle('sdk-sales') };

/**
 * The shop's page: the two bundles (UMD: they define the globals `Identity` and `Sales`), then a script that
 * configures them for the API named in `?api=` as a shop would.
 */
const PAGE = `<!doctype html><html lang="en"><title>shop</title>
<script src="/sdk-identity.min.js"></script>
<script src="/sdk-sales.min.js"></script>
<script>
  const apiOrigin = new URLSearchParams(location.search).get('api');
  Identity.options({ apiOrigin });
  Sales.options({ apiOrigin, Identity });
  window.shopReady = true;
</script><p>shop</p></html>`;

function shopServer(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    const script = BUNDLES[url.pathname];
    if (script !== undefined) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (url.pathname === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    res.writeHead(404).end();
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The shop's two servers (one allowed, one not), then the production server with ALLOWED_ORIGINS naming the first. */
async function start() {
  const shop = shopServer();
  const stranger = shopServer();
  const [shopOrigin, strangerOrigin] = await Promise.all([listen(shop), listen(stranger)]);
  const before = process.env.ALLOWED_ORIGINS;
  // Read by the services as they start (services/cors.ts allowedOriginsFromEnv), for identity and sales alike.
  process.env.ALLOWED_ORIGINS = shopOrigin;
  try {
    const server = await startServerWithInbox();
    const close = (s: Server) => new Promise<void>((resolve) => s.close(() => resolve()));
    return { ...server, shopOrigin, strangerOrigin, stop: () => Promise.all([server.stop(), close(shop), close(stranger)]).then(() => undefined) };
  } finally {
    if (before === undefined) delete process.env.ALLOWED_ORIGINS;
    else process.env.ALLOWED_ORIGINS = before;
  }
}

type Arc = any;
/** The bundles' globals in the page (page.evaluate's functions run there). */
declare const Identity: Arc;
declare const Sales: Arc;

const CONTACT = { email: 'shopper@example.test', phone: '+64 21 000 000', firstName: 'Aroha', lastName: 'Ngata', billingAddress: { line1: '1 Queen Street', locality: 'Auckland', postal: '1010', country: 'NZ' } };
const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' });

describe("Arc's SDK bundles 1.94.0 in Chromium on a shop of an allowed origin", () => {
  const suite = browserSuite(start);

  /** The shop's page from `origin` in a fresh browser context, the SDKs configured; `requests` every URL it asked for. */
  async function openShop(origin: string): Promise<{ page: Page; requests: string[] }> {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r: Request) => void requests.push(r.url()));
    await page.goto(`${origin}/?api=${encodeURIComponent(suite.server.base)}`);
    await page.waitForFunction(() => (window as unknown as { shopReady?: boolean }).shopReady === true);
    return { page, requests };
  }

  /**
   * The page's checkout of its current cart, every step by the SDKs or the page: createOrder, getPaymentOptions,
   * initializePayment, the card tokenised at the provider's tokenUrl by the page's own fetch (cross-origin, no
   * credentials: the provider has no business with the API's cookies), finalizePayment with the token.
   */
  const checkout = (page: Page, number: string) =>
    page.evaluate(
      async ({ api, contact, card }) => {
        const order = await Sales.createOrder(contact.email, contact.phone, contact.billingAddress, contact.firstName, contact.lastName);
        const options = await Sales.getPaymentOptions();
        const { paymentMethodID } = options[0];
        const initialized = await Sales.initializePayment(order.orderNumber, paymentMethodID);
        const tokenised = await fetch(new URL(initialized.clientData.tokenUrl, api), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) });
        const token = (await tokenised.json()).id;
        const paid = await Sales.finalizePayment(order.orderNumber, paymentMethodID, token);
        return { order, options, initialized, tokenStatus: tokenised.status, token, paid, current: Sales.currentOrder };
      },
      { api: suite.server.base, contact: CONTACT, card: card(number) },
    );

  it('the page loads only the two bundles from its own origin, and the SDKs ask only the configured API', async () => {
    const { page, requests } = await openShop(suite.server.shopOrigin);
    await expect(page.evaluate(() => Sales.getConfig())).resolves.toMatchObject({ checkoutRecaptchaEnabled: false });
    await expect(page.evaluate(() => Identity.getConfig())).resolves.toMatchObject({ signupRecaptcha: false });
    const origins = new Set(requests.map((u) => new URL(u).origin));
    expect([...origins].sort()).toEqual([suite.server.base, suite.server.shopOrigin].sort());
    expect(requests.filter((u) => u.startsWith(suite.server.shopOrigin)).map((u) => new URL(u).pathname)).toEqual(['/', '/sdk-identity.min.js', '/sdk-sales.min.js']);
    await page.context().close();
  });

  it('an anonymous shopper: the cart lives by the API\'s cookie sent with credentials, and a card checkout pays the order', async () => {
    const { page } = await openShop(suite.server.shopOrigin);
    const cart = await page.evaluate(async () => {
      const signedIn = await Identity.isLoggedIn();
      const added = await Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]);
      const read = await Sales.getCart();
      return { signedIn, added, read, readable: document.cookie };
    });
    expect(cart.signedIn).toBe(false);
    expect(cart.added.items).toEqual([expect.objectContaining({ sku: 'digital-monthly', quantity: 1, priceCode: 'DIGITAL-M' })]);
    // Read back in a second call: only the cookie the first answer set ties the two to one cart.
    expect(cart.read).toMatchObject({ currency: 'NZD', items: [expect.objectContaining({ sku: 'digital-monthly' })] });
    expect(cart.readable).toBe('');
    const cookies = await page.context().cookies(`${suite.server.base}/sales/`);
    expect(cookies.map((c) => c.name)).toContain('sales_cart');

    const done = await checkout(page, CARDS.ok);
    expect(done.options).toEqual([expect.objectContaining({ paymentMethodID: expect.any(Number) })]);
    expect(done.initialized).toMatchObject({ orderNumber: done.order.orderNumber, clientData: { tokenUrl: expect.any(String) } });
    expect(done.tokenStatus).toBe(201);
    expect(done.paid).toMatchObject({ orderNumber: done.order.orderNumber, status: 'paid', items: [expect.objectContaining({ sku: 'digital-monthly' })] });
    expect(done.current.orderNumber).toBe(done.order.orderNumber);
    // The cart became the order.
    await expect(page.evaluate(() => Sales.getCart())).resolves.toMatchObject({ items: [] });
    await page.context().close();
  });

  it('an anonymous shopper paying with the 3-D Secure card completes the challenge in a window the shop opens, then finalizePayment3ds pays the order', async () => {
    const { page } = await openShop(suite.server.shopOrigin);
    await page.evaluate(() => Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }]));
    const asked = await checkout(page, CARDS.challenge);
    expect(asked.paid).toMatchObject({ orderNumber: asked.order.orderNumber, status: 'pending', payment: { status: 'requires_3ds', challengeUrl: expect.stringMatching(/^\/sales\/test-provider\/3ds\//) } });
    // The challenge is the provider's page (on the API's origin); it returns the reader to the site's own page.
    const [challenge] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url), new URL(asked.paid.payment.challengeUrl, suite.server.base).href)]);
    await Promise.all([challenge.waitForURL(`${suite.server.base}/`, { waitUntil: 'commit' }), challenge.getByRole('button', { name: CHALLENGE_BUTTON.en.complete }).click()]);
    await challenge.close();
    const paid = await page.evaluate(({ orderNumber, id }) => Sales.finalizePayment3ds(orderNumber, id), { orderNumber: asked.order.orderNumber, id: asked.options[0].paymentMethodID });
    expect(paid).toMatchObject({ orderNumber: asked.order.orderNumber, status: 'paid', payment: { status: 'succeeded' } });
    await page.context().close();
  });

  it('a reader signs up, verifies the mailed link and logs in through the identity SDK, then buys signed in and finds the subscription active', async () => {
    const { page } = await openShop(suite.server.shopOrigin);
    const email = `bundle-reader-${Date.now().toString(36)}@example.test`;
    const signedUp = await page.evaluate(({ email, password }) => Identity.signUp({ userName: email, credentials: password }, { firstName: 'Aroha', email }, undefined, true), { email, password: PASSWORD });
    expect(signedUp.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await suite.server.inbox.next(email);
    const nonce = /=([A-Za-z0-9_-]{43})\s/.exec(`${mail.text} `)?.[1];
    expect(nonce, mail.text).toBeDefined();
    await expect(page.evaluate((nonce) => Identity.verifyEmail(nonce), nonce!)).resolves.toBe(true);
    const login = await page.evaluate(async ({ email, password }) => {
      const identity = await Identity.login(email, password, { rememberMe: true });
      return { uuid: identity.uuid, signedIn: await Identity.isLoggedIn(), profile: await Identity.getUserProfile() };
    }, { email, password: PASSWORD });
    expect(login).toMatchObject({ uuid: signedUp.uuid, signedIn: true, profile: { email, emailVerified: true, firstName: 'Aroha' } });

    const cart = await page.evaluate(async () => {
      await Sales.clearCart();
      await Sales.addItemToCart([{ sku: 'digital-annual', quantity: 1 }]);
      return Sales.getCart();
    });
    expect(cart.items).toEqual([expect.objectContaining({ sku: 'digital-annual', priceCode: 'DIGITAL-Y' })]);
    const done = await checkout(page, CARDS.ok);
    expect(done.paid).toMatchObject({ orderNumber: done.order.orderNumber, status: 'paid' });
    const subscriptions = await page.evaluate(() => Sales.getAllActiveSubscriptions());
    expect(subscriptions).toEqual([expect.objectContaining({ sku: 'digital-annual', status: 1, subscriptionID: expect.any(Number) })]);
    await page.context().close();
  });

  it('a page on an origin not in ALLOWED_ORIGINS cannot use either API: the SDK calls reject, the browser refusing the answers', async () => {
    const { page } = await openShop(suite.server.strangerOrigin);
    const refused = await page.evaluate(async () => {
      const outcome = (call: () => Promise<unknown>) => call().then(() => 'answered', (e: unknown) => (e instanceof TypeError ? 'TypeError' : String(e)));
      return {
        config: await outcome(() => Sales.getConfig()),
        cart: await outcome(() => Sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }])),
        login: await outcome(() => Identity.login('nobody@example.test', 'Kupuhipa-2026a')),
        identityConfig: await outcome(() => Identity.getConfig()),
      };
    });
    expect(refused).toEqual({ config: 'TypeError', cart: 'TypeError', login: 'TypeError', identityConfig: 'TypeError' });
    // The preflight was refused, so the cart's POST never reached the API to set its cookie.
    expect(await page.context().cookies(`${suite.server.base}/sales/`)).toEqual([]);
    await page.context().close();
  });
});
