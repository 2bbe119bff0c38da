// What the editor's browser tests share: the editor's server with the page-config store, the identity service and
// sample content loaded, a new editor signed in through the login page, and the homepage opened.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { configsWith, PASSWORD, startEditorServer, type EditorServer, type EditorServerOptions } from '../support/editor-server.ts';
import { TEST_SECRET } from '../support/sample-db.ts';
import { loadSampleContent } from '../../services/sample-content/load.ts';
import { signImageId } from '../../services/resizer/index.ts';

export const HOME = 'pages/teaomarama/homepage.json';

export async function startWithContent(options: Omit<EditorServerOptions, 'configDir'> = {}): Promise<EditorServer> {
  const configs = configsWith({});
  const server = await startEditorServer({ ...options, configDir: configs.dir });
  // The store starts empty: the content picker needs stories to find, the homepage stories to show.
  await loadSampleContent(server.services.store, { now: new Date(), skipImages: true, signImage: (id) => signImageId(TEST_SECRET, id) });
  return {
    ...server,
    async stop() {
      await server.stop();
      configs.remove();
    },
  };
}

let editors = 0;

/** A new account with the editor role, signed in through the login page and the editor's session bridge. */
export async function signInAsNewEditor(browser: Browser, server: EditorServer, viewport = { width: 1600, height: 1000 }): Promise<Page> {
  const email = `editor-ui-${process.pid}-${++editors}@example.org`;
  const account = await server.reader(email);
  await server.services.pageConfigs.access.grant(account.uuid);
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`${server.base}/editor/`);
  await page.waitForURL((url) => url.pathname === '/account/login/');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/editor/', { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Page editor' }).waitFor();
  return page;
}

export const docStatus = (page: Page) => page.locator('#doc-status').textContent();

export async function openHomepage(page: Page) {
  await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
  await page.locator(`a[href="/editor/?doc=${encodeURIComponent(HOME)}"]`).click();
  await page.getByRole('navigation', { name: 'Outline' }).waitFor();
  await expect.poll(() => docStatus(page)).toBe('Saved and published');
}

/** The ids of a section's top-level blocks in the outline, in order. */
export const sectionOrder = (page: Page, section: string) =>
  page.locator(`section[aria-labelledby="section-${section}"] > ul > li`).evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));
