// The editor's preview in Chromium: an admin-mode page (EDITOR_TOKEN, production build) in an iframe of a page on
// the same origin, as the editor holds it. Islands hydrate as for readers; the editing aids outline and label the
// block under the pointer, tell the parent which block a click was in, outline and scroll to the block the parent
// names, and keep the preview on its page. A reader's page loads none of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { browserSuite, root, startServer } from './browser.ts';
import accountPhrases from '../../blocks/account-management/phrases.json';
import headerPhrases from '../../blocks/account-header/phrases.json';
import socialPhrases from '../../blocks/social-sign-on/phrases.json';

const TOKEN = 'admin-preview-test-token';
const HOST_PATH = '/__preview-host/';

interface Received { origin: string; data: { source?: string; type?: string; blockId?: string; blockType?: string } }

/** The built aids chunk's URL (the production manifest's entry). */
const aidsUrl = () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['engine/client/admin-aids.ts']!.file}`;
};

// The editor's page, reduced to what the contract says of it: the preview in a frame, every message kept. A frame
// of an opaque origin (sandboxed) beside it posts a highlight too, which the preview must ignore.
const HOST_PAGE = `<!DOCTYPE html><html><head><title>host</title></head><body style="margin:0">
<iframe name="preview" id="preview" src="/?isAdmin=true" style="width:1280px;height:760px;border:0"></iframe>
<script>
window.__messages = [];
addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
window.highlight = (blockId) => document.getElementById('preview').contentWindow.postMessage({ source: 'kupu-editor', type: 'highlight', blockId }, location.origin);
</script></body></html>`;

describe('admin-mode preview in a same-origin frame (Debian Chromium)', () => {
  const suite = browserSuite(() => startServer({ editorToken: TOKEN }));
  let labels: Map<string, string>;

  beforeAll(async () => {
    const catalogue = (await (await fetch(`${suite.server.base}/api/blocks`)).json()) as Array<{ name: string; label: { en: string } }>;
    labels = new Map(catalogue.map((b) => [b.name, b.label.en]));
  });

  /** The host page with the preview loaded and its `ready` received; console errors of every frame collected. */
  async function openPreview() {
    const context = await suite.browser.newContext({ viewport: { width: 1300, height: 800 } });
    await context.addCookies([{ name: 'editor_token', value: TOKEN, url: suite.server.base }]);
    await context.route(`${suite.server.base}${HOST_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: HOST_PAGE }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(suite.server.base + HOST_PATH);
    await page.waitForFunction(() => (window as unknown as { __messages: Received[] }).__messages.some((m) => m.data?.source === 'kupu-preview' && m.data.type === 'ready'), undefined, { timeout: 20_000 });
    const frame = page.frame({ name: 'preview' })!;
    return { context, page, frame, errors, requested };
  }

  const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Received[] }).__messages);
  const selected = (page: Page, blockId: string) =>
    page.waitForFunction((id) => (window as unknown as { __messages: Received[] }).__messages.some((m) => m.data?.type === 'select' && m.data.blockId === id), blockId, { timeout: 10_000 });
  /** An element's box in the frame's viewport; a box-less wrapper's (display: contents) is its contents'. */
  const box = (frame: Frame, selector: string) => frame.locator(selector).first().evaluate((el) => {
    let r = el.getBoundingClientRect();
    if (!r.width && !r.height) {
      const range = document.createRange();
      range.selectNodeContents(el);
      r = range.getBoundingClientRect();
    }
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  });

  it('ready comes from the preview\'s origin; hovering a block outlines it and labels it with its catalogue label, type and id; placeholders too', async () => {
    const { context, page, frame, errors } = await openPreview();
    const ready = (await messages(page)).find((m) => m.data.type === 'ready')!;
    expect(ready).toEqual({ origin: suite.server.base, data: { source: 'kupu-preview', type: 'ready' } });

    const block = '[data-block-id="politics-lead"]';
    await frame.locator(block).scrollIntoViewIfNeeded();
    await frame.locator(block).hover();
    const outline = frame.locator('[data-kupu-aids="hover"]');
    const label = frame.locator('[data-kupu-aids="hover-label"]');
    await outline.waitFor({ state: 'visible' });
    await expect(label.textContent()).resolves.toBe(`${labels.get('large-promo')} · large-promo#politics-lead`);
    // The outline is drawn over the block itself.
    const [drawn, actual] = [await box(frame, '[data-kupu-aids="hover"]'), await box(frame, block)];
    for (const k of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(drawn[k] - actual[k]), `${k}: ${JSON.stringify({ drawn, actual })}`).toBeLessThan(2);

    // The alert bar renders nothing for editors: its placeholder is a block like any other.
    await frame.locator('.pb-admin-placeholder[data-block-id="alert"]').scrollIntoViewIfNeeded();
    await frame.locator('.pb-admin-placeholder[data-block-id="alert"]').hover();
    await expect.poll(() => label.textContent()).toBe(`${labels.get('alert-bar')} · alert-bar#alert`);
    await frame.locator('.pb-admin-placeholder[data-block-id="alert"]').click();
    await selected(page, 'alert');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a click posts select with the innermost block (a promo inside a chain, not the chain); a link in the preview does not navigate', async () => {
    const { context, page, frame, errors } = await openPreview();
    const link = frame.locator('[data-block-id="politics-lead"] a[href]').first();
    await link.scrollIntoViewIfNeeded();
    // Whether the click's default (navigation) was prevented, read after every listener has run.
    await frame.evaluate(() => {
      addEventListener('click', (e) => ((window as unknown as { __linkPrevented?: boolean }).__linkPrevented = e.defaultPrevented), false);
    });
    const before = frame.url();
    await link.click();
    await selected(page, 'politics-lead');
    const select = (await messages(page)).filter((m) => m.data.type === 'select');
    expect(select).toEqual([{ origin: suite.server.base, data: { source: 'kupu-preview', type: 'select', blockId: 'politics-lead', blockType: 'large-promo' } }]);
    await expect(frame.evaluate(() => (window as unknown as { __linkPrevented?: boolean }).__linkPrevented)).resolves.toBe(true);
    expect(frame.url()).toBe(before);

    // A click on the chain itself, outside its promos, selects the chain.
    await frame.locator('[data-block-id="top-promos"]').evaluate((el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    await selected(page, 'top-promos');
    expect((await messages(page)).filter((m) => m.data.type === 'select').map((m) => m.data.blockType)).toEqual(['large-promo', 'double']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a form in the preview does not submit: the submit event is stopped before the form and its block see it', async () => {
    const { context, frame } = await openPreview();
    const outcome = await frame.evaluate(() => {
      const form = document.querySelector('form');
      if (!form) return undefined;
      let reached = false;
      form.addEventListener('submit', () => (reached = true));
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return { reached, prevented: event.defaultPrevented };
    });
    expect(outcome, 'the sample homepage has a form (the navigation header\'s search)').toEqual({ reached: false, prevented: true });
    await context.close();
  });

  it('highlight from the parent outlines the block and scrolls it into view; null clears it; a highlight from another origin is ignored', async () => {
    const { context, page, frame, errors } = await openPreview();
    const highlight = frame.locator('[data-kupu-aids="highlight"]');
    const inView = (id: string) => frame.evaluate((blockId) => {
      const el = document.querySelector(`[data-block-id="${blockId}"]`)!;
      const r = el.getBoundingClientRect();
      return r.top < innerHeight && r.bottom > 0;
    }, id);
    expect(await inView('footer')).toBe(false);
    await page.evaluate(() => (window as unknown as { highlight(id: string | null): void }).highlight('footer'));
    await highlight.waitFor({ state: 'visible' });
    await expect(frame.locator('[data-kupu-aids="highlight-label"]').textContent()).resolves.toBe(`${labels.get('footer')} · footer#footer`);
    expect(await inView('footer')).toBe(true);
    const [drawn, actual] = [await box(frame, '[data-kupu-aids="highlight"]'), await box(frame, '[data-block-id="footer"]')];
    expect(Math.abs(drawn.top - actual.top)).toBeLessThan(2);

    await page.evaluate(() => (window as unknown as { highlight(id: string | null): void }).highlight(null));
    await highlight.waitFor({ state: 'hidden' });

    // The same message from a sandboxed frame (an opaque origin): received by the preview, and ignored.
    await frame.evaluate(() => {
      addEventListener('message', (e) => {
        if (e.origin === 'null') (window as unknown as { __foreign?: boolean }).__foreign = true;
      });
    });
    await page.evaluate(() => {
      const foreign = document.createElement('iframe');
      foreign.sandbox.add('allow-scripts');
      foreign.srcdoc = `<script>parent.frames.preview.postMessage({ source: 'kupu-editor', type: 'highlight', blockId: 'footer' }, '*')</script>`;
      document.body.append(foreign);
    });
    await frame.waitForFunction(() => (window as unknown as { __foreign?: boolean }).__foreign === true, undefined, { timeout: 10_000 });
    await expect(highlight.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('islands hydrate in admin mode as for readers: the navigation header\'s menu opens in the preview (and the click selects the header)', async () => {
    const { context, page, frame, errors } = await openPreview();
    const button = frame.locator('.navigation-header__menu-button');
    await button.click();
    await frame.getByRole('dialog', { name: 'Sections' }).waitFor({ state: 'visible', timeout: 10_000 });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(frame.locator('[data-island="navigation-header"][data-hydrated="true"]').count()).resolves.toBe(1);
    await selected(page, 'nav');
    expect((await messages(page)).find((m) => m.data.type === 'select')?.data).toMatchObject({ blockId: 'nav', blockType: 'navigation-header' });
    // No hydration mismatch: the admin render and the browser's agree.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks that act on a real service send nothing from a preview: the account page\'s edit and delete, the header\'s log out, the login form, social sign-on (inert buttons, no provider script); the article\'s share links open no window', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'editor_token', value: TOKEN, url: suite.server.base }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Every request but a read: what a preview must never send (the editor's own account is signed in on this origin).
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && r.method() !== 'HEAD' && writes.push(`${r.method()} ${new URL(r.url()).pathname}`));
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));

    // The editor is signed in to the site's identity service in this browser, as an editor of the site would be.
    const email = `editor-${process.pid}@example.com`;
    const password = 'Kupuhipa-2026a';
    const signUp = await fetch(`${suite.server.base}/identity/public/v1/signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: { userName: email, credentials: password }, profile: {} }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    await page.goto(`${suite.server.base}/about/`);
    await page.evaluate(async ({ email, password }) => {
      const res = await fetch('/identity/public/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: email, credentials: password, grantType: 'password' }) });
      if (!res.ok) throw new Error(`login ${res.status}`);
      localStorage.setItem('identity.userInfo', JSON.stringify(await res.json()));
    }, { email, password });
    writes.length = 0;

    const t = accountPhrases.en;
    await page.goto(`${suite.server.base}/account/?isAdmin=true`);
    await page.waitForSelector('[data-island="account-management"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    // The account header shows the editor's own menu (the reader's page for a signed-in reader); its Log out signs
    // nobody out from a preview.
    await page.locator('.account-header').hover();
    await page.locator('.account-header[data-state="signedIn"]').waitFor({ timeout: 15_000 });
    await page.locator('.account-header').getByRole('button', { name: headerPhrases.en.account, exact: true }).click();
    await page.locator('.account-header').getByRole('button', { name: headerPhrases.en.logOut }).click();
    // The sample reader's sections, hydrated: the editor can open the forms and the delete confirmation...
    await page.getByRole('button', { name: t['delete-account'] }).click();
    // Deleting asks for the current password, then would mail a confirmation link: filled in and sent, it stays here.
    await page.locator('.account-delete input[name="currentPassword"]').fill(password);
    await page.getByRole('button', { name: t['delete-request'] }).click();
    await page.getByRole('button', { name: t['edit-email'] }).click();
    await page.locator('.account-management form input[name="email"]').fill('someone@example.com');
    await page.getByRole('button', { name: t.save }).click();
    // ...and every one of them stayed in the page: the account page is still there, nothing was sent.
    await page.getByRole('heading', { name: t.heading }).waitFor();

    // A config naming every kind of social provider: the preview shows their buttons, inert, and loads no provider's
    // script (Google's quick sign-in would prompt the editor).
    const providerHosts: string[] = [];
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname;
      if (host !== '127.0.0.1') providerHosts.push(host);
    });
    await page.route('**/identity/public/v1/config', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, googleClientId: 'g-client', facebookAppId: '1234', teamId: 'T', keyId: 'K', urlToReceiveAuthToken: `${suite.server.base}/account/login/`, oidcProviders: [{ name: 'iwi-login' }] } });
    });
    await page.goto(`${suite.server.base}/account/login/?isAdmin=true`);
    await page.waitForSelector('[data-island="login"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    // It hydrates when visible: brought into view first.
    await page.locator('.social-sign-on').scrollIntoViewIfNeeded();
    const social = page.locator('.social-sign-on[data-state="preview"]');
    await social.waitFor({ timeout: 15_000 });
    const socialT = socialPhrases.en;
    const names = [socialT.google, socialT.facebook, socialT.apple, socialT.oidc.replace('{name}', 'iwi-login')];
    await expect(social.getByRole('button').allTextContents()).resolves.toEqual(names);
    // aria-disabled (Playwright waits for enabled elements): clicked all the same, as an editor selecting the block would.
    for (const name of names) await social.getByRole('button', { name }).click({ force: true });
    await expect(social.getByRole('button', { name: socialT.apple }).getAttribute('aria-disabled')).resolves.toBe('true');
    expect(page.url()).toBe(`${suite.server.base}/account/login/?isAdmin=true`);
    expect(providerHosts).toEqual([]);
    await page.locator('form input[type="email"]').first().fill('someone@example.com');
    await page.locator('form input[type="password"]').first().fill('Secret-123456');
    await page.locator('form').first().evaluate((form: HTMLFormElement) => form.requestSubmit());

    const found = await (await fetch(`${suite.server.base}/arc/content/v4/search/published?website=teaomarama&q=type:story&size=1`)).json();
    await page.goto(`${suite.server.base}${found.content_elements[0].websites.teaomarama.website_url}?isAdmin=true`);
    const share = page.locator('.share-bar a[href^="http"]').first();
    await share.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="share-bar"][data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    const before = page.url();
    await share.click();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(page.url()).toBe(before);

    expect(writes).toEqual([]);
    expect(popups).toEqual([]);
    // Still signed in: the preview's Log out and Delete did nothing to the editor's session or account.
    expect(await page.evaluate(() => localStorage.getItem('identity.userInfo'))).not.toBeNull();
    expect((await fetch(`${suite.server.base}/identity/public/v1/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: email, credentials: password, grantType: 'password' }),
    })).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a reader\'s page loads not one byte more: no aids script, no block attributes; the preview loads the aids chunk', async () => {
    const aids = aidsUrl();
    const reader = await suite.browser.newPage();
    const readerRequests: string[] = [];
    reader.on('request', (r) => readerRequests.push(new URL(r.url()).pathname));
    const res = await reader.goto(`${suite.server.base}/`);
    const html = await res!.text();
    await reader.waitForFunction(() => document.readyState === 'complete');
    expect(html).not.toMatch(/admin-aids|data-block-type|data-block-label|kupu-aids/);
    expect(readerRequests).not.toContain(aids);
    // Its module scripts: the islands entry alone, as before the preview existed.
    expect([...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])).toHaveLength(1);
    await reader.close();

    const { context, requested } = await openPreview();
    expect(requested).toContain(aids);
    await context.close();
  });
});
