import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import orderConfirmation from './index.ts';
import phrases from './phrases.json';

describe('order confirmation markup', () => {
  it('in the editor\'s preview it shows what the page will hold, in either language, never "loading"', () => {
    for (const lang of ['en', 'mi'] as const) {
      const html = renderBlock(orderConfirmation, { isAdmin: true, lang });
      expect(html).toContain(phrases[lang]['admin-preview']);
      expect(html).not.toContain(phrases[lang].loading);
    }
  });

  it('on the site it waits for the order, announced as loading', () => {
    const html = renderBlock(orderConfirmation, {});
    expect(html).toContain(phrases.en.loading);
    expect(html).not.toContain(phrases.en['admin-preview']);
  });
});
