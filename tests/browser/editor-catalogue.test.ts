// The editor's catalogue drawer and drag and drop on the preview, in Chromium at a laptop's 1366 x 900, as a new
// editor uses them on the sample homepage (issue 46): the drawer opens by its shortcut, adds at the selection by
// keyboard, has no accessibility violation in either language, a block dragged from it lands on the preview where
// its drop line was, and a block dragged on the preview page moves there.
import { describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { artifactPath, browserSuite } from './browser.ts';
import { allViolations } from './axe.ts';
import { openHomepage, sectionOrder, signInAsNewEditor, startWithContent } from './editor-support.ts';

const MS = 240_000;
// Presence kept short: an editor of the test before is gone from the page (its notice shifts the layout) soon.
const suite = browserSuite(() => startWithContent({ presenceTtlSeconds: 6 }));

/** Signed in at 1366 x 900 with the homepage open, and no other editor shown on it (their notice moves the panes). */
async function openAlone() {
  const page = await signInAsNewEditor(suite.browser, suite.server, { width: 1366, height: 900 });
  await openHomepage(page);
  await expect.poll(() => page.getByText(/^Also editing/).count(), { timeout: 30_000 }).toBe(0);
  return page;
}

const row = (page: Page, id: string): Locator => page.locator(`li[data-block-id="${id}"] > .ed-row .ed-label`);

/**
 * A point of the editor page over a block of the preview, in its upper or lower half, where the block itself is hit
 * (not a sticky header over it): the block scrolled to the middle of the frame first, unless `scroll` is false.
 */
async function pointIn(page: Page, preview: FrameLocator, id: string, half: 'upper' | 'lower', scroll = true) {
  const inFrame = await preview.locator(`[data-block-id="${id}"][data-block-type]`).first().evaluate((el, { half, scroll }) => {
    const boxed = el.getBoundingClientRect().height ? el : [...el.querySelectorAll('*')].find((c) => c.getBoundingClientRect().height > 0);
    if (scroll) boxed?.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.selectNodeContents(el);
    const own = el.getBoundingClientRect();
    const r = own.height ? own : range.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const middle = r.top + r.height / 2;
    const hits = (y: number) => y >= 0 && y < window.innerHeight && document.elementFromPoint(x, y)?.closest('[data-block-id][data-block-type]')?.getAttribute('data-block-id') === el.getAttribute('data-block-id');
    for (let i = 3; i < r.height / 2; i += 3) {
      const y = half === 'upper' ? r.top + i : r.bottom - i;
      if (y >= 0 && y < window.innerHeight && (half === 'upper' ? y < middle : y > middle) && hits(y)) return { x, y };
    }
    return null;
  }, { half, scroll });
  expect(inFrame, `the ${half} half of ${id} shown in the preview`).not.toBeNull();
  const frame = (await page.locator('iframe.ed-frame').boundingBox())!;
  return { x: frame.x + inFrame!.x, y: frame.y + inFrame!.y };
}

/** The preview's blocks of a section in page order (each once: an island's wrapper and its body share an id). */
const previewOrder = (preview: FrameLocator, ids: string[]) =>
  preview.locator(ids.map((id) => `[data-block-id="${id}"]`).join(', ')).evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-block-id')))]);

const dropLine = (preview: FrameLocator) => preview.locator('[data-kupu-aids="drop-line"]');

describe('the catalogue drawer', () => {
  it('opens by its shortcut with the search focused, adds at the selection by keyboard, and has no axe violation in English or Māori', async () => {
    const page = await openAlone();
    await row(page, 'rule-1').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => row(page, 'rule-1').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Control+k');
    const drawer = page.getByRole('dialog', { name: 'Add a block' });
    await drawer.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    // The selection is where it goes, unless the editor chooses a place; sections by name, not by key.
    expect(await drawer.getByLabel('Add to').locator('option:checked').textContent()).toBe('After the selected block');
    expect(await drawer.getByLabel('Add to').locator('option').allTextContents()).toContain('End of section Fullwidth 2 before video');
    // Grouped: the promos under their heading, each with its description.
    const promos = drawer.getByRole('region', { name: 'Promos' });
    await promos.getByRole('button', { name: 'Add Medium Promo', exact: true }).waitFor();
    expect(await promos.getByRole('button', { name: 'Add Medium Promo', exact: true }).getAttribute('aria-describedby')).toBeTruthy();
    await page.screenshot({ path: artifactPath('editor-catalogue-drawer.png') });
    expect(await allViolations(page, '.ed-drawer')).toEqual([]);

    await page.keyboard.type('medium promo');
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionOrder(page, 'latestnews')).toEqual(['top-promos', 'rule-1', 'medium-promo-1', 'sections-row', 'rule-2', 'sections-row-2', 'rule-3', 'promo-row', 'lists-row']);
    await expect.poll(() => row(page, 'medium-promo-1').getAttribute('aria-pressed')).toBe('true');
    // Added, the drawer closes on the new block's fields; "/" opens it again, in Māori too.
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Te reo Māori' }).click();
    await page.getByRole('navigation', { name: 'Whakarāpopototanga' }).waitFor();
    await page.locator('body').press('/');
    const miDrawer = page.getByRole('dialog', { name: 'Tāpiri poraka' });
    await miDrawer.getByRole('button', { name: 'Tāpiri Whakatairanga Waenga', exact: true }).waitFor();
    expect(await allViolations(page, '.ed-drawer')).toEqual([]);
    await page.keyboard.press('Escape');
    await miDrawer.waitFor({ state: 'detached' });
    await page.context().close();
  }, MS);

  it('a block dragged from the drawer onto the preview goes where the drop line shows; a block dragged on the preview moves there', async () => {
    const page = await openAlone();
    const preview = page.frameLocator('iframe.ed-frame');
    // At mobile width the frame is shown unscaled.
    await page.getByRole('button', { name: 'Mobile' }).click();
    await preview.locator('[data-block-id="world-feature"]').first().waitFor({ timeout: 30_000 });
    const section = ['world-feature', 'top-table', 'trending', 'ad-mid'];
    expect(await sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(section);

    await page.getByRole('button', { name: 'Add a block' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a block' });
    await drawer.getByLabel('Search blocks').fill('small promo');
    const entry = (await drawer.getByRole('button', { name: 'Add Small Promo', exact: true }).boundingBox())!;
    const target = await pointIn(page, preview, 'top-table', 'upper');
    await page.mouse.move(entry.x + 30, entry.y + entry.height / 2);
    await page.mouse.down();
    await page.mouse.move(entry.x + 10, entry.y + entry.height / 2, { steps: 4 });
    // The upper half of "top-table": before it.
    await page.mouse.move(target.x, target.y, { steps: 16 });
    await dropLine(preview).waitFor({ state: 'visible' });
    await page.mouse.up();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'small-promo-1', 'top-table', 'trending', 'ad-mid']);
    await expect.poll(() => previewOrder(preview, ['world-feature', 'small-promo-1', 'top-table']), { timeout: 30_000 }).toEqual(['world-feature', 'small-promo-1', 'top-table']);
    await dropLine(preview).waitFor({ state: 'hidden' });

    // On the page itself: "world-feature" pressed and dragged to the lower half of the new block goes after it.
    await page.keyboard.press('Escape');
    const to = await pointIn(page, preview, 'small-promo-1', 'lower');
    const start = await pointIn(page, preview, 'world-feature', 'lower', false);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y + 12, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 16 });
    await dropLine(preview).waitFor({ state: 'visible' });
    await page.mouse.up();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['small-promo-1', 'world-feature', 'top-table', 'trending', 'ad-mid']);
    await expect.poll(() => previewOrder(preview, ['world-feature', 'small-promo-1', 'top-table']), { timeout: 30_000 }).toEqual(['small-promo-1', 'world-feature', 'top-table']);
    // Moved, the block is the one selected, as after a move in the outline; the preview stayed on the page.
    await expect.poll(() => row(page, 'world-feature').getAttribute('aria-pressed')).toBe('true');
    expect(new URL(await preview.locator('body').evaluate(() => location.href)).pathname).toMatch(/^\/editor\/preview\//);
    await page.context().close();
  }, MS);

  it('in the outline a drop line shows where a block from the drawer, or one dragged across sections, goes; the drop puts it there', async () => {
    const page = await openAlone();
    const line = page.locator('.ed-outline [data-drop-line]');
    // Measured once the row dragged over is in view (scrolling it there may scroll the page, moving the handle), in
    // the middle of the outline: near its edges a drag scrolls the outline, moving the row from under the pointer.
    const dragTo = async (handle: Locator, overId: string) => {
      await row(page, overId).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await handle.boundingBox())!;
      const over = (await row(page, overId).boundingBox())!;
      const from = { x: box.x + Math.min(30, box.width / 2), y: box.y + box.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x - 10, from.y + 10, { steps: 4 });
      await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2 - 4, { steps: 16 });
    };

    await page.getByRole('button', { name: 'Add a block' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a block' });
    await drawer.getByLabel('Search blocks').fill('divider');
    await dragTo(drawer.getByRole('button', { name: 'Add Divider', exact: true }), 'trending');
    await page.locator('li[data-block-id="trending"] > [data-drop-line="before"]').waitFor();
    expect(await line.count()).toBe(1);
    await page.mouse.up();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'divider-1', 'trending', 'ad-mid']);
    await line.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // The first block of "fullwidth2BeforeVideo" dragged by its handle into the chain at the end of the section
    // before: the line, then the move.
    const chain = () => page.locator('li[data-block-id="lists-row"] > ul > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));
    expect(await chain()).toEqual(['latest', 'popular']);
    await dragTo(page.getByRole('button', { name: 'Move Extra Large Promo (world-feature)', exact: true }), 'popular');
    await page.locator('li[data-block-id="popular"] > [data-drop-line="before"]').waitFor();
    await page.screenshot({ path: artifactPath('editor-outline-drop-line.png') });
    await page.mouse.up();
    await expect.poll(chain).toEqual(['latest', 'world-feature', 'popular']);
    expect(await sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['top-table', 'divider-1', 'trending', 'ad-mid']);
    await page.context().close();
  }, MS);
});
