import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuSections, toMenuSection, hierarchyQuery, DEFAULT_HEADER_HIERARCHY, DEFAULT_SECTIONS_HIERARCHY } from '../../common/navigation/menu.ts';
import {
  debounce, HEADER_HEIGHT_PX, isScrolled, logoVisible, LOGO_HIDE_BELOW_PX, LOGO_SHOW_AFTER_PX, MASTHEAD_LOGO_WAIT_MS,
  RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS, WIDE_MIN_WIDTH_PX,
} from './scroll.ts';
import { LARGE_POPUP_SIZE, POPUP_SIZE, popupFeatures, popupSize, shareUrl } from './share.ts';
import { EXIT_ANIMATION_MS, isShown, nextDisclosure } from './disclosure.ts';
import { showsAlignmentWarning, showsHorizontalLinks } from './layout.ts';
import { HIERARCHY_FIXTURES } from '../../common/navigation/fixtures.ts';

describe('menu nodes ("Navigation node", "Menu sections: title, url, subSections")', () => {
  it('a link node uses display_name as title and url as url', () => {
    expect(toMenuSection({ _id: 'link-watch', node_type: 'link', display_name: 'Watch', name: 'ignored', url: '/video/', children: [] }))
      .toEqual({ id: 'link-watch', title: 'Watch', url: '/video/', subSections: [] });
  });
  it('any other node uses name as title and _id as url (not its url field)', () => {
    expect(toMenuSection({ _id: '/news', node_type: 'section', name: 'News', display_name: 'ignored', url: '/news/', children: [] }))
      .toEqual({ id: '/news', title: 'News', url: '/news', subSections: [] });
  });
  it("'mi selects Māori text everywhere': a section node's maori_title in Māori, its name in English; links keep display_name", () => {
    const node = { _id: '/sport', node_type: 'section', name: 'Sport', maori_title: 'Hākinakina', children: [] };
    expect(toMenuSection(node, 'mi')?.title).toBe('Hākinakina');
    expect(toMenuSection(node, 'en')?.title).toBe('Sport');
    expect(toMenuSection({ ...node, maori_title: ' ' }, 'mi')?.title).toBe('Sport');
    expect(toMenuSection({ _id: 'w', node_type: 'link', display_name: 'Watch', maori_title: 'Mātaki', url: '/video/' }, 'mi')?.title).toBe('Watch');
  });
  it('children become subSections with the same rule', () => {
    const [news] = menuSections(HIERARCHY_FIXTURES.MobileMenu);
    expect(news!.subSections.map((s) => [s.title, s.url])).toEqual([['Housing', '/tags/housing/'], ['Health', '/tags/health/']]);
  });
  it('the menu is the root node\'s children, in order', () => {
    expect(menuSections(HIERARCHY_FIXTURES.MainMenu).map((s) => s.title)).toEqual(['News', 'Politics', 'Te Ao Māori', 'Sport', 'Watch']);
  });
  it('nodes without a title or url are skipped; missing data gives an empty menu', () => {
    expect(menuSections({ children: [{ node_type: 'link', url: '/x' }, { node_type: 'section', name: 'No id' }, { node_type: 'link', display_name: '  ', url: '/y' }] })).toEqual([]);
    expect(menuSections(undefined)).toEqual([]);
    expect(menuSections({ _id: '/' })).toEqual([]);
  });
  it('default hierarchies: header MainMenu, hamburger MobileMenu; the query carries the hierarchy only', () => {
    expect([DEFAULT_HEADER_HIERARCHY, DEFAULT_SECTIONS_HIERARCHY]).toEqual(['MainMenu', 'MobileMenu']);
    expect(hierarchyQuery('Footer')).toEqual({ hierarchy: 'Footer' });
  });
});

describe('scroll state and nav logo ("logo thresholds 150/30 px, fallback 1000 ms")', () => {
  const wide = { width: 1280, mastheadLogo: 'present' as const };
  it('the nav is marked scrolled when the page is scrolled beyond 0', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(1)).toBe(true);
  });
  it('constants: thresholds 150 and 30 px, masthead wait 1000 ms, wide from 768 px, header 65 px, debounce 100 / 250 ms', () => {
    expect([LOGO_SHOW_AFTER_PX, LOGO_HIDE_BELOW_PX, MASTHEAD_LOGO_WAIT_MS, WIDE_MIN_WIDTH_PX, HEADER_HEIGHT_PX]).toEqual([150, 30, 1000, 768, 65]);
    expect([SCROLL_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS]).toEqual([100, 250]);
  });
  it('at widths >= 768 the logo shows after scrolling past 150 px', () => {
    expect(logoVisible({ ...wide, previous: false, scrollY: 150 })).toBe(false);
    expect(logoVisible({ ...wide, previous: false, scrollY: 151 })).toBe(true);
    expect(logoVisible({ ...wide, width: 768, previous: false, scrollY: 151 })).toBe(true);
  });
  it('at widths >= 768 the logo hides below 30 px', () => {
    expect(logoVisible({ ...wide, previous: true, scrollY: 29 })).toBe(false);
    expect(logoVisible({ ...wide, previous: true, scrollY: 30 })).toBe(true);
  });
  it('between 30 and 150 px the logo keeps its state (no flicker)', () => {
    expect(logoVisible({ ...wide, previous: true, scrollY: 100 })).toBe(true);
    expect(logoVisible({ ...wide, previous: false, scrollY: 100 })).toBe(false);
  });
  it('on narrow widths (< 768) the logo always shows', () => {
    expect(logoVisible({ ...wide, width: 767, previous: false, scrollY: 0 })).toBe(true);
  });
  it('if no masthead logo exists after 1 second the logo shows at the top of the page', () => {
    expect(logoVisible({ ...wide, mastheadLogo: 'absent', previous: false, scrollY: 0 })).toBe(true);
    expect(logoVisible({ ...wide, mastheadLogo: 'pending', previous: false, scrollY: 0 })).toBe(false);
  });
});

describe('debounce (scroll 100 ms, resize 250 ms)', () => {
  afterEach(() => void vi.useRealTimers());
  it('runs once, with the last arguments, after calls stop for the given time', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    vi.advanceTimersByTime(99);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    d(3);
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('share popup ("Share links", popups 658x354, 830x460 for LinkedIn and email)', () => {
  const page = { url: 'https://example.nz/news/2025/01/01/kia-ora/?a=1', title: 'Kia ora & welcome' };
  it('every network link carries the encoded page url; those with a title carry it too', () => {
    const u = encodeURIComponent(page.url);
    const t = encodeURIComponent(page.title);
    expect(shareUrl('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(shareUrl('twitter', page)).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    expect(shareUrl('linkedin', page)).toBe(`https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`);
    expect(shareUrl('reddit', page)).toBe(`https://www.reddit.com/submit?url=${u}&title=${t}`);
  });
  it('email uses mailto with the title as subject and the url as body', () => {
    expect(shareUrl('email', page)).toBe(`mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(page.url)}`);
  });
  it('popups are 658x354, LinkedIn and email 830x460', () => {
    expect(POPUP_SIZE).toEqual({ width: 658, height: 354 });
    expect(LARGE_POPUP_SIZE).toEqual({ width: 830, height: 460 });
    expect(['facebook', 'twitter', 'reddit'].map((n) => popupSize(n as never))).toEqual([POPUP_SIZE, POPUP_SIZE, POPUP_SIZE]);
    expect(popupSize('linkedin')).toEqual(LARGE_POPUP_SIZE);
    expect(popupSize('email')).toEqual(LARGE_POPUP_SIZE);
    expect(popupFeatures('linkedin')).toMatch(/^width=830,height=460/);
    expect(popupFeatures('facebook')).toMatch(/^width=658,height=354/);
  });
});

describe('menu and share popup exit (animate out for 500 ms before closing)', () => {
  it('the exit animation lasts 500 ms', () => expect(EXIT_ANIMATION_MS).toBe(500));
  it('close goes to closing (still shown); only the finished animation closes', () => {
    expect(nextDisclosure('closed', 'open')).toBe('open');
    expect(nextDisclosure('open', 'close')).toBe('closing');
    expect(isShown('closing')).toBe(true);
    expect(nextDisclosure('closing', 'finished')).toBe('closed');
    expect(isShown('closed')).toBe(false);
  });
  it('reopening during the exit cancels it; stray events change nothing', () => {
    expect(nextDisclosure('closing', 'open')).toBe('open');
    expect(nextDisclosure('closed', 'close')).toBe('closed');
    expect(nextDisclosure('open', 'finished')).toBe('open');
  });
});

describe('logo alignment and horizontal links ("Navigation admin hint")', () => {
  it('links render only when on and the logo is left or right', () => {
    expect(showsHorizontalLinks({ logoAlignment: 'left', showHorizontalLinks: true })).toBe(true);
    expect(showsHorizontalLinks({ logoAlignment: 'right', showHorizontalLinks: true })).toBe(true);
    expect(showsHorizontalLinks({ logoAlignment: 'center', showHorizontalLinks: true })).toBe(false);
    expect(showsHorizontalLinks({ logoAlignment: 'left', showHorizontalLinks: false })).toBe(false);
  });
  it('the warning shows in admin only, for a centred logo with links on', () => {
    expect(showsAlignmentWarning({ logoAlignment: 'center', showHorizontalLinks: true }, true)).toBe(true);
    expect(showsAlignmentWarning({ logoAlignment: 'center', showHorizontalLinks: true }, false)).toBe(false);
    expect(showsAlignmentWarning({ logoAlignment: 'center', showHorizontalLinks: false }, true)).toBe(false);
    expect(showsAlignmentWarning({ logoAlignment: 'left', showHorizontalLinks: true }, true)).toBe(false);
  });
});
