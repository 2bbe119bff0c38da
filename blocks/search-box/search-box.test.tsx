import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import searchBox from './index.ts';

describe('search-box block', () => {
  it('is an island hydrated when the browser is idle', () => {
    expect(searchBox.island?.hydrate).toBe('idle');
  });

  it('a labelled search form with a real submit button, in English and Māori', () => {
    const en = renderBlock(searchBox);
    expect(en).toContain('role="search"');
    const labelFor = /<label class="visually-hidden" for="([^"]+)">Search<\/label>/.exec(en)?.[1];
    expect(labelFor).toBeTruthy();
    expect(en).toContain(`id="${labelFor}"`);
    expect(en).toContain('type="search"');
    expect(en).toContain('<button type="submit"');
    const mi = renderBlock(searchBox, { lang: 'mi' });
    expect(mi).toContain('>Rapu</label>');
    expect(mi).toContain('placeholder="Rapua ngā kōrero"');
  });

  it('on AMP output there is no form (AMP allows none that scripts submit), open or collapsible', () => {
    for (const collapsible of [false, true]) {
      const html = renderBlock(searchBox, { outputType: 'amp', customFields: { collapsible } });
      expect(html).not.toContain('<form');
      expect(html).not.toContain('<input');
      expect(html).not.toContain('<button');
    }
  });

  it('search box opens on click: collapsible starts closed behind a button', () => {
    const html = renderBlock(searchBox, { customFields: { collapsible: true } });
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('<input');
    expect(html).toContain('Open search');
  });
});
