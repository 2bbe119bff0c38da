/** A site's date settings (siteProperties.dateLocalization; "blocks default to English and GMT"). */
import type { Lang } from '../../engine/index.ts';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from './strftime.ts';
import { isValidTimeZone } from './zone.ts';

/** What a block uses when the site configures nothing. */
export const BLOCK_DEFAULT_TIME_ZONE = 'GMT';
export const BLOCK_DEFAULT_LANG: Lang = 'en';

export interface DateSettings {
  lang: Lang;
  timeZone: string;
  dateFormat: string;
  dateTimeFormat: string;
}

/**
 * Date formats carry literal words; the configured date-time format is English ('... at %l:%M%p'), so a Māori
 * reader gets the same format with 'i te' in place of 'at' rather than an English word inside Māori text.
 */
export function localizeFormat(format: string, lang: Lang): string {
  return lang === 'mi' ? format.replace(/(^|\s)at(?=\s)/g, '$1i te') : format;
}

/**
 * From siteProperties.dateLocalization ({ language, timeZone, dateTimeFormat, dateFormat? }) and the reader's
 * language (the lang cookie wins over the site's configured language). An unknown zone falls back to GMT with
 * a warning naming the property, so one bad setting cannot take every date block down.
 */
export function dateSettings(siteProperties: Record<string, any> | undefined, readerLang?: Lang): DateSettings {
  const config = siteProperties?.dateLocalization ?? {};
  const lang: Lang = readerLang ?? (config.language === 'mi' ? 'mi' : BLOCK_DEFAULT_LANG);
  let timeZone = BLOCK_DEFAULT_TIME_ZONE;
  if (config.timeZone !== undefined) {
    if (isValidTimeZone(config.timeZone)) timeZone = config.timeZone;
    else console.warn(`siteProperties.dateLocalization.timeZone ${JSON.stringify(config.timeZone)} is not a known IANA zone; using ${BLOCK_DEFAULT_TIME_ZONE}`);
  }
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  return {
    lang,
    timeZone,
    dateFormat: localizeFormat(text(config.dateFormat, DEFAULT_DATE_FORMAT), lang),
    dateTimeFormat: localizeFormat(text(config.dateTimeFormat, DEFAULT_DATE_TIME_FORMAT), lang),
  };
}
