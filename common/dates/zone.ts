/** Calendar fields of an instant in an IANA time zone, via Intl (browser-safe: islands may import this). */

export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** True when Intl knows the zone name (e.g. 'Pacific/Auckland', 'GMT'). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone.trim()) return false;
  try {
    formatter('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Throws a RangeError naming the zone when it is unknown. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  let f: Intl.DateTimeFormat;
  try {
    f = formatter('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
  } catch {
    throw new RangeError(`time zone ${JSON.stringify(timeZone)} is not a known IANA zone (e.g. "Pacific/Auckland")`);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(date)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_INDEX[parts.weekday] ?? 0,
  };
}

// en-US names American zones (EST), en-NZ/en-AU name theirs (NZDT, AEDT), en-GB names British ones (BST);
// each gives "GMT+13" for zones it does not know, so the first named answer wins.
const ABBREVIATION_LOCALES = ['en-US', 'en-NZ', 'en-AU', 'en-GB', 'en-CA', 'en-IN'];
const OFFSET_ONLY = /^(GMT|UTC)[+-−]/;

/** The zone's abbreviation at that instant (EST, NZDT, GMT), else its offset (GMT+13). */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  if (/^(Etc\/)?(GMT|Greenwich)$/i.test(timeZone)) return 'GMT';
  let offset = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name = formatter(locale, { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name && !OFFSET_ONLY.test(name)) return name;
    offset ||= name;
  }
  return offset || timeZone;
}
