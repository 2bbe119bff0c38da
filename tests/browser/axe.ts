import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical accessibility problems (axe-core) in the page, or in `selector`, as readable lines. */
export async function seriousViolations(page: Page, selector = 'html'): Promise<string[]> {
  // Evaluated through the DevTools protocol: an added <script> would carry no nonce and the page's policy refuses it.
  await page.evaluate(axeSource);
  return page.evaluate(async (sel) => {
    const r = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** Every axe-core violation in the page, whatever its impact, best practices included, as readable lines. */
export async function allViolations(page: Page, selector = 'html'): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (sel) => {
    const r = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join(', ')}`);
  }, selector);
}
