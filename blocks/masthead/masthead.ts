/** Masthead rules: which logo, which tagline, and today's date in the site's zone ("masthead", dates). */
import type { Lang } from '../../engine/index.ts';
import { dateSettings, strftime } from '../../common/dates/index.ts';

export interface MastheadLogo { src: string; alt: string }

/**
 * An editor's logo URL wins; otherwise the site's light-background logo (the masthead sits on the page's light
 * background), else its primary logo. Alt text from the matching site property, else the site name.
 */
export function mastheadLogo(properties: Record<string, any>, logoURL?: string): MastheadLogo | undefined {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const alt = (key: string) => text(properties[key]) ?? text(properties.siteName) ?? '';
  if (text(logoURL)) return { src: logoURL!.trim(), alt: alt('lightBackgroundLogoAlt') };
  if (text(properties.lightBackgroundLogo)) return { src: properties.lightBackgroundLogo, alt: alt('lightBackgroundLogoAlt') };
  if (text(properties.primaryLogo)) return { src: properties.primaryLogo, alt: alt('primaryLogoAlt') };
  return undefined;
}

/** The tagline in the reader's language: the Māori one for mi when given, else the English one. */
export function mastheadTagline(lang: Lang, tagline?: string, maoriTagline?: string): string | undefined {
  const pick = lang === 'mi' && maoriTagline?.trim() ? maoriTagline : tagline;
  return pick?.trim() || undefined;
}

export interface MastheadDate { text: string; iso: string }

/**
 * Today in the site's dateLocalization time zone, with Māori names for mi; the format is the editor's, else the
 * site's date format (default '%B %d, %Y').
 */
export function mastheadDate(now: Date, properties: Record<string, any>, lang: Lang, format?: string): MastheadDate {
  const settings = dateSettings(properties, lang);
  const options = { lang: settings.lang, timeZone: settings.timeZone };
  return {
    text: strftime(now, format?.trim() || settings.dateFormat, options).replace(/\s+/g, ' ').trim(),
    iso: strftime(now, '%Y-%m-%d', options),
  };
}
