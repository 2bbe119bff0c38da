/**
 * Relative publication times ("Publication date display", "relative to absolute at 1 week").
 * `now` is a parameter so the rule is testable and a page renders one consistent clock.
 */
import type { Lang } from '../../engine/index.ts';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** At this age a date stops being relative and shows in full. */
export const RELATIVE_LIMIT_MS = 7 * DAY_MS;

type Unit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: Array<[Unit, number]> = [['day', DAY_MS], ['hour', HOUR_MS], ['minute', MINUTE_MS], ['second', SECOND_MS]];

const EN: Record<Unit, [one: string, many: string]> = {
  day: ['1 day ago', '{n} days ago'],
  hour: ['1 hour ago', '{n} hours ago'],
  minute: ['1 minute ago', '{n} minutes ago'],
  second: ['1 second ago', '{n} seconds ago'],
};
// Te reo nouns do not change for number: one form for every count.
const MI: Record<Unit, string> = {
  day: '{n} rā ki muri',
  hour: '{n} hāora ki muri',
  minute: '{n} meneti ki muri',
  second: '{n} hēkona ki muri',
};

/** The spec's own texts (writes the Māori one exactly so). */
export const A_MOMENT_AGO: Record<Lang, string> = { en: 'a moment ago', mi: 'he wa i mua' };

/** True while a date is younger than one week, i.e. shown relative. */
export function isRelativeAge(date: Date, now: Date): boolean {
  return now.getTime() - date.getTime() < RELATIVE_LIMIT_MS;
}

/**
 * "3 hours ago" / "3 hāora ki muri": the largest whole unit (days, hours, minutes, seconds); under one second
 * — or in the future, which only clock skew between servers produces — 'a moment ago'. Undefined from one week on.
 */
export function relativeTime(date: Date, now: Date, lang: Lang = 'en'): string | undefined {
  const age = now.getTime() - date.getTime();
  if (!Number.isFinite(age) || age >= RELATIVE_LIMIT_MS) return undefined;
  for (const [unit, size] of UNITS) {
    const n = Math.floor(age / size);
    if (n >= 1) {
      const text = lang === 'mi' ? MI[unit] : EN[unit][n === 1 ? 0 : 1];
      return text.replace('{n}', String(n));
    }
  }
  return A_MOMENT_AGO[lang] ?? A_MOMENT_AGO.en;
}
