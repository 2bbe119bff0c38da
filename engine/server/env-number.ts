// Whole-number settings read from the environment at start (server.ts's PORT, HTML_MICROCACHE_SECONDS and
// CONTENT_TIMEOUT_MS; the measuring scripts' runs, rounds and seconds): one reading and one refusal for all of them.
// Digits only: Number() alone took "1e3", "0x10" and " 5 " as numbers.

export interface WholeNumberRange {
  min: number;
  max: number;
  /** What the number counts ("seconds"), for the refusal; none for a bare number such as a port. */
  unit?: string;
}

/**
 * The setting's value, or undefined when it is unset or empty; anything but a whole number in the range throws an
 * error whose message names the setting, the range and what was given.
 */
export function wholeNumberSetting(name: string, raw: string | undefined, { min, max, unit }: WholeNumberRange): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(n >= min && n <= max)) throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}, got "${raw}"`);
  return n;
}
