/**
 * Card dates through common/dates ("Publication date display": relative under one week, else the full
 * date in the site's format and time zone, Māori names in Māori).
 */
import type { Lang } from '../../engine/index.ts';
import { dateSettings, displayDate, type DisplayDate } from '../dates/index.ts';

/** The date a card shows for `value` (an ANS display_date), or undefined when it is not a date. */
export function cardDate(value: unknown, lang: Lang, siteProperties: Record<string, any> | undefined, now: Date = new Date()): DisplayDate | undefined {
  const settings = dateSettings(siteProperties, lang);
  return displayDate(value, { now, lang, timeZone: settings.timeZone, format: settings.dateFormat });
}
