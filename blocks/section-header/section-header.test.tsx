import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import sectionHeader from './index.ts';
import { HEADER_SIZES } from './header.ts';

const SECTION = { _id: '/sport', name: 'Sport', nav_title: 'Sport', maori_title: 'Hākinakina' };

describe('section-header', () => {
  it("section header: the global content's nav_title in English", () => {
    expect(renderBlock(sectionHeader, { globalContent: SECTION })).toContain('<h1 class="section-header__title">Sport</h1>');
  });
  it('section header: maori_title in Māori', () => {
    expect(renderBlock(sectionHeader, { lang: 'mi', globalContent: SECTION })).toContain('<h1 class="section-header__title">Hākinakina</h1>');
  });
  it('section header: on a tag page, the tag\'s name is the page\'s <h1>', () => {
    expect(renderBlock(sectionHeader, { globalContent: { Payload: [{ slug: 'flooding', name: 'Flooding' }] } })).toContain('<h1 class="section-header__title">Flooding</h1>');
  });
  it('section header: optional uppercase', () => {
    expect(renderBlock(sectionHeader, { lang: 'mi', globalContent: SECTION, customFields: { uppercase: true } })).toContain('>HĀKINAKINA</h1>');
    expect(renderBlock(sectionHeader, { globalContent: SECTION, customFields: { uppercase: false } })).toContain('>Sport</h1>');
  });
  it('header size options: Extra Large, Large, Medium, Small (default Large)', () => {
    expect(HEADER_SIZES).toEqual(['Extra Large', 'Large', 'Medium', 'Small']);
    expect(renderBlock(sectionHeader, { globalContent: SECTION })).toContain('section-header--large');
    expect(renderBlock(sectionHeader, { globalContent: SECTION, customFields: { headerSize: 'Extra Large' } })).toContain('section-header--extra-large');
    expect(() => renderBlock(sectionHeader, { globalContent: SECTION, customFields: { headerSize: 'Huge' } })).toThrow(/headerSize/);
  });
  it("on a story page: the primary section's navigation titles, below the headline (h2)", () => {
    expect(renderBlock(sectionHeader, { lang: 'mi', globalContent: storyOf('mi') })).toContain('<h2 class="section-header__title">Ngā Kōrero</h2>');
  });
  it('without maori_title a Māori reader gets nav_title; nothing without any title', () => {
    expect(renderBlock(sectionHeader, { lang: 'mi', globalContent: { _id: '/x', nav_title: 'X' } })).toContain('>X</h1>');
    expect(renderBlock(sectionHeader, { globalContent: { _id: '/x' } })).toBe('');
  });
});
