/** What a date block shows ("Publication date display"): relative under one week, full date from one week. */
import type { Lang } from '../../engine/index.ts';
import { isRelativeAge, relativeTime } from './relative.ts';
import { DEFAULT_DATE_FORMAT, strftime } from './strftime.ts';
import { BLOCK_DEFAULT_TIME_ZONE } from './settings.ts';

export interface DisplayDateOptions {
  now: Date;
  lang?: Lang;
  timeZone?: string;
  /** Format of the full (one week or older) date. */
  format?: string;
}

export interface DisplayDate {
  text: string;
  /** True when `text` is relative ("3 hours ago"). */
  relative: boolean;
  /** Machine-readable instant for <time datetime>. */
  iso: string;
}

/** An ANS date (ISO string), a Date or epoch milliseconds; undefined for anything unparsable. */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Undefined when the value is not a date. Padding spaces from %e / %l are collapsed: the text is read, not
 * column-aligned ("at  3:04PM" -> "at 3:04PM").
 */
export function displayDate(value: unknown, { now, lang = 'en', timeZone = BLOCK_DEFAULT_TIME_ZONE, format = DEFAULT_DATE_FORMAT }: DisplayDateOptions): DisplayDate | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  const iso = date.toISOString();
  if (isRelativeAge(date, now)) return { text: relativeTime(date, now, lang)!, relative: true, iso };
  return { text: strftime(date, format, { lang, timeZone }).replace(/\s+/g, ' ').trim(), relative: false, iso };
}
