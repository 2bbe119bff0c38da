/**
 * strftime-style formatting in a time zone and language (default format '%B %d, %Y', date-time
 * '%B %d, %Y at %l:%M%p %Z', default time zone America/New_York).
 */
import type { Lang } from '../../engine/index.ts';
import { dateNames } from './names.ts';
import { zoneAbbreviation, zonedParts } from './zone.ts';

export const DEFAULT_DATE_FORMAT = '%B %d, %Y';
export const DEFAULT_DATE_TIME_FORMAT = '%B %d, %Y at %l:%M%p %Z';
export const DEFAULT_TIME_ZONE = 'America/New_York';

export interface StrftimeOptions {
  lang?: Lang;
  /** IANA zone; defaults to DEFAULT_TIME_ZONE. An unknown zone throws a RangeError naming it. */
  timeZone?: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const space2 = (n: number) => String(n).padStart(2, ' ');
const hour12 = (h: number) => (h % 12 === 0 ? 12 : h % 12);

/**
 * Supports %A %a %B %b %d %e %m %y %Y %H %I %l %M %S %p %Z %% and the '-' flag (no padding: %-d, %-l).
 * Unknown directives are left as written, so a typo shows in the output rather than vanishing.
 */
export function strftime(date: Date, format: string = DEFAULT_DATE_FORMAT, { lang = 'en', timeZone = DEFAULT_TIME_ZONE }: StrftimeOptions = {}): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('strftime: the date is invalid');
  const p = zonedParts(date, timeZone);
  const names = dateNames(lang);
  return format.replace(/%(-?)([a-zA-Z%])/g, (whole, flag: string, code: string) => {
    const num = (n: number, padded: (n: number) => string) => (flag === '-' ? String(n) : padded(n));
    switch (code) {
      case 'A': return names.weekdays[p.weekday];
      case 'a': return names.weekdaysShort[p.weekday];
      case 'B': return names.months[p.month - 1];
      case 'b': return names.monthsShort[p.month - 1];
      case 'd': return num(p.day, pad2);
      case 'e': return num(p.day, space2);
      case 'm': return num(p.month, pad2);
      case 'y': return pad2(p.year % 100);
      case 'Y': return String(p.year);
      case 'H': return num(p.hour, pad2);
      case 'I': return num(hour12(p.hour), pad2);
      case 'l': return num(hour12(p.hour), space2);
      case 'M': return num(p.minute, pad2);
      case 'S': return num(p.second, pad2);
      case 'p': return p.hour < 12 ? 'AM' : 'PM';
      case 'Z': return zoneAbbreviation(date, timeZone);
      case '%': return '%';
      default: return whole;
    }
  });
}
