// The editor's field kinds in Chromium: an HTML field opens as rich text when rich text keeps all of it and as code
// when it would not, its toolbar formats what is typed, and the page renders what the box holds.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactPath, browserSuite } from './browser.ts';
import { allViolations } from './axe.ts';
import { configsWith, startEditorServer } from '../support/editor-server.ts';
import { TEST_SECRET } from '../support/sample-db.ts';
import { loadSampleContent } from '../../services/sample-content/load.ts';
import { signImageId } from '../../services/resizer/index.ts';

const HOME = 'pages/teaomarama/homepage.json';

async function start() {
  const configs = configsWith({});
  const server = await startEditorServer({ configDir: configs.dir });
  // The store starts empty: the story picker needs stories to find.
  await loadSampleContent(server.services.store, { now: new Date(), skipImages: true, signImage: (id) => signImageId(TEST_SECRET, id) });
  return { ...server, async stop() { await server.stop(); configs.remove(); } };
}

describe('editor field kinds (Debian Chromium, 1366 x 900)', () => {
  const suite = browserSuite(start);

  async function openBlock(id: string): Promise<Page> {
    const editor = await suite.server.editor(`editor-fields-${process.pid}-${Date.now()}@example.org`);
    const [name, value] = editor.cookie.split('=') as [string, string];
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name, value, url: `${suite.server.base}/editor/` }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/editor/?doc=${encodeURIComponent(HOME)}`);
    try {
      await page.locator(`li[data-block-id="${id}"] > .ed-row .ed-label`).click({ timeout: 30_000 });
    } catch (e) {
      await page.screenshot({ path: artifactPath('editor-fields-open.png') });
      throw e;
    }
    return page;
  }

  it('an HTML field with markup rich text would drop opens as code; plain prose switches to rich text, whose bold reaches the preview', { timeout: 120_000 }, async () => {
    const page = await openBlock('below-fold');
    const fields = page.locator('.ed-fields');
    // The sample's note carries a class: rich text would drop it, so the field is code and says why.
    const code = fields.locator('#field-below-fold_HTML');
    expect(await code.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    await fields.getByText('This HTML has markup rich text would drop').waitFor();
    const modes = fields.getByRole('group', { name: 'How to edit HTML', exact: true });
    expect(await modes.getByRole('button', { name: 'Rich text' }).isDisabled()).toBe(true);

    await code.fill('<p>Kia ora koutou</p>');
    await modes.getByRole('button', { name: 'Rich text' }).click();
    const box = fields.locator('#field-below-fold_HTML');
    expect(await box.getAttribute('contenteditable')).toBe('true');
    // Both modes' controls are named and reachable (axe, best practices included).
    expect(await allViolations(page, '.ed-fields')).toEqual([]);
    const preview = page.frameLocator('iframe.ed-frame');
    await preview.locator('[data-block-id="below-fold"] p', { hasText: 'Kia ora koutou' }).waitFor({ timeout: 30_000 });
    await box.click();
    await page.keyboard.press('End');
    await fields.getByRole('toolbar', { name: 'Formatting of HTML', exact: true }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' katoa');
    await preview.locator('[data-block-id="below-fold"] p > b', { hasText: 'katoa' }).waitFor({ timeout: 30_000 });
    expect(await preview.locator('[data-block-id="below-fold"] p').textContent()).toMatch(/^Kia ora koutou\s+katoa$/);
  });

  it('the story picker narrows by type, language and words, newest first, each result with its date, section and language', { timeout: 120_000 }, async () => {
    const page = await openBlock('world-feature');
    const picker = page.locator('.ed-fields fieldset.ed-picker');
    await picker.getByLabel('Type').selectOption({ label: 'Video' });
    await picker.getByLabel('Language').selectOption({ label: 'Māori' });
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    const results = picker.getByRole('list', { name: 'Stories found' }).locator('li.ed-result');
    await results.first().waitFor();
    const metas = await results.locator('small').allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) expect(meta).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m · .+ · Māori · video$/);
    // Newest first.
    const dates = await results.locator('time').evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const headline = (await results.first().getByRole('button').textContent())!.replace(/^Choose: /, '');
    await results.first().getByRole('button').click();
    await picker.getByRole('figure', { name: 'Chosen story' }).getByText(headline).waitFor();

    // Words narrow it further: a word's start finds the headline it begins a word of.
    const word = headline.split(/\s+/).find((w) => /^[\p{L}]{4,}/u.test(w))!.slice(0, 4);
    await picker.getByLabel('Search stories').fill(word);
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    await picker.getByRole('button', { name: `Choose: ${headline}` }).waitFor();
    expect(await allViolations(page, '.ed-fields')).toEqual([]);
  });

  it("a text edit is patched into the preview's page, which does not reload; a new block reloads it", { timeout: 120_000 }, async () => {
    const page = await openBlock('partner-promo');
    const preview = page.frameLocator('iframe.ed-frame');
    const frame = () => page.frames().find((f) => f.url().includes('/editor/preview/'))!;
    await preview.locator('[data-block-id="partner-promo"]').getByText('Local Democracy Reporting').first().waitFor({ timeout: 30_000 });
    await frame().evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.locator('.ed-fields').getByLabel('Headline', { exact: true }).fill('Kōrero ā-rohe');
    await preview.locator('[data-block-id="partner-promo"]').getByText('Kōrero ā-rohe').first().waitFor({ timeout: 30_000 });
    expect(await frame().evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    // The selected block is still outlined in the patched page.
    await expect.poll(() => frame().evaluate(() => (document.querySelector('[data-kupu-aids="highlight"]') as HTMLElement | null)?.style.display)).toBe('block');

    // A copy of the block changes the page's shape: the frame reloads to show it (the mark is gone).
    const row = page.locator('li[data-block-id="partner-promo"] > .ed-row');
    await row.hover();
    await row.getByRole('button', { name: /^Copy / }).click();
    await expect.poll(() => preview.locator('[data-block-type="large-manual-promo"]').count(), { timeout: 30_000 }).toBe(2);
    expect(await frame().evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBeUndefined();
  });

  it("a scheduled publish is typed and shown in the site's time zone and New Zealand's format, whatever the browser's zone", { timeout: 120_000 }, async () => {
    const page = await openBlock('partner-promo');
    await page.getByRole('button', { name: 'Schedule publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a publish' });
    const when = dialog.getByLabel('Publish at');
    await dialog.getByText('Time in Pacific/Auckland').waitFor();
    // An hour from now on New Zealand's clocks (this browser runs in UTC).
    const expected = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', dateStyle: 'short', timeStyle: 'short' }).format(Date.now() + 3_600_000).replace(' ', 'T');
    const shown = await when.inputValue();
    expect(Math.abs(Date.parse(`${shown}:00Z`) - Date.parse(`${expected}:00Z`))).toBeLessThanOrEqual(60_000);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const notice = dialog.getByRole('status').filter({ hasText: /^Revision \d+ will be published at / });
    await notice.waitFor();
    const [, day, month, year, hour, minute, half] = /at (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}):(\d{2}) ([ap]m)/.exec((await notice.textContent())!)!;
    const [date, time] = shown.split('T');
    expect(`${year}-${String(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`).toBe(date);
    expect(`${String((Number(hour) % 12) + (half === 'pm' ? 12 : 0)).padStart(2, '0')}:${minute}`).toBe(time);
    await dialog.getByRole('button', { name: /^Cancel the publish at / }).click();
  });

  it('a new page can start as a copy of a page: its blocks, with the title and address asked for, as a draft', { timeout: 120_000 }, async () => {
    const editor = await suite.server.editor(`editor-copy-${process.pid}-${Date.now()}@example.org`);
    const [name, value] = editor.cookie.split('=') as [string, string];
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name, value, url: `${suite.server.base}/editor/` }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}/editor/`);
    await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
    await page.getByLabel('Page name').fill('Matariki');
    await page.getByLabel('Address (starts with /)').fill('/matariki/');
    const from = page.getByLabel('Start from');
    await expect.poll(() => from.locator('option').allTextContents()).toContain('A copy of Te Ao Mārama (/)');
    await from.selectOption({ label: 'A copy of Te Ao Mārama (/)' });
    expect(await page.getByLabel('Layout', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL((url) => url.searchParams.get('doc') === 'pages/teaomarama/matariki.json');
    await page.locator('li[data-block-id="partner-promo"]').waitFor();
    const stored = (await suite.server.services.pageConfigs.store.doc('pages/teaomarama/matariki.json'))!;
    expect(stored.head.value).toMatchObject({ uri: '/matariki/', title: 'Matariki', layout: 'homepage-layout' });
    expect((await fetch(`${suite.server.base}/matariki/`)).status).toBe(404);
    await context.close();
  });
});
