/**
 * JSON-LD as the text of a <script type="application/ld+json">. The HTML parser ends a script at the first
 * "</script" whatever the JSON says, and "<!--" can switch it into a state where "</script>" no longer ends it,
 * so content (a headline, a caption) must never put those characters there literally: `<`, `>` and `&` become
 * JSON's \u escapes, which JSON.parse reads back as the same characters. U+2028 / U+2029 are escaped too: valid
 * in JSON, but line terminators to older JavaScript parsers that read the block with eval-like tools.
 */

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The JSON of a value, with nothing in it that HTML could read as markup. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]!);
}

export const JSON_LD_TYPE = 'application/ld+json';
