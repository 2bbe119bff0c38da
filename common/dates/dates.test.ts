import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  A_MOMENT_AGO, DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT, DEFAULT_TIME_ZONE, dateSettings, displayDate,
  localizeFormat, parseDate, relativeTime, strftime,
} from './index.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000, M = 60 * S, H = 60 * M, D = 24 * H;

afterEach(() => vi.restoreAllMocks());

describe('publication date display: relative under one week', () => {
  it('days ago, singular and plural in English', () => {
    expect(relativeTime(ago(1 * D), NOW, 'en')).toBe('1 day ago');
    expect(relativeTime(ago(6 * D + 23 * H), NOW, 'en')).toBe('6 days ago');
  });
  it('hours, minutes, seconds ago: the largest whole unit', () => {
    expect(relativeTime(ago(1 * H), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * H + 59 * M), NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(1 * M + 30 * S), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * M), NOW)).toBe('59 minutes ago');
    expect(relativeTime(ago(1 * S), NOW)).toBe('1 second ago');
    expect(relativeTime(ago(45 * S), NOW)).toBe('45 seconds ago');
  });
  it("else 'a moment ago' (under a second, or a future date from clock skew)", () => {
    expect(relativeTime(ago(0), NOW)).toBe('a moment ago');
    expect(relativeTime(ago(999), NOW)).toBe('a moment ago');
    expect(relativeTime(ago(-5 * M), NOW)).toBe('a moment ago');
  });
  it("Māori: 'he wa i mua' (the spec's text) and '{n} rā / hāora / meneti / hēkona ki muri'", () => {
    expect(A_MOMENT_AGO.mi).toBe('he wa i mua');
    expect(relativeTime(ago(0), NOW, 'mi')).toBe('he wa i mua');
    expect(relativeTime(ago(3 * D), NOW, 'mi')).toBe('3 rā ki muri');
    expect(relativeTime(ago(1 * D), NOW, 'mi')).toBe('1 rā ki muri');
    expect(relativeTime(ago(5 * H), NOW, 'mi')).toBe('5 hāora ki muri');
    expect(relativeTime(ago(12 * M), NOW, 'mi')).toBe('12 meneti ki muri');
    expect(relativeTime(ago(9 * S), NOW, 'mi')).toBe('9 hēkona ki muri');
  });
  it('relative to absolute at 1 week: exactly one week old is no longer relative', () => {
    expect(relativeTime(ago(7 * D - 1), NOW)).toBe('6 days ago');
    expect(relativeTime(ago(7 * D), NOW)).toBeUndefined();
  });
});

describe('date formats (strftime)', () => {
  const date = new Date('2026-03-05T02:04:09Z'); // Thursday

  it("default format '%B %d, %Y' and default zone America/New_York", () => {
    expect(DEFAULT_DATE_FORMAT).toBe('%B %d, %Y');
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    // 02:04 UTC on the 5th is still the 4th in New York.
    expect(strftime(date)).toBe('March 04, 2026');
  });
  it("date-time '%B %d, %Y at %l:%M%p %Z' with the zone's abbreviation", () => {
    expect(DEFAULT_DATE_TIME_FORMAT).toBe('%B %d, %Y at %l:%M%p %Z');
    expect(strftime(date, DEFAULT_DATE_TIME_FORMAT, { timeZone: 'America/New_York' })).toBe('March 04, 2026 at  9:04PM EST');
    expect(strftime(date, DEFAULT_DATE_TIME_FORMAT, { timeZone: 'Pacific/Auckland' })).toBe('March 05, 2026 at  3:04PM NZDT');
    expect(strftime(date, DEFAULT_DATE_TIME_FORMAT, { timeZone: 'GMT' })).toBe('March 05, 2026 at  2:04AM GMT');
  });
  it('every directive: %A %a %B %b %d %e %m %y %Y %H %I %l %M %S %p %Z %% and the - flag', () => {
    const out = strftime(date, '%A|%a|%B|%b|%d|%e|%m|%y|%Y|%H|%I|%l|%M|%S|%p|%Z|%%|%-d|%-l|%q', { timeZone: 'UTC' });
    expect(out).toBe('Thursday|Thu|March|Mar|05| 5|03|26|2026|02|02| 2|04|09|AM|UTC|%|5|2|%q');
    expect(strftime(new Date('2026-03-05T00:30:00Z'), '%I %l %p', { timeZone: 'UTC' })).toBe('12 12 AM');
    expect(strftime(new Date('2026-03-05T12:30:00Z'), '%H %I %p', { timeZone: 'UTC' })).toBe('12 12 PM');
  });
  it('language mi uses Māori weekday and month names (all seven days, all twelve months)', () => {
    const days = Array.from({ length: 7 }, (_, i) => strftime(new Date(Date.UTC(2026, 1, 1 + i, 12)), '%A', { lang: 'mi', timeZone: 'UTC' }));
    expect(days).toEqual(['Rātapu', 'Rāhina', 'Rātū', 'Rāapa', 'Rāpare', 'Rāmere', 'Rāhoroi']); // 1 Feb 2026 is a Sunday
    const months = Array.from({ length: 12 }, (_, i) => strftime(new Date(Date.UTC(2026, i, 15)), '%B', { lang: 'mi', timeZone: 'UTC' }));
    expect(months).toEqual([
      'Kohitātea', 'Huitanguru', 'Poutūterangi', 'Paengawhāwhā', 'Haratua', 'Pipiri',
      'Hōngongoi', 'Here-turi-kōkā', 'Mahuru', 'Whiringa-ā-nuku', 'Whiringa-ā-rangi', 'Hakihea',
    ]);
    expect(strftime(date, '%a %b', { lang: 'mi', timeZone: 'UTC' })).toBe('Rāpare Poutūterangi');
  });
  it('an unknown time zone is a RangeError naming it', () => {
    expect(() => strftime(date, '%Y', { timeZone: 'Mars/Olympus' })).toThrow(/"Mars\/Olympus" is not a known IANA zone/);
  });
});

describe('site date settings: blocks default to English and GMT', () => {
  it('nothing configured: en, GMT, default formats', () => {
    expect(dateSettings(undefined)).toEqual({ lang: 'en', timeZone: 'GMT', dateFormat: '%B %d, %Y', dateTimeFormat: '%B %d, %Y at %l:%M%p %Z' });
  });
  it('siteProperties.dateLocalization.timeZone and dateTimeFormat are used', () => {
    const s = dateSettings({ dateLocalization: { language: 'en', timeZone: 'Pacific/Auckland', dateTimeFormat: '%d %B %Y %H:%M' } }, 'en');
    expect(s).toMatchObject({ timeZone: 'Pacific/Auckland', dateTimeFormat: '%d %B %Y %H:%M' });
  });
  it("the reader's language wins over the site's configured language", () => {
    expect(dateSettings({ dateLocalization: { language: 'en' } }, 'mi').lang).toBe('mi');
    expect(dateSettings({ dateLocalization: { language: 'mi' } }).lang).toBe('mi');
  });
  it("Māori date-time formats say 'i te' where the English format says 'at'", () => {
    expect(localizeFormat('%B %d, %Y at %l:%M%p %Z', 'mi')).toBe('%B %d, %Y i te %l:%M%p %Z');
    expect(localizeFormat('%B %d, %Y at %l:%M%p %Z', 'en')).toBe('%B %d, %Y at %l:%M%p %Z');
    expect(dateSettings({}, 'mi').dateTimeFormat).toBe('%B %d, %Y i te %l:%M%p %Z');
  });
  it('an unknown configured zone falls back to GMT with a warning naming the property', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(dateSettings({ dateLocalization: { timeZone: 'Nowhere/Town' } }).timeZone).toBe('GMT');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('siteProperties.dateLocalization.timeZone "Nowhere/Town"'));
  });
});

describe('displayDate: relative or full, for <time>', () => {
  it('younger than one week: relative text, flagged relative, ISO datetime', () => {
    expect(displayDate(ago(2 * H).toISOString(), { now: NOW })).toEqual({ text: '2 hours ago', relative: true, iso: ago(2 * H).toISOString() });
    expect(displayDate(ago(2 * H).toISOString(), { now: NOW, lang: 'mi' })?.text).toBe('2 hāora ki muri');
  });
  it('one week or older: the full date in the site zone and language, padding collapsed', () => {
    const old = '2026-11-01T20:30:00Z';
    expect(displayDate(old, { now: NOW, timeZone: 'Pacific/Auckland' })).toEqual({ text: 'November 02, 2026', relative: false, iso: '2026-11-01T20:30:00.000Z' });
    expect(displayDate(old, { now: NOW, timeZone: 'Pacific/Auckland', lang: 'mi' })?.text).toBe('Whiringa-ā-rangi 02, 2026');
    expect(displayDate(old, { now: NOW, timeZone: 'Pacific/Auckland', format: DEFAULT_DATE_TIME_FORMAT })?.text).toBe('November 02, 2026 at 9:30AM NZDT');
  });
  it('blocks default to GMT when no zone is given', () => {
    expect(displayDate('2026-11-01T23:30:00Z', { now: NOW })?.text).toBe('November 01, 2026');
  });
  it('unparsable dates give nothing (the block renders nothing)', () => {
    for (const bad of [undefined, null, '', 'yesterday-ish', {}, Number.NaN]) expect(displayDate(bad, { now: NOW })).toBeUndefined();
    expect(parseDate(1_700_000_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
});
