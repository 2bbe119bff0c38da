import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import date from './index.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const AUCKLAND = { dateLocalization: { language: 'en', timeZone: 'Pacific/Auckland', dateTimeFormat: '%B %d, %Y at %l:%M%p %Z' } };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const render = (display_date: unknown, options: Parameters<typeof renderBlock>[1] = {}) =>
  renderBlock(date, { siteProperties: AUCKLAND, globalContent: { display_date }, ...options });

describe('date', () => {
  it('date: younger than one week shows relative time, in a <time datetime>', () => {
    expect(render('2026-11-21T09:00:00Z')).toBe('<p class="date"><time class="date__time date__time--relative" dateTime="2026-11-21T09:00:00.000Z">3 hours ago</time></p>');
  });
  it("date: relative time in Māori ('{n} rā ki muri', 'he wa i mua')", () => {
    expect(render('2026-11-19T11:00:00Z', { lang: 'mi' })).toContain('>2 rā ki muri</time>');
    expect(render('2026-11-21T12:00:00Z', { lang: 'mi' })).toContain('>he wa i mua</time>');
  });
  it("date: one week or older shows the full date ('%B %d, %Y') in the site's time zone", () => {
    expect(render('2026-11-14T12:00:00Z')).toContain('dateTime="2026-11-14T12:00:00.000Z">November 15, 2026</time>');
  });
  it('date: Māori month names on full dates', () => {
    expect(render('2026-11-01T00:00:00Z', { lang: 'mi' })).toContain('>Whiringa-ā-rangi 01, 2026</time>');
  });
  it("date: showTime uses the site's date-time format ('i te' in Māori)", () => {
    expect(render('2026-11-01T02:30:00Z', { customFields: { showTime: true } })).toContain('>November 01, 2026 at 3:30PM NZDT</time>');
    expect(render('2026-11-01T02:30:00Z', { lang: 'mi', customFields: { showTime: true } })).toContain('>Whiringa-ā-rangi 01, 2026 i te 3:30PM NZDT</time>');
  });
  it('date: blocks default to GMT when the site configures no zone', () => {
    expect(render('2026-11-01T23:30:00Z', { siteProperties: { dateLocalization: undefined } })).toContain('>November 01, 2026</time>');
  });
  it('renders nothing without a parsable display_date', () => {
    expect(render(undefined)).toBe('');
    expect(render('not a date')).toBe('');
  });
});
