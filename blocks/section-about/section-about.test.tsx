import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import sectionAbout from './index.ts';
import { aboutText } from './about.ts';

const SITE_PROPS = { site_about: 'News from Aotearoa.', maori_section_about: 'Ngā kōrero o Aotearoa.' };
const SECTION = { _id: '/sport', name: 'Sport', site: { site_about: 'Results and players.', maori_section_about: 'Ngā hua me ngā kaitākaro.' } };

describe('section-about', () => {
  it('section about: site about text (siteProperties.site_about) in English', () => {
    expect(renderBlock(sectionAbout, { siteProperties: SITE_PROPS })).toContain('<p class="section-about__text">News from Aotearoa.</p>');
  });
  it('section about: the Māori section about text (maori_section_about) in Māori', () => {
    expect(renderBlock(sectionAbout, { lang: 'mi', siteProperties: SITE_PROPS })).toContain('<p class="section-about__text">Ngā kōrero o Aotearoa.</p>');
  });
  it("section about: a section page's own about text comes first", () => {
    expect(aboutText(SECTION, SITE_PROPS, 'en')?.text).toBe('Results and players.');
    expect(aboutText(SECTION, SITE_PROPS, 'mi')?.text).toBe('Ngā hua me ngā kaitākaro.');
  });
  it('section about: without Māori text a Māori reader gets the English text marked lang="en"', () => {
    expect(renderBlock(sectionAbout, { lang: 'mi', siteProperties: { site_about: 'Only English.', maori_section_about: '' } }))
      .toContain('<p class="section-about__text" lang="en">Only English.</p>');
  });
  it('renders nothing without any about text', () => {
    expect(renderBlock(sectionAbout, { siteProperties: { site_about: '', maori_section_about: '' } })).toBe('');
  });
});
