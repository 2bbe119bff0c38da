// The sales SDK in Chromium, on a page of one origin calling a sales API on another (spec sections 6, 7, 8): an
// anonymous visitor's calls carry the API's cookies, which only a request made with credentials does across origins.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, root } from './browser.ts';
import { TEXTS } from '../../sdk/sales/errors.ts';

interface Seen {
  method: string;
  path: string;
  cookie?: string;
  authorization?: string;
}

let browser: Browser;
let page: Server;
let api: Server;
let pageOrigin: string;
let apiOrigin: string;
const seen: Seen[] = [];

const listen = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** The SDK as a page would load it: `sdk/sales/index.ts` bundled into one ES module (with the identity modules it uses). */
async function bundleSdk(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: { write: false, minify: false, lib: { entry: { sdk: path.join(root, 'sdk/sales/index.ts') }, formats: ['es'] } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry || entry.type !== 'chunk') throw new Error('the SDK bundle has no entry chunk');
  return entry.code;
}

/** A stand-in sales API that lets the page's origin call it with credentials, and keys a cart by a cookie. */
function salesApi(allowed: () => string) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', allowed());
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, PUT, DELETE', 'access-control-allow-headers': 'accept, content-type, authorization' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({ method: req.method ?? 'GET', path: url.pathname, cookie: req.headers.cookie, authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (!req.headers.cookie?.includes('sales_cart=')) headers['set-cookie'] = 'sales_cart=anon-42; HttpOnly; SameSite=Lax; Path=/';
      res.writeHead(200, headers).end(JSON.stringify({ items: [] }));
    });
  });
}

beforeAll(async () => {
  const sdk = await bundleSdk();
  page = createServer((req, res) => {
    if (req.url === '/sdk.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
    // The page loads the SDK as a module and hands createSales to the test.
    const script = `import { createSales } from '/sdk.js'; window.createSales = createSales;`;
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>shop</title><script type="module">${script}</script><p>shop</p>`);
  });
  pageOrigin = await listen(page);
  api = salesApi(() => pageOrigin);
  apiOrigin = await listen(api);
  // Another port is another origin: only a request with credentials carries the API's cookies to it.
  expect(new URL(apiOrigin).origin).not.toBe(new URL(pageOrigin).origin);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([page, api].map((s) => s && new Promise<void>((resolve) => s.close(() => resolve()))));
});

it("an anonymous visitor's cart calls from the page carry the sales API's cookie to its origin; without an identity the spec's warning is logged", async () => {
  const tab = await browser.newPage();
  const warnings: string[] = [];
  tab.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await tab.goto(`${pageOrigin}/`);
  await tab.waitForFunction(() => 'createSales' in window);
  const carts = await tab.evaluate(async (origin) => {
    const { createSales } = window as unknown as typeof import('../../sdk/sales/client.ts');
    const sales = createSales({ apiOrigin: origin });
    const first = await sales.getCart();
    const second = await sales.addItemToCart([{ sku: 'digital-monthly', quantity: 1 }], { country: 'NZ' });
    const refused = await sales.getAllSubscriptions().then(
      () => 'sent',
      (error: { message: string }) => error.message,
    );
    return { first, second, refused, readable: document.cookie };
  }, apiOrigin);
  expect(carts).toEqual({ first: { items: [] }, second: { items: [] }, refused: 'Missing or invalid jwt', readable: '' });
  expect(seen.map((s) => [`${s.method} ${s.path}`, s.cookie, s.authorization])).toEqual([
    ['GET /sales/public/v1/cart', undefined, undefined],
    ['POST /sales/public/v1/cart/item', 'sales_cart=anon-42', undefined],
  ]);
  expect(warnings).toEqual([TEXTS.noIdentity]);
  await tab.close();
});
