import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import navigationHeader from './index.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';

const menus = hierarchyFixtures('MainMenu', 'MobileMenu');
const render = (o: Parameters<typeof renderBlock>[1] = {}) => renderBlock(navigationHeader, { id: 'hdr', content: menus, ...o });
const count = (html: string, re: RegExp) => (html.match(new RegExp(re, 'g')) ?? []).length;

describe('navigation header by output type', () => {
  it('is hidden on AMP output and shown on the default output', () => {
    expect(render({ outputType: 'amp' })).not.toContain('<nav');
    expect(render()).toContain('<nav');
  });
});

describe('navigation-header: content (hierarchies, site-service-hierarchy)', () => {
  const declared = (customFields: Record<string, unknown>) => navigationHeader.content!({ site: 'teaomarama', customFields: customFields as never });
  it('declares the header (MainMenu) and hamburger (MobileMenu) hierarchies by default', () => {
    expect(declared({ logoAlignment: 'left', showHorizontalLinks: true, horizontalLinksHierarchy: 'MainMenu', sectionsHierarchy: 'MobileMenu' })).toEqual([
      { source: 'site-service-hierarchy', query: { hierarchy: 'MainMenu' } },
      { source: 'site-service-hierarchy', query: { hierarchy: 'MobileMenu' } },
    ]);
  });
  it('hierarchies are configurable', () => {
    expect(declared({ horizontalLinksHierarchy: 'TopLinks', sectionsHierarchy: 'Drawer' }).map((c) => c.query.hierarchy)).toEqual(['TopLinks', 'Drawer']);
  });
  it('the links hierarchy is not fetched (nor shipped) when links cannot show: centred logo or links off', () => {
    expect(declared({ logoAlignment: 'center', showHorizontalLinks: true }).map((c) => c.query.hierarchy)).toEqual(['MobileMenu']);
    expect(declared({ logoAlignment: 'left', showHorizontalLinks: false }).map((c) => c.query.hierarchy)).toEqual(['MobileMenu']);
    // Strict render: reading MainMenu without its fixture would throw.
    expect(() => render({ content: hierarchyFixtures('MobileMenu'), customFields: { logoAlignment: 'center' } })).not.toThrow();
  });
  it('is an island hydrated on the reader\'s first interaction or scroll (nothing of it is needed before)', () => expect(navigationHeader.island).toEqual({ hydrate: 'interaction-or-scroll' }));
});

describe('navigation-header: markup', () => {
  const html = render();

  it('logo links to / with the site primaryLogo and primaryLogoAlt', () => {
    expect(html).toMatch(/<a class="navigation-header__logo" href="\/"><img class="navigation-header__logo-img" src="\/static\/brand\/logo.svg" alt="Te Ao Mārama"/);
  });
  it('logo alt falls back to the site name when primaryLogoAlt is missing', () => {
    expect(render({ siteProperties: { primaryLogoAlt: '', siteName: 'Te Rito' } })).toContain('alt="Te Rito"');
  });
  it('horizontal links come from MainMenu: sections link to _id with name, links to url with display_name', () => {
    const links = [...html.matchAll(/<a class="navigation-header__link" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([['/news', 'News'], ['/politics', 'Politics'], ['/te-ao-maori', 'Te Ao Māori'], ['/sport', 'Sport'], ['/video/', 'Watch']]);
  });
  it('no horizontal links with a centred logo or with links off', () => {
    expect(render({ content: hierarchyFixtures('MobileMenu'), customFields: { logoAlignment: 'center' } })).not.toContain('navigation-header__links');
    expect(render({ content: hierarchyFixtures('MobileMenu'), customFields: { showHorizontalLinks: false } })).not.toContain('navigation-header__links');
  });
  it('logo alignment is a modifier class (left by default)', () => {
    expect(html).toContain('navigation-header--logo-left');
    expect(render({ customFields: { logoAlignment: 'right' } })).toContain('navigation-header--logo-right');
  });
  it('server markup starts unscrolled, with the nav logo not yet shown (decided after mount)', () => {
    expect(html).not.toContain('navigation-header--scrolled');
    expect(html).not.toContain('navigation-header--logo-visible');
  });
  it('the header is a named navigation landmark (configurable aria label)', () => {
    expect(html).toContain('<nav class="navigation-header__bar page-container" aria-label="Main navigation">');
    expect(render({ customFields: { ariaLabel: 'Site' } })).toContain('aria-label="Site"');
  });
});

describe('navigation-header: section menu ("Section drawer", a11y)', () => {
  const html = render();
  it('menu button has aria-expanded=false and aria-controls pointing at the dialog', () => {
    expect(html).toMatch(/<button type="button" class="[^"]*navigation-header__menu-button" aria-expanded="false" aria-controls="nav-hdr-sections" aria-haspopup="dialog">/);
    expect(html).toContain('id="nav-hdr-sections"');
  });
  it('the overlay menu is a modal dialog labelled by its heading, hidden until opened', () => {
    expect(html).toMatch(/<div class="navigation-header__drawer navigation-header__drawer--closed" hidden="">/);
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-labelledby="nav-hdr-sections-title"/);
    expect(html).toContain('<h2 id="nav-hdr-sections-title" class="navigation-header__panel-title">Sections</h2>');
    expect(html).toContain('aria-label="Close menu"');
  });
  it('sections come from MobileMenu, each with a sub-section toggle when it has children', () => {
    const sections = [...html.matchAll(/class="navigation-header__section-link" href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(sections).toEqual([['/news', 'News'], ['/politics', 'Politics'], ['/sport', 'Sport'], ['/video/', 'Watch'], ['/about/', 'About us and contact']]);
    expect(count(html, /navigation-header__sub-toggle"/)).toBe(4); // Watch has no children
    expect(html).toMatch(/aria-expanded="false" aria-controls="nav-hdr-sub-0" aria-label="Show sub-sections of News"/);
    expect(html).toMatch(/<ul id="nav-hdr-sub-0" class="navigation-header__sub-sections"><li><a class="navigation-header__sub-link" href="\/tags\/housing\/">Housing<\/a>/);
  });
  it('no menu button when the hamburger hierarchy is empty or failed', () => {
    const out = render({ content: [...hierarchyFixtures('MainMenu'), ...hierarchyFixtures('Missing')], customFields: { sectionsHierarchy: 'Missing' } });
    expect(out).not.toContain('navigation-header__menu-button');
    expect(out).not.toContain('role="dialog"');
  });
});

describe('navigation-header: search, share, language switch', () => {
  const html = render();
  it('search box: a labelled search landmark, closed (the field is out of the tab order) until clicked', () => {
    // Named, so a page with its own search form (the search page) still has landmarks apart.
    expect(html).toContain('<form role="search" aria-label="Search the site" class="navigation-header__search">');
    expect(html).toContain('<label class="visually-hidden" for="nav-hdr-search">Search the site</label>');
    expect(html).toMatch(/<input id="nav-hdr-search" class="navigation-header__search-input" type="search"[^>]* tabindex="-1"/);
    expect(html).toContain('aria-label="Open search"');
  });
  it('share popup: Facebook, Twitter, LinkedIn, Reddit, email and copy link, closed', () => {
    expect(html).toMatch(/aria-expanded="false" aria-controls="nav-hdr-share" aria-label="Share"/);
    const options = [...html.matchAll(/class="navigation-header__share-option">([^<]*)</g)].map((m) => m[1]);
    expect(options).toEqual(['Share on Facebook', 'Share on Twitter', 'Share on LinkedIn', 'Share on Reddit', 'Share by email', 'Copy link']);
    expect(html).toMatch(/<div id="nav-hdr-share" class="navigation-header__share-popup" hidden="">/);
    expect(html).toContain('role="status"');
  });
  it("language switch: a link to this page's address in English and in Māori, asking the server to keep the choice, each named in its own language, the current one marked", () => {
    expect(html).toContain('role="group" aria-label="Language"');
    const at = (lang: 'en' | 'mi') => render({ lang, requestUri: '/news/waka/?page=2' });
    const option = (out: string, lang: string) => new RegExp(`<a href="([^"]*)" lang="${lang}" hrefLang="${lang}" rel="nofollow" class="navigation-header__language-option"( aria-current="true")?>([^<]*)</a>`).exec(out);
    for (const lang of ['en', 'mi'] as const) {
      const out = at(lang);
      expect(option(out, 'en')?.slice(1)).toEqual(['/news/waka/?page=2&amp;lang=en', lang === 'en' ? ' aria-current="true"' : undefined, 'English']);
      expect(option(out, 'mi')?.slice(1)).toEqual(['/mi/news/waka/?page=2&amp;lang=mi', lang === 'mi' ? ' aria-current="true"' : undefined, 'Māori']);
    }
  });
  it('show toggles turn off search, share and the language switch', () => {
    const out = render({ customFields: { showSearch: false, showShare: false, showLanguageSwitch: false } });
    expect(out).not.toContain('role="search"');
    expect(out).not.toContain('navigation-header__share');
    expect(out).not.toContain('navigation-header__language');
  });
});

describe('navigation-header: texts in both languages (mi selects Māori text)', () => {
  it('Māori texts for the landmark, menu, search, share and language', () => {
    const mi = render({ lang: 'mi' });
    for (const text of ['aria-label="Whakatere matua"', '>Ngā wāhanga</h2>', 'aria-label="Katia te tahua"', 'Rapua te pae', 'aria-label="Tiri"', 'Tāruatia te hononga', 'aria-label="Reo"', 'Whakaatu ngā wāhanga iti o Ngā Kōrero']) {
      expect(mi).toContain(text);
    }
  });
});

describe('navigation-header: admin hint', () => {
  const WARNING = 'In order to render horizontal links, the logo must be aligned to the left or right.';
  const centred = { content: hierarchyFixtures('MobileMenu'), customFields: { logoAlignment: 'center' } };
  it('shown in admin when the logo is centred and horizontal links are on', () => {
    expect(render({ ...centred, isAdmin: true })).toContain(WARNING);
  });
  it('never shown to readers, nor with links off or a side-aligned logo', () => {
    expect(render(centred)).not.toContain(WARNING);
    expect(render({ ...centred, isAdmin: true, customFields: { logoAlignment: 'center', showHorizontalLinks: false } })).not.toContain(WARNING);
    expect(render({ isAdmin: true })).not.toContain(WARNING);
  });
});

describe('navigation-header: renders nothing without data', () => {
  const empty = { siteProperties: { primaryLogo: '' }, content: hierarchyFixtures('A', 'B'), customFields: { horizontalLinksHierarchy: 'A', sectionsHierarchy: 'B' } };
  it('readers get nothing when there is no logo and no menu content', () => expect(render(empty)).toBe(''));
  it('editors get the placeholder saying why', () => {
    expect(render({ ...empty, isAdmin: true })).toMatch(/class="pb-admin-placeholder"[\s\S]*no logo and no menu content/);
  });
});

describe('navigation-header: layout constants in the stylesheet', () => {
  const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
  it('header height 65 px, overlay width 420 px, sub-section max height 500 px, exit 500 ms', () => {
    expect(css).toContain('--nav-height: 65px');
    expect(css).toContain('width: min(420px, 100vw)');
    expect(css).toMatch(/navigation-header__sub-sections--open \{ max-height: 500px/);
    expect(css).toContain('--nav-exit: 500ms');
  });
  it('the logo follows the scroll position only from 768 px, and only beside a masthead logo (without one it shows before hydration); body.nav-open stops page scroll', () => {
    expect(css).toMatch(/@media \(min-width: 768px\) \{[^}]*body:has\(\[data-masthead-logo\]\) \.navigation-header:not\(\.navigation-header--logo-visible\) \.navigation-header__logo/);
    expect(css).toContain('body.nav-open');
  });
});
