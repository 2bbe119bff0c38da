// Date display for blocks: relative under one week, full strftime date after; English and te reo Māori.
export { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT, DEFAULT_TIME_ZONE, strftime, type StrftimeOptions } from './strftime.ts';
export { A_MOMENT_AGO, RELATIVE_LIMIT_MS, isRelativeAge, relativeTime } from './relative.ts';
export { BLOCK_DEFAULT_LANG, BLOCK_DEFAULT_TIME_ZONE, dateSettings, localizeFormat, type DateSettings } from './settings.ts';
export { displayDate, parseDate, type DisplayDate, type DisplayDateOptions } from './display.ts';
export { dateNames } from './names.ts';
export { isValidTimeZone, zoneAbbreviation } from './zone.ts';
