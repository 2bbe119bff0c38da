import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import footer from './index.ts';
import { footerHierarchies } from './lists.ts';
import { FOOTER_LOGO_HEIGHT, footerLogo, parseOutputTypes, socialLinks } from './logo.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';

const lists = hierarchyFixtures('Footer', 'FooterAbout', 'FooterPrivacyTerms');
const render = (o: Parameters<typeof renderBlock>[1] = {}) => renderBlock(footer, { content: lists, ...o });
const linksOf = (html: string, label: string) => {
  const nav = new RegExp(`<nav class="footer__list" aria-label="${label}"><ul>(.*?)</ul></nav>`).exec(html)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]]);
};

describe('footer: link lists ("Footer": default hierarchies Footer, FooterAbout, FooterPrivacyTerms)', () => {
  it('reads the three default hierarchies, configurable per list', () => {
    expect(footerHierarchies({})).toEqual(['Footer', 'FooterAbout', 'FooterPrivacyTerms']);
    expect(footerHierarchies({ aboutHierarchy: 'Mo' })).toEqual(['Footer', 'Mo', 'FooterPrivacyTerms']);
    expect(footer.content!({ site: 'teaomarama', customFields: {} as never }).map((c) => c.query)).toEqual([
      { hierarchy: 'Footer' }, { hierarchy: 'FooterAbout' }, { hierarchy: 'FooterPrivacyTerms' },
    ]);
  });
  it('section, about and privacy/terms lists are named navigation landmarks with the node rule (section: name + _id, link: display_name + url)', () => {
    const html = render();
    expect(linksOf(html, 'Sections')).toEqual([['/news', 'News'], ['/politics', 'Politics'], ['/sport', 'Sport'], ['/environment', 'Environment']]);
    expect(linksOf(html, 'About')).toEqual([['/about/', 'About us'], ['/contact/', 'Contact'], ['/careers/', 'Careers']]);
    expect(linksOf(html, 'Privacy and terms')).toEqual([['/privacy/', 'Privacy'], ['/terms/', 'Terms of use']]);
  });
  it('a list whose hierarchy failed to load is left out; the others still show', () => {
    const html = render({ content: hierarchyFixtures('Footer', 'Missing', 'FooterPrivacyTerms'), customFields: { aboutHierarchy: 'Missing' } });
    expect(html).not.toContain('aria-label="About"');
    expect(linksOf(html, 'Sections')).toHaveLength(4);
  });
  it('is not an island (ships no JS)', () => expect(footer.island).toBeUndefined());
});

describe('footer: logo (links to /, height 64; light-background logo only for listed output types)', () => {
  it('default output: the primary logo linking to /, 64 px high', () => {
    expect(FOOTER_LOGO_HEIGHT).toBe(64);
    expect(render()).toMatch(/<a class="footer__logo" href="\/"><img src="\/static\/brand\/logo.svg" alt="Te Ao Mārama" height="64"/);
  });
  it('amp output (the default list): only the light-background logo, on a light footer', () => {
    const html = render({ outputType: 'amp' });
    expect(html).toContain('src="/static/brand/logo-light.svg"');
    expect(html).not.toContain('src="/static/brand/logo.svg"');
    expect(html).toContain('class="footer footer--light"');
  });
  it('the output-type list is a comma-separated field', () => {
    expect(parseOutputTypes(' amp, print ,')).toEqual(['amp', 'print']);
    expect(render({ outputType: 'print', customFields: { lightLogoOutputTypes: 'amp,print' } })).toContain('logo-light.svg');
    expect(render({ outputType: 'amp', customFields: { lightLogoOutputTypes: '' } })).toContain('src="/static/brand/logo.svg"');
  });
  it('in a light output type without a light-background logo no logo shows (never the primary one)', () => {
    expect(footerLogo({ primaryLogo: '/p.svg' }, 'amp', ['amp'])).toBeUndefined();
    expect(footerLogo({ lightBackgroundLogo: '/l.svg', lightBackgroundLogoAlt: 'L', primaryLogo: '/p.svg' }, 'amp', ['amp'])).toEqual({ src: '/l.svg', alt: 'L', light: true });
  });
  it('alt text falls back to the site name', () => {
    expect(footerLogo({ primaryLogo: '/p.svg', siteName: 'Te Rito' }, 'default', ['amp'])?.alt).toBe('Te Rito');
  });
});

describe('footer: social links and copyright (Facebook, Instagram, YouTube; copyrightText)', () => {
  it('links to the site facebookPage, instagramPage and youtubeChannel, each with a discernible name', () => {
    const html = render();
    expect([...html.matchAll(/class="footer__social-link" href="([^"]*)"><span class="visually-hidden">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['https://www.facebook.com/teaomarama', 'Follow us on Facebook'],
      ['https://www.instagram.com/teaomarama', 'Follow us on Instagram'],
      ['https://www.youtube.com/@teaomarama', 'Follow us on YouTube'],
    ]);
  });
  it('a network without its site property is left out; the toggle turns them all off', () => {
    expect(socialLinks({ facebookPage: 'https://f', youtubeChannel: '' }).map((s) => s.name)).toEqual(['Facebook']);
    expect(render({ customFields: { showSocialLinks: false } })).not.toContain('footer__social');
  });
  it('shows the site copyrightText', () => {
    expect(render()).toContain('<p class="footer__copyright">© Te Ao Mārama. All rights reserved.</p>');
    expect(render({ siteProperties: { copyrightText: '' } })).not.toContain('footer__copyright');
  });
});

describe('footer: languages', () => {
  it('Māori list and social names', () => {
    const html = render({ lang: 'mi' });
    for (const text of ['aria-label="Ngā wāhanga"', 'aria-label="Mō mātou"', 'aria-label="Tūmataiti me ngā ture"', 'Whāia mai mātou ki Facebook']) expect(html).toContain(text);
  });
});

describe('footer: renders nothing without data', () => {
  const empty = {
    content: hierarchyFixtures('A', 'B', 'C'),
    customFields: { sectionsHierarchy: 'A', aboutHierarchy: 'B', legalHierarchy: 'C', showSocialLinks: false },
    siteProperties: { primaryLogo: '', copyrightText: '' },
  };
  it('readers get nothing', () => expect(render(empty)).toBe(''));
  it('editors get the placeholder', () => expect(render({ ...empty, isAdmin: true })).toContain('no links, logo or copyright text'));
});
