/**
 * Markup from content and editors (a story's raw_html and oEmbed elements, video embeds, the HTML box), kept as it
 * is except for the names the page's own scripts look things up by. Any `id`, or `name` on an element that
 * becomes a named property of `window` / `document`, could shadow what a script finds (DOM clobbering: an element
 * `id="__pb_islands"` read as the island payload, `<img name="getElementById">` replacing the method, an
 * `arcad_…` ad slot). So, as GitHub does, ids and names get the prefix `user-content-` (which no page script looks
 * up), and the fragment's own references to them (`href="#x"`, `for`, `aria-labelledby`, `url(#x)`, …) are
 * rewritten to match, so in-page anchors and labels keep working. Also neutralised: `<base href|target>` (would
 * move every relative URL of the page), attributes of `<html>` / `<body>` tags (the parser adds them to the
 * page's own elements) and the engine's block attributes (`data-island`, `data-block-id`: where a block mounts).
 * Scripts, iframes, styles and every other attribute stay as written: embeds need them, and the page's policy
 * decides what runs.
 *
 * A string edit, not a parse and re-serialise, so it runs the same in the browser (a lazy HTML box renders there)
 * and costs a few kB of JavaScript. It cannot know which `<` a browser reads as a tag (inside `<svg><style>` a tag
 * is a tag, inside `<style>` it is text), so it treats EVERY `<` + letter as a start tag, read exactly as the HTML
 * tokenizer reads one, each on its own (overlapping ones included): edits only ever insert `[a-z-]` after a quote,
 * `=`, space or `#`, never a `<` or quote. A tag still open at the fragment's end (it would take the page's markup
 * after it as its attributes: `<img title="` + `… class="x" id="arcad_1">`) has its `<` written `&lt;`. The result
 * is read again the same way and must need no edit; otherwise the fragment is shown escaped, as text.
 */

export const CONTENT_PREFIX = 'user-content-';
/** Put before an attribute's name to keep it from meaning anything (`<base href>` -> `<base data-user-content-href>`). */
const NEUTRAL = `data-${CONTENT_PREFIX}`;

interface Attr { name: string; nameAt: number; valueAt: number; value: string }
interface Tag { at: number; end: number; name: string; attrs: Attr[]; closed: boolean }

/** Elements whose `name` only matters inside their own form or object: kept (a form's fields are posted by name). */
const NAME_KEPT = new Set(['input', 'button', 'select', 'textarea', 'output', 'fieldset', 'meta', 'param']);
/** Attributes holding ids of other elements (space-separated): always prefixed, so content cannot point at page elements. */
const ID_REFS = new Set(['for', 'form', 'list', 'headers', 'itemref', 'popovertarget', 'commandfor', 'interestfor', 'anchor',
  'aria-activedescendant', 'aria-controls', 'aria-describedby', 'aria-details', 'aria-errormessage', 'aria-flowto', 'aria-labelledby', 'aria-owns']);
/** `#id` links, rewritten when the fragment has that id (a link to the page's own anchors stays). */
const HASH_LINKS = new Set(['href', 'xlink:href', 'usemap']);
const TARGETS = new Set(['target', 'formtarget']);
/** What the engine marks blocks with (engine/render/tree.tsx, admin.tsx) and finds them by. */
const isEngineAttribute = (name: string) => name === 'data-island' || name === 'data-lazy' || name === 'data-hydrated' || name.startsWith('data-block-');

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** ASCII only, as the tokenizer lowercases. */
const lower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

/** The start tag the HTML tokenizer reads from `at` (a `<` and a letter), as far as the text goes. */
function readTag(html: string, at: number): Tag {
  const n = html.length;
  let i = at + 1;
  while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>') i++;
  const tag: Tag = { at, end: n, name: lower(html.slice(at + 1, i)), attrs: [], closed: false };
  for (;;) {
    // Before attribute name (also after a quoted value, and after a `/` not followed by `>`).
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return tag;
    if (html[i] === '>') break;
    if (html[i] === '/') {
      i++;
      if (html[i] === '>') break;
      continue;
    }
    // Attribute name: a leading `=` is part of it.
    const nameAt = i++;
    while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const attr: Attr = { name: lower(html.slice(nameAt, i)), nameAt, valueAt: -1, value: '' };
    tag.attrs.push(attr);
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (html[i] !== '=') continue; // no value: `/`, `>` or the next attribute
    i++;
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return tag;
    const q = html[i];
    if (q === '>') break;
    if (q === '"' || q === "'") {
      attr.valueAt = ++i;
      const end = html.indexOf(q, i);
      attr.value = html.slice(i, end === -1 ? n : end);
      if (end === -1) return tag;
      i = end + 1;
    } else {
      attr.valueAt = i;
      while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '>') i++;
      attr.value = html.slice(attr.valueAt, i);
    }
  }
  tag.closed = true;
  tag.end = i + 1;
  return tag;
}

/**
 * Every tag the text could hold, or undefined when reading them would take more than a few passes over it: tags
 * overlap only inside attribute values and raw text, so real markup stays far below; `<a x="` a thousand times
 * over would make each tag run to the end (quadratic).
 */
function tagsOf(html: string): Tag[] | undefined {
  const tags: Tag[] = [];
  let read = 0;
  const budget = 8 * html.length + 10_000;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (!isLetter(html.charCodeAt(at + 1))) continue;
    const tag = readTag(html, at);
    tags.push(tag);
    if ((read += tag.end - at) > budget) return undefined;
  }
  return tags;
}

const prefixed = (value: string) => value === '' || value.startsWith(CONTENT_PREFIX);
const namesItsElement = (tag: Tag, attr: Attr) => attr.name === 'id' || (attr.name === 'name' && !NAME_KEPT.has(tag.name));
/** An attribute whose name must not take effect as written. */
const neutralised = (tag: Tag, { name }: Attr) =>
  !name.replace(/^=/, '').startsWith(NEUTRAL) &&
  (tag.name === 'html' || tag.name === 'body' || isEngineAttribute(name) ||
    (tag.name === 'base' && (name === 'href' || name === 'target')) || (tag.name === 'meta' && name === 'http-equiv'));

/** The insertions that isolate the fragment: position -> text (several at one position are joined). */
function edits(tags: Tag[], references: boolean): Map<number, string> {
  const out = new Map<number, string>();
  const insert = (at: number, text: string) => {
    const there = out.get(at);
    if (there === undefined) out.set(at, text);
    else if (!there.includes(text)) out.set(at, there + text);
  };
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const tag of tags) {
    for (const attr of tag.attrs) {
      if (neutralised(tag, attr)) {
        // After a leading `=` (part of such a name), never before it: there it would start a value instead.
        insert(attr.nameAt + (attr.name.startsWith('=') ? 1 : 0), NEUTRAL);
      } else if (namesItsElement(tag, attr) && attr.valueAt !== -1 && !prefixed(attr.value)) {
        insert(attr.valueAt, CONTENT_PREFIX);
        (attr.name === 'id' ? ids : names).add(attr.value);
      }
    }
  }
  if (!references) return out;
  for (const tag of tags) {
    for (const { name, value, valueAt } of tag.attrs) {
      if (valueAt === -1 || !value) continue;
      if (ID_REFS.has(name)) {
        for (const token of value.matchAll(/\S+/g)) if (!prefixed(token[0])) insert(valueAt + token.index, CONTENT_PREFIX);
      } else if (HASH_LINKS.has(name) && value[0] === '#' && ids.has(value.slice(1))) {
        insert(valueAt + 1, CONTENT_PREFIX);
      } else if (TARGETS.has(name) && names.has(value)) {
        insert(valueAt, CONTENT_PREFIX);
      }
      for (const ref of value.matchAll(/url\(\s*["']?#([^"')\s]+)/gi)) {
        if (ids.has(ref[1])) insert(valueAt + ref.index + ref[0].length - ref[1].length, CONTENT_PREFIX);
      }
    }
  }
  return out;
}

function apply(html: string, inserts: Map<number, string>): string {
  if (!inserts.size) return html;
  let out = '';
  let from = 0;
  for (const at of [...inserts.keys()].sort((a, b) => a - b)) {
    out += html.slice(from, at) + inserts.get(at);
    from = at;
  }
  return out + html.slice(from);
}

const escaped = (html: string) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each `<` at these positions written `&lt;`: text, not the start of a tag. */
function asText(html: string, positions: number[]): string {
  let out = '';
  let from = 0;
  for (const at of positions) {
    out += `${html.slice(from, at)}&lt;`;
    from = at + 1;
  }
  return out + html.slice(from);
}

/** Content HTML with its ids and names prefixed and its references to them rewritten (see the top of this file). */
export function isolateContentHtml(html: string): string {
  if (!html.includes('<')) return html;
  let out = html;
  let references = true;
  // Each reading checks what the last one's edits left (the last finds nothing to do); a fragment still needing
  // edits after that is shown as text.
  for (let pass = 0; pass < 4; pass++) {
    const tags = tagsOf(out);
    if (!tags) break;
    // A tag still open where the fragment ends would take the page's markup after it as its attributes.
    const open = tags.filter((t) => !t.closed).map((t) => t.at);
    if (open.length) {
      out = asText(out, open);
      continue;
    }
    const inserts = edits(tags, references);
    references = false;
    if (!inserts.size) return out;
    out = apply(out, inserts);
  }
  return escaped(html);
}
