/** Parsing a stored config: a syntax error says where it is, as `file:line:column`, so an editor can jump there. */

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const raw = (e as Error).message;
    // V8 names the offset ("at position 42", newer versions add "(line 3 column 5)"); the end of input has none.
    const at = /at position (\d+)/.exec(raw);
    const { line, column } = lineAndColumn(text, at ? Number(at[1]) : text.length);
    const message = raw.replace(/,? (?:in JSON )?at position \d+(?: \(line \d+ column \d+\))?/, '').replace(/ in JSON$/, '');
    return { ok: false, message, line, column };
  }
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** How a config written by the editor or exported is formatted: two-space JSON and a final newline, as in git. */
export const formatConfig = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
