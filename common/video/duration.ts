/** "Duration format h:mm:ss or m:ss from ms". Pure: islands import it. */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A duration in milliseconds as h:mm:ss (an hour or more) or m:ss; whole seconds, rounded down. Undefined for
 * anything that is not a positive finite number (a live stream carries 0: no badge).
 */
export function formatDuration(ms: unknown): string | undefined {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return undefined;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The same duration as an ISO 8601 duration (PT1H2M5S), for <time dateTime>. */
export function isoDuration(ms: unknown): string | undefined {
  if (formatDuration(ms) === undefined) return undefined;
  const total = Math.floor((ms as number) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
