const ID = /(?:^|[/=])([A-Z0-9]{26})(?=$|[./?&#])/;

/** The 26-character image id from a bare id or a resizer-style URL, or null. */
export function imageIdOf(value: string | undefined): string | null {
  if (!value) return null;
  const m = ID.exec(value.trim());
  return m ? m[1] : null;
}
