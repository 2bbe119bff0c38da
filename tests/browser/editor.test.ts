// The editor in Chromium as a new editor uses it (issue 14's Done-when), against the production build with the
// page-config store, the real identity service and sample content: sign in through the login page, open the
// homepage, add a promo and pick its story with the content picker, see it in the preview, an invalid value's
// error at its field, a draft readers do not see, a publish they do, a rollback, a move by keyboard only undone and
// redone, a click in the preview selecting in the outline; a new page from a layout; two editors saving from one
// revision and one field (the second is asked mine or theirs for it, keeps theirs, nothing lost); a site's document list
// that a slower answer for the site shown before does not replace.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { artifactPath, browserSuite, holdRequests, root } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { docStatus as status, HOME, openHomepage, sectionOrder, signInAsNewEditor, startWithContent } from './editor-support.ts';

const EDITOR_MS = 240_000;
// Presence beats every 3 s (the editor's own 15 s would make two editors wait that long to see each other).
const suite = browserSuite(() => startWithContent({ presenceTtlSeconds: 6 }));

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /revision|Rolled back/ }).first();
const readerHome = async () => (await fetch(`${suite.server.base}/`)).text();
const row = (page: Page, id: string): Locator => page.locator(`li[data-block-id="${id}"] > .ed-row .ed-label`);

describe('the editor', () => {
  it('composes, checks, saves, publishes and rolls back the homepage as a new editor would', async () => {
    const page = await signInAsNewEditor(suite.browser, suite.server);
    await openHomepage(page);
    // The editor's own controls (not the previewed page, the reader's, tested on its own).
    expect(await seriousViolations(page, '.ed-outline, .ed-toolbar, .ed-fields, .ed-preview-bar')).toEqual([]);
    const before = await readerHome();

    // Add a promo to a section from the catalogue drawer.
    await page.getByRole('button', { name: 'Add a block', exact: true }).click();
    await page.getByLabel('Add to').selectOption({ label: 'End of section Fullwidth 2 before video' });
    await page.getByLabel('Search blocks').fill('medium promo');
    await page.getByRole('button', { name: 'Add Medium Promo', exact: true }).click();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'trending', 'ad-mid', 'medium-promo-1']);
    await expect.poll(() => row(page, 'medium-promo-1').getAttribute('aria-pressed')).toBe('true');
    // No story yet: the required field's error is shown at it, and the page cannot be published.
    const story = page.locator('.ed-fields fieldset.ed-picker');
    await expect.poll(() => page.locator('.ed-fields').textContent()).toContain('missing required field "content"');
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);

    // Pick a story the homepage does not show yet with the content picker.
    await story.getByLabel('Search stories').fill('Flooding');
    await story.getByRole('button', { name: 'Search', exact: true }).click();
    const choices = story.getByRole('button', { name: /^Choose: / });
    await choices.first().waitFor();
    const headlines = (await choices.allTextContents()).map((t) => t.replace(/^Choose: /, ''));
    const headline = headlines.find((h) => !before.includes(h) && !/[&<>"']/.test(h));
    expect(headline, `a search result not on the homepage among ${headlines.join(' | ')}`).toBeDefined();
    await story.getByRole('button', { name: `Choose: ${headline}` }).click();
    await story.getByRole('figure', { name: 'Chosen story' }).getByText(headline!).waitFor();

    // The preview shows it.
    const preview = page.frameLocator('iframe.ed-frame');
    await preview.locator('[data-block-id="medium-promo-1"]').getByText(headline!).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('Unsaved changes');

    // An invalid value: its error at the field, publishing refused until it is fixed.
    await row(page, 'top-table').click();
    const perRow = page.getByLabel('Small stories per row');
    await perRow.fill('9');
    const field = page.locator('.ed-fields .form-group', { has: perRow });
    await field.getByText('must be <= 4').waitFor();
    await expect.poll(() => row(page, 'top-table').textContent()).toMatch(/⚠ 1/);
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    expect(await perRow.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: artifactPath('editor-invalid-field.png') });
    // The preview shows the invalid block as an error card; clicking it selects that block again.
    await row(page, 'trending').click();
    await expect.poll(() => row(page, 'trending').getAttribute('aria-pressed')).toBe('true');
    await preview.locator('.pb-admin-config-error[data-block-id="top-table"]').click({ timeout: 30_000 });
    await expect.poll(() => row(page, 'top-table').getAttribute('aria-pressed')).toBe('true');
    // Emptied, a required field is an error too (not its default quietly rendered while the form shows nothing).
    await perRow.fill('');
    await field.getByText('is empty: this field needs a value').waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    await perRow.fill('2');
    await expect.poll(() => status(page)).toBe('Unsaved changes');
    await expect.poll(() => perRow.getAttribute('aria-invalid')).toBeNull();

    // A draft: saved, and readers still get the published page.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => notice(page).textContent()).toMatch(/^Draft saved \(revision \d+\)\.$/);
    expect(await readerHome()).not.toContain(headline);

    // Published: readers get it.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => notice(page).textContent()).toMatch(/^Published \(revision \d+\)/);
    await expect.poll(readerHome, { timeout: 20_000 }).toContain(headline);

    // History: the first revision compared with what is open, then rolled back to: readers get the old page again.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revision history' });
    const revisions = dialog.locator('ol.ed-revisions > li');
    // The seeded revision and the draft (publishing it made no new revision), the draft the one readers see.
    await expect.poll(() => revisions.count()).toBe(2);
    expect(await revisions.first().textContent()).toContain('readers see this one');
    await revisions.last().getByRole('button', { name: 'Compare' }).click();
    await dialog.getByRole('region').getByText('medium-promo-1').first().waitFor();
    await page.screenshot({ path: artifactPath('editor-history.png') });
    await revisions.last().getByRole('button', { name: /^Roll back to / }).click();
    // A rollback publishes: it asks first.
    await page.getByRole('dialog', { name: /^Roll back to revision \d+\?$/ }).getByRole('button', { name: 'Roll back and publish' }).click();
    await expect.poll(() => notice(page).textContent()).toMatch(/^Rolled back to revision \d+ and published\.$/);
    await expect.poll(readerHome, { timeout: 20_000 }).not.toContain(headline);
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'trending', 'ad-mid']);

    // A move by keyboard only: the handle picks the block up, an arrow moves it, Space drops it; announced.
    const handle = page.getByRole('button', { name: 'Move Trending Stories (trending)', exact: true });
    const live = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    // Each key once the screen reader has been told what the one before did.
    await page.keyboard.press('Space');
    // Picked up, then over its own place.
    await expect.poll(() => live.textContent()).toMatch(/^(Picked up )?Trending Stories \(trending\) (at|is over) position 3 in fullwidth2BeforeVideo\.$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => live.textContent()).toBe('Trending Stories (trending) is over position 4 in fullwidth2BeforeVideo.');
    await page.keyboard.press('Space');
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'ad-mid', 'trending']);
    await expect.poll(() => live.textContent()).toMatch(/^Trending Stories \(trending\) dropped at position \d in fullwidth2BeforeVideo\.$/);
    // Undone and redone, by the keyboard shortcuts and the buttons.
    await page.keyboard.press('Control+z');
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'trending', 'ad-mid']);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'ad-mid', 'trending']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'trending', 'ad-mid']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['world-feature', 'top-table', 'ad-mid', 'trending']);

    // Or one place at a time by a row's own buttons: moving down past a chain puts the block after the chain, not
    // into it, and the focus stays on the button, so the keyboard can go on moving it.
    const latest = ['top-promos', 'rule-1', 'sections-row', 'rule-2', 'sections-row-2', 'rule-3', 'promo-row', 'lists-row'];
    const chainChildren = () => page.locator('li[data-block-id="sections-row"] > ul > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));
    expect(await sectionOrder(page, 'latestnews')).toEqual(latest);
    await page.getByRole('button', { name: /\(rule-1\) down$/ }).click();
    await expect.poll(() => sectionOrder(page, 'latestnews')).toEqual(['top-promos', 'sections-row', 'rule-1', 'rule-2', 'sections-row-2', 'rule-3', 'promo-row', 'lists-row']);
    expect(await chainChildren()).toEqual(['news-list', 'maori-list', 'sport-list']);
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionOrder(page, 'latestnews')).toEqual(['top-promos', 'sections-row', 'rule-2', 'rule-1', 'sections-row-2', 'rule-3', 'promo-row', 'lists-row']);
    await page.getByRole('button', { name: /\(rule-1\) up$/ }).click();
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionOrder(page, 'latestnews')).toEqual(latest);
    // The first block of a list offers no way up, nor the last a way down.
    expect(await page.getByRole('button', { name: /\(top-promos\) up$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /\(lists-row\) down$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /\(lists-row\) up$/ }).count()).toBe(1);

    // And by drag and drop with the mouse: the handle dragged above the section's first block.
    const handleOfTrending = page.getByRole('button', { name: 'Move Trending Stories (trending)', exact: true });
    await handleOfTrending.scrollIntoViewIfNeeded();
    const grip = (await handleOfTrending.boundingBox())!;
    const target = (await row(page, 'world-feature').boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, grip.y - 10, { steps: 4 });
    await page.mouse.move(grip.x + grip.width / 2, target.y + 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => sectionOrder(page, 'fullwidth2BeforeVideo')).toEqual(['trending', 'world-feature', 'top-table', 'ad-mid']);

    // A click on a block in the preview selects it in the outline (mobile width: the frame unscaled). The preview
    // reloads once the tree rests: the click waits until it shows the last move.
    const previewOrder = () => preview.locator('[data-block-id="trending"], [data-block-id="world-feature"]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-block-id')))]);
    await expect.poll(previewOrder).toEqual(['trending', 'world-feature']);
    await page.getByRole('button', { name: 'Mobile' }).click();
    await preview.locator('[data-block-id="top-table"]').first().click();
    await expect.poll(() => row(page, 'top-table').getAttribute('aria-pressed')).toBe('true');

    // Leaving with unsaved changes asks first; staying keeps them.
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'All documents' }).click();
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave and lose them?']);
    expect(new URL(page.url()).searchParams.get('doc')).toBe(HOME);

    // The editor in Māori: its own words and the catalogue's labels.
    await page.getByRole('button', { name: 'Te reo Māori' }).click();
    await page.getByRole('navigation', { name: 'Whakarāpopototanga' }).waitFor();
    await page.getByRole('button', { name: 'Tiakina te tauira' }).waitFor();
    await page.getByRole('button', { name: 'Tāpiri poraka', exact: true }).click();
    await page.getByRole('button', { name: 'Tāpiri Whakatairanga Waenga', exact: true }).waitFor();
    await page.context().close();
  }, EDITOR_MS);

  it("the document list, the first screen, loads without the open document's code; opening a document fetches it", async () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/editor/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
    expect(manifest['editor/main.tsx']!.dynamicImports).toContain('editor/doc-editor.tsx');
    const docChunk = `/editor/${manifest['editor/doc-editor.tsx']!.file}`;
    const page = await signInAsNewEditor(suite.browser, suite.server);
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
    await page.locator(`a[href="/editor/?doc=${encodeURIComponent(HOME)}"]`).waitFor();
    expect(await loaded()).toContain(`/editor/${manifest['editor/main.tsx']!.file}`);
    expect(await loaded()).not.toContain(docChunk);
    await openHomepage(page);
    expect(await loaded()).toContain(docChunk);
    await page.context().close();
  }, EDITOR_MS);

  it('two editors editing different blocks of one page at once both keep their work, each seeing the other is there', async () => {
    const [first, second] = await Promise.all([signInAsNewEditor(suite.browser, suite.server), signInAsNewEditor(suite.browser, suite.server)]);
    await openHomepage(first);
    await openHomepage(second);
    // Both editors signed up as Aroha Ngata: each is told the other has the page open.
    for (const page of [first, second]) await page.getByRole('status').filter({ hasText: 'Also editing: Aroha Ngata' }).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(first, '.ed-toolbar')).toEqual([]);
    await row(first, 'top-table').click();
    await first.getByLabel('Small stories per row').fill('1');
    await row(second, 'trending').click();
    await second.getByLabel('Hide tag').check();
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => notice(first).textContent()).toMatch(/^Draft saved/);
    await second.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => notice(second).textContent()).toMatch(/^Saved \(revision \d+\) with the changes .+ saved meanwhile merged in: changed top-table\.$/);
    // The second editor's page now has the first one's change too, and so has the head.
    expect(await second.getByRole('dialog').count()).toBe(0);
    const head = await second.evaluate(async (doc) => (await (await fetch(`/editor/api/doc?doc=${encodeURIComponent(doc)}`)).json()).head.value, HOME) as { sections: Record<string, Array<{ id: string; customFields?: Record<string, unknown> }>> };
    const block = (id: string) => Object.values(head.sections).flat().find((b) => b.id === id)?.customFields;
    expect([block('top-table')?.storiesPerRowSM, block('trending')?.hideTag]).toEqual([1, true]);
    await row(second, 'top-table').click();
    expect(await second.getByLabel('Small stories per row').inputValue()).toBe('1');
    // Published, as the next test expects to find the homepage.
    await second.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => notice(second).textContent()).toMatch(/^Published \(revision \d+\)/);
    await first.context().close();
    await second.context().close();
  }, EDITOR_MS);

  it('a publish scheduled from the toolbar is listed with its document and can be cancelled from the list', async () => {
    const page = await signInAsNewEditor(suite.browser, suite.server);
    await openHomepage(page);
    await page.getByRole('button', { name: 'Schedule publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a publish' });
    await dialog.getByLabel('Publish at').waitFor();
    expect(await seriousViolations(page, '.ed-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.getByRole('status').filter({ hasText: /^Revision \d+ will be published at / }).waitFor();
    await dialog.getByRole('button', { name: /^Cancel the publish at / }).waitFor();
    await page.screenshot({ path: artifactPath('editor-schedule.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'All documents' }).click();
    await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
    const item = page.locator('ul.ed-docs > li').filter({ has: page.locator(`a[href="/editor/?doc=${encodeURIComponent(HOME)}"]`) });
    const cancel = item.getByRole('button', { name: /^Cancel the publish at / });
    await cancel.waitFor();
    expect(await item.textContent()).toMatch(/Revision \d+ is published at /);
    await cancel.click();
    await expect.poll(() => cancel.count()).toBe(0);
    await page.context().close();
  }, EDITOR_MS);

  it('two editors change one field from the same revision: the second is asked mine or theirs for it, keeps theirs, and nothing is lost', async () => {
    const [first, second] = await Promise.all([signInAsNewEditor(suite.browser, suite.server), signInAsNewEditor(suite.browser, suite.server)]);
    await openHomepage(first);
    await openHomepage(second);
    for (const page of [first, second]) await row(page, 'top-table').click();
    await first.getByLabel('Small stories per row').fill('3');
    await second.getByLabel('Small stories per row').fill('4');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => notice(first).textContent()).toMatch(/^Draft saved/);
    await second.getByRole('button', { name: 'Save draft' }).click();
    const conflict = second.getByRole('dialog', { name: 'Someone else saved this page' });
    await conflict.waitFor();
    // The one field both changed, with both values: 4 (mine) against 3 (theirs).
    const field = conflict.getByRole('group', { name: 'Block Top Table List (top-table), field Small stories per row' });
    expect(await field.getByRole('radio').count()).toBe(2);
    await field.getByRole('radio', { name: 'Theirs: 3' }).waitFor();
    expect(await seriousViolations(second, '.ed-dialog')).toEqual([]);
    await field.getByRole('radio', { name: 'Mine: 4' }).check();
    await second.screenshot({ path: artifactPath('editor-clash.png') });
    await conflict.getByRole('button', { name: 'Save with these choices' }).click();
    await expect.poll(() => notice(second).textContent()).toMatch(/^Draft saved/);
    // Both saves are revisions: theirs (3) is kept in the history, mine (4) is the head.
    const docs = await second.evaluate(async (doc) => {
      const list = await (await fetch(`/editor/api/revisions?doc=${encodeURIComponent(doc)}`)).json() as Array<{ id: number }>;
      const values = await Promise.all(list.slice(0, 2).map(async (r) => (await fetch(`/editor/api/revision?doc=${encodeURIComponent(doc)}&id=${r.id}`)).json()));
      return values.map((r: { value: { sections: Record<string, Array<{ id: string; customFields?: { storiesPerRowSM?: number } }>> } }) =>
        r.value.sections.fullwidth2BeforeVideo.find((b) => b.id === 'top-table')?.customFields?.storiesPerRowSM);
    }, HOME);
    expect(docs).toEqual([4, 3]);
    await first.context().close();
    await second.context().close();
  }, EDITOR_MS);

  it('a site chosen while the first site\'s documents are loading lists its own, whenever the first list answers', async () => {
    const page = await signInAsNewEditor(suite.browser, suite.server);
    // The first site's documents are held until the chosen site's have been shown.
    const { release } = await holdRequests(page, (url) => url.pathname === '/editor/api/docs' && url.searchParams.get('site') !== 'teaomarama');
    // The list opens on the editor's last site: another than the one chosen next.
    await page.addInitScript(() => localStorage.setItem('kupu-editor-site', 'te-rito'));
    await page.addInitScript(() => {
      const text = Response.prototype.text;
      Response.prototype.text = async function (this: Response) {
        const body = await text.call(this);
        if (this.url.includes('/editor/api/docs') && !this.url.includes('site=teaomarama')) Object.assign(window, { otherListRead: true });
        return body;
      };
    });
    await page.reload();
    await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
    const home = page.locator(`a[href="/editor/?doc=${encodeURIComponent(HOME)}"]`);
    await home.waitFor();
    release();
    await page.waitForFunction(() => 'otherListRead' in window);
    // A message posted now is handled after the render that answer would have scheduled (React posts its own).
    await page.evaluate(() => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    }));
    expect(await home.isVisible()).toBe(true);
    await page.context().close();
  }, EDITOR_MS);

  it('a new page from a layout opens with the layout\'s sections, saved as a draft readers do not get', async () => {
    const page = await signInAsNewEditor(suite.browser, suite.server);
    await page.getByLabel('Site', { exact: true }).selectOption('teaomarama');
    await page.getByLabel('Page name').fill('Kapa haka festival');
    await page.getByLabel('Address (starts with /)').fill('/kapa-haka-festival/');
    await page.getByLabel('Layout', { exact: true }).selectOption('right-rail');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL((url) => url.searchParams.get('doc') === 'pages/teaomarama/kapa-haka-festival.json');
    const outline = page.getByRole('navigation', { name: 'Outline' });
    await expect.poll(() => outline.locator('section h4').allTextContents()).toEqual(['navigation', 'fullwidth1', 'main', 'rightTail', 'fullwidth2', 'footer']);
    await expect.poll(() => status(page)).toBe('Saved draft, not published');
    expect((await fetch(`${suite.server.base}/kapa-haka-festival/`)).status).toBe(404);
    await page.context().close();
  }, EDITOR_MS);

  it('a template is previewed at an address the editor gives: one of the stories it serves', async () => {
    const story = /href="(\/\d{4}\/\d{2}\/\d{2}\/[^"#?]+\/)"/.exec(await readerHome())?.[1];
    expect(story, 'a story linked from the homepage').toBeDefined();
    const page = await signInAsNewEditor(suite.browser, suite.server);
    await page.goto(`${suite.server.base}/editor/?doc=${encodeURIComponent('shared/templates/article.json')}`);
    await page.getByRole('navigation', { name: 'Outline' }).waitFor();
    await page.getByLabel('Preview at the address').fill(story!);
    const frame = page.frameLocator('iframe.ed-frame');
    await frame.locator('[data-block-type="headline"]').first().waitFor({ timeout: 30_000 });
    expect(new URL((await page.locator('iframe.ed-frame').getAttribute('src'))!, suite.server.base).pathname).toMatch(/^\/editor\/preview\//);
    await page.context().close();
  }, EDITOR_MS);
});
