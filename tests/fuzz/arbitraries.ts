// Shared input generators for the fuzz suites: strings built from the pieces that break parsers (percent
// escapes, separators, prototype names, surrogates, control characters) mixed with arbitrary text.
import fc from 'fast-check';

/** Names that behave differently as object keys (inherited members of Object.prototype). */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const PIECES = [
  '/', '//', '\\', '.', '..', '%', '%2F', '%2f', '%25', '%00', '%zz', '%E0%A4%A', '%C3%A2', '%F0%9F%98', '%u0041', '?', '#', '&', '=', ';', ':', '@',
  '+', ' ', '\t', '"', "'", '<', '>', '{', '}', '[', ']', '*', '~', '|', '\u0000', '\u007f', '\u00e2', '\u0101', '\ud800', '\udc00', '\ud83d\ude00',
  'pf', '/pf/', 'news', 'amp', 'default', 'true', 'false', '1', '0', '_website', 'outputType', 'isAdmin', 'teaomarama', 'te-rito', 'lang', 'mi', 'en',
  ...PROTOTYPE_NAMES,
];

/** Text made of parser-breaking pieces and arbitrary code units. */
export const nastyString = (maxLength = 12) =>
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 4 }), fc.string({ maxLength: 6 })), { maxLength }).map((parts) => parts.join(''));

/** Percent-encodes the UTF-8 bytes of what Node's HTTP client would refuse to send (anything outside 0x21-0xff). */
export const sendable = (s: string) =>
  s.replace(/[^\u0021-\u00ff]/g, (c) => [...Buffer.from(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));

/** A header value Node's HTTP client sends (it refuses control characters and anything past 0xff): those percent-encoded. */
export const headerSafe = (s: string) => sendable(s).replace(/\x7f/g, '%7F');

/** A query string with the parameters pages read (_website, outputType, isAdmin) given any number of times. */
export const queryString = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom('_website', 'outputType', 'isAdmin', 'q', 'page'), nastyString(3)), fc.oneof(fc.constantFrom('', 'true', 'false', '1', '0', 'amp', 'default', 'teaomarama', ...PROTOTYPE_NAMES), nastyString(4))),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** A Cookie header: well-formed pairs, pieces of them, and junk. */
export const cookieHeader = fc.option(
  fc
    .array(fc.oneof(fc.tuple(fc.oneof(fc.constantFrom('lang', 'editor_token', ...PROTOTYPE_NAMES), nastyString(2)), fc.oneof(fc.constantFrom('mi', 'en', '"mi"', '%E0%A4%A', ''), nastyString(3))).map(([k, v]) => `${k}=${v}`), nastyString(3)), { maxLength: 4 })
    .map((parts) => parts.join('; ')),
  { nil: undefined },
);
