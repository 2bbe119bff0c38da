import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import masthead from './index.ts';
import { MASTHEAD_LOGO_SELECTOR } from '../../common/navigation/masthead-marker.ts';
import { mastheadDate, mastheadLogo, mastheadTagline } from './masthead.ts';

// 2025-03-04 23:30 UTC is already Wednesday 5 March in Pacific/Auckland (NZDT, UTC+13).
const NOW = new Date('2025-03-04T23:30:00Z');

describe('masthead: date (dates: default format %B %d, %Y; site dateLocalization time zone; mi names)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it("today in the site's time zone (Pacific/Auckland), default format '%B %d, %Y'", () => {
    expect(renderBlock(masthead)).toContain('<p class="masthead__date"><time dateTime="2025-03-05">March 05, 2025</time></p>');
  });
  it('Māori month and weekday names for mi', () => {
    expect(renderBlock(masthead, { lang: 'mi' })).toContain('>Poutūterangi 05, 2025</time>');
    expect(mastheadDate(NOW, { dateLocalization: { timeZone: 'Pacific/Auckland' } }, 'mi', '%A %-d %B').text).toBe('Rāapa 5 Poutūterangi');
  });
  it('blocks default to GMT when the site sets no time zone', () => {
    expect(mastheadDate(NOW, {}, 'en')).toEqual({ text: 'March 04, 2025', iso: '2025-03-04' });
  });
  it("an editor's format overrides the site's", () => {
    expect(renderBlock(masthead, { customFields: { dateFormat: '%A, %B %-d, %Y' } })).toContain('>Wednesday, March 5, 2025</time>');
  });
  it('the date can be turned off', () => {
    expect(renderBlock(masthead, { customFields: { showDate: false } })).not.toContain('masthead__date');
  });
});

describe('masthead: logo (the brand logo links to /)', () => {
  it("links to / with the site's light-background logo (the masthead sits on a light background)", () => {
    expect(renderBlock(masthead)).toMatch(/<a class="masthead__logo-link" href="\/"><img class="masthead__logo" data-masthead-logo="" src="\/static\/brand\/logo-light.svg" alt="Te Ao Mārama"/);
  });
  it('falls back to the primary logo, and an editor logo URL wins', () => {
    expect(mastheadLogo({ primaryLogo: '/p.svg', primaryLogoAlt: 'P' })).toEqual({ src: '/p.svg', alt: 'P' });
    expect(mastheadLogo({ primaryLogo: '/p.svg', siteName: 'S' }, '/mine.svg')).toEqual({ src: '/mine.svg', alt: 'S' });
    expect(mastheadLogo({ siteName: 'S' })).toBeUndefined();
  });
  it('carries the marker the navigation header looks for (nav logo shows if no masthead logo after 1 s)', () => {
    expect(MASTHEAD_LOGO_SELECTOR).toBe('[data-masthead-logo]');
    expect(renderBlock(masthead)).toContain('data-masthead-logo=""');
    expect(renderBlock(masthead, { customFields: { showLogo: false } })).not.toContain('data-masthead-logo');
  });
});

describe('masthead: tagline (optional, English or Māori)', () => {
  it('shows the tagline in the reader language, the English one when no Māori one is given', () => {
    const fields = { tagline: 'News from Aotearoa', maoriTagline: 'Ngā kōrero o Aotearoa' };
    expect(renderBlock(masthead, { customFields: fields })).toContain('<p class="masthead__tagline">News from Aotearoa</p>');
    expect(renderBlock(masthead, { customFields: fields, lang: 'mi' })).toContain('<p class="masthead__tagline">Ngā kōrero o Aotearoa</p>');
    expect(mastheadTagline('mi', 'News', '  ')).toBe('News');
    expect(mastheadTagline('en', '  ')).toBeUndefined();
  });
});

describe('masthead: renders nothing when everything is off', () => {
  const off = { customFields: { showLogo: false, showDate: false } };
  it('readers get nothing; editors the placeholder', () => {
    expect(renderBlock(masthead, off)).toBe('');
    expect(renderBlock(masthead, { ...off, isAdmin: true })).toContain('logo, tagline and date are all off');
  });
  it('is not an island', () => expect(masthead.island).toBeUndefined());
});
