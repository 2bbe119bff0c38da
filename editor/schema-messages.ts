// The server's validation messages (engine/config/validate.ts and ajv's own) in the editor's language: each known
// shape of message said in te reo Māori, its names and numbers kept; a message of no known shape stays as written.
import type { Lang } from './state/types.ts';

const TYPE_NAMES: Record<string, string> = { string: 'he kuputuhi', number: 'he tau', integer: 'he tau tōpū', boolean: 'he pono, he teka rānei', object: 'he ahanoa', array: 'he rārangi' };

const MAORI: Array<[RegExp, (...m: string[]) => string]> = [
  [/^missing required field "([^"]+)"$/, (f) => `Kāore he uara mō te āpure "${f}": me whai uara`],
  [/^is empty: this field needs a value$/, () => 'He kau: me whai uara tēnei āpure'],
  [/^must be <= (.+)$/, (n) => `Me iti iho i te ${n}, me ōrite rānei`],
  [/^must be >= (.+)$/, (n) => `Me nui ake i te ${n}, me ōrite rānei`],
  [/^must be < (.+)$/, (n) => `Me iti iho i te ${n}`],
  [/^must be > (.+)$/, (n) => `Me nui ake i te ${n}`],
  [/^wrong type: must be (\w+)$/, (t) => `Momo hē: me ${TYPE_NAMES[t] ?? t}`],
  [/^must be one of (.+)$/, (list) => `Me tētahi o ēnei: ${list}`],
  [/^unknown field "([^"]+)"(.*)$/, (f, rest) => `Āpure tauhou "${f}"${rest.replace(/\(did you mean "([^"]+)"\?\)/, '(ko "$1" pea?)')}`],
  [/^must NOT have fewer than (\d+) characters$/, (n) => `Kia ${n} ngā pūāhua, neke atu rānei`],
  [/^must NOT have more than (\d+) characters$/, (n) => `Kia ${n} ngā pūāhua, iti iho rānei`],
  [/^must NOT have fewer than (\d+) items$/, (n) => `Kia ${n} ngā mea, neke atu rānei`],
  [/^must NOT have more than (\d+) items$/, (n) => `Kia ${n} ngā mea, iti iho rānei`],
  [/^must be an integer$/, () => 'Me he tau tōpū'],
];

export function schemaMessage(message: string, lang: Lang): string {
  if (lang !== 'mi') return message;
  for (const [shape, say] of MAORI) {
    const m = shape.exec(message);
    if (m) return say(...m.slice(1));
  }
  return message;
}
