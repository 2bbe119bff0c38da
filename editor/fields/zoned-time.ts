// Moments as an editor reads and writes them: the wall-clock time in the site's time zone (what a
// <input type="datetime-local"> holds, "2026-12-02T09:30"), stored as ISO 8601 with that zone's offset at that
// moment ("2026-12-02T09:30:00+13:00"), so daylight saving is right on either side of a change.

/** Each part of the moment `ms` on the wall clocks of `timeZone`. */
function wallParts(ms: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at the moment `ms`, in minutes (Pacific/Auckland: +780 in summer, +720 in winter). */
export function offsetMinutes(ms: number, timeZone: string): number {
  const w = wallParts(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** An ISO moment as the zone's wall-clock time for a datetime-local input; '' for anything that is not a moment. */
export function toWallTime(iso: unknown, timeZone: string): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  const w = wallParts(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A wall-clock time in the zone as an ISO moment with the zone's offset then; undefined for a malformed one. A time
 * that a change to summer time skips is taken at the offset before the change (02:30 on that night is 03:30).
 */
export function fromWallTime(wall: string, timeZone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at a guess, then at the moment that guess gives: two steps settle it on either side of a change.
  let offset = offsetMinutes(asUtc, timeZone);
  offset = offsetMinutes(asUtc - offset * 60_000, timeZone);
  const ms = asUtc - offset * 60_000;
  const w = wallParts(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:00${offsetText(offsetMinutes(ms, timeZone))}`;
}

/** The moment in words in the editor's language, in the zone: "Wednesday, 2 December 2026 at 9:30 am NZDT". */
export function describeMoment(iso: string, timeZone: string, lang: 'en' | 'mi'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Intl.DateTimeFormat(lang === 'mi' ? 'mi-NZ' : 'en-NZ', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(ms)
    + ` ${new Intl.DateTimeFormat('en-NZ', { timeZone, timeZoneName: 'short' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? ''}`.trimEnd();
}

/** A moment short, as lists show it, in New Zealand's format in the zone: "2 Dec 2026, 9:30 am". */
export function formatMoment(iso: string, timeZone: string, lang: 'en' | 'mi'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(lang === 'mi' ? 'mi-NZ' : 'en-NZ', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
